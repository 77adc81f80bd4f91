// The JSON shapes of the article editor (docs/api-marketing.md "Article editor") and of the admin's mail outbox.
import type { ContentLang, PostStatus } from '../index';

/** An article as the editor sees it. */
export interface CmsPost {
  id: number;
  lang: ContentLang;
  slug: string;
  title: string;
  excerpt: string;
  /** HTML from the allow-list. */
  content: string;
  status: PostStatus;
  members_only: boolean;
  featured_url: string | null;
  /** Publication time; null until published. */
  date: string | null;
  modified: string;
  categories: number[];
  tags: number[];
}

/** A mail of the backend's outbox as staff see it: never its subject or body (they may carry a secret link). */
export interface OutboxMail {
  id: number;
  kind: string;
  recipient: string;
  state: 'queued' | 'sent' | 'failed';
  created_at: string;
  sent_at: string | null;
}
