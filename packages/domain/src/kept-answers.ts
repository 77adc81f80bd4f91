// How the backend lets the gateway send a visitor's answer from memory (issue 16, docs/contracts.md "API answers").
// The backend marks an answer with CURRENT_FOR_HEADER: it stays right for at most that many seconds, or until the
// change stream at POST_LIST_CHANGES_PATH (Server-Sent Events, backend only, never proxied) says something changed.

/** Seconds an answer stays right while the change stream reports nothing (absent: ask the backend every time). */
export const CURRENT_FOR_HEADER = 'officefit-current-for';

/** The backend's stream of blog list changes: `event: live` once, `event: change` per committed change. */
export const POST_LIST_CHANGES_PATH = '/internal/post-list-changes';
