/** Page views are reported about 1.5 s after navigation (spec §2, §9), so quick redirects are not counted. */
export const PAGE_VIEW_DELAY_MS = 1500;

export interface PageViewReporter {
  pageView(path: string): void;
}

/**
 * Reports page views to the configured analytics endpoint (none configured → nothing is sent). A navigation
 * within the delay replaces the pending view.
 */
export function createPageViewReporter(
  url: string | null,
  send: (url: string, body: string) => void = (u, b) => navigator.sendBeacon?.(u, b),
): PageViewReporter {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    pageView(path) {
      if (!url) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        send(url, JSON.stringify({ path, referrer: document.referrer, at: new Date().toISOString() }));
      }, PAGE_VIEW_DELAY_MS);
    },
  };
}
