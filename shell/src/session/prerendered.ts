// The shell's side of a prerendered landing page (packages/shell-contract/src/prerender.ts): adopt the server's
// api cache, render the live app off-screen, swap it in once its page content is there (no spinner flash), and
// repeat what the visitor did while the app was loading.
import type { PrerenderedApiState } from '@officefit/api';
import { findByKey, PRERENDER_STATE_ID, PRERENDERED_ATTR, type BootIntent } from '@officefit/shell-contract';

/** The live page waits at most this long for its content before it is swapped in anyway. */
export const SWAP_TIMEOUT_MS = 8000;

/**
 * How long the server's data counts as current: a signed-in first screen boots when its user shows up (the
 * gateway's `presence`), which may be long after it was rendered.
 */
export const PRERENDERED_DATA_FRESH_MS = 60_000;

/** True when the page was opened longer ago than its server-rendered data counts as current. */
export function wasShownAWhile(sinceNavigationMs = performance.now()): boolean {
  return sinceNavigationMs > PRERENDERED_DATA_FRESH_MS;
}

/** True when `#root` holds server-rendered markup. */
export function isPrerendered(container: HTMLElement): boolean {
  return container.hasAttribute(PRERENDERED_ATTR);
}

/** The server's api cache, read once (the script element is removed). */
export function takePrerenderedState(): PrerenderedApiState | null {
  const el = document.getElementById(PRERENDER_STATE_ID);
  if (!el) return null;
  el.remove();
  try {
    return JSON.parse(el.textContent ?? '') as PrerenderedApiState;
  } catch {
    return null;
  }
}

/** The live page is ready when its main area has content and nothing in it is still loading. */
export function isLiveContentReady(live: HTMLElement): boolean {
  const main = live.querySelector('#main');
  return Boolean(main && main.childElementCount > 0 && !main.querySelector('[role="status"]'));
}

/** Resolves once `isLiveContentReady` holds, or after `timeoutMs`. */
export function whenLiveContentReady(live: HTMLElement, timeoutMs = SWAP_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve) => {
    if (isLiveContentReady(live)) return resolve();
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (isLiveContentReady(live)) done();
    });
    observer.observe(live, { childList: true, subtree: true, attributes: true });
    const timer = setTimeout(done, timeoutMs);
  });
}

/** Repeats the visitor's action from the static page on the live one (focus, click or a select's choice). */
export function replayIntent(intent: BootIntent | undefined, live: HTMLElement): void {
  if (!intent) return;
  const el = findByKey(intent.key, live);
  if (!el) return;
  el.focus();
  // a menu the static page opened already stays open: the click is repeated only while the live one is closed
  const openAlready = intent.expanded === true && el.getAttribute('aria-expanded') === 'true';
  if (intent.kind === 'click' && !openAlready) el.click();
  if (intent.kind === 'change' && el instanceof HTMLSelectElement && intent.value !== undefined) {
    el.value = intent.value;
    el.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/** Replaces the static markup by the live app once its content is there (or once `ready` resolves). */
export async function swapIn(
  staticRoot: HTMLElement,
  live: HTMLElement,
  ready: Promise<void> = whenLiveContentReady(live),
): Promise<void> {
  await ready;
  const intent = window.__officefitIntent;
  delete window.__officefitIntent;
  live.id = staticRoot.id;
  staticRoot.replaceWith(live);
  replayIntent(intent, live);
}

/**
 * Marks the document once the live app has the page (`<html data-app="live">`): a server-rendered screen looks the
 * same before, but a tap on it then does nothing. Browser tests wait for the mark instead of retrying taps.
 */
export function markAppLive(): void {
  document.documentElement.dataset.app = 'live';
}
