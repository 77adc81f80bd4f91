// The push payload the backend sends ({title, body, url}) as a notification; unit-tested without a worker.

/** Where a notification without its own page leads. */
export const DEFAULT_PUSH_URL = '/home';
const FALLBACK_TITLE = 'officefit';

export interface PushNotification {
  title: string;
  options: NotificationOptions;
}

/** Reads a push message's JSON (or plain text) into a notification; the target page travels in `data.url`. */
export function notificationOf(text: string | null): PushNotification {
  let payload: { title?: unknown; body?: unknown; url?: unknown } = {};
  try {
    payload = text ? (JSON.parse(text) as typeof payload) : {};
  } catch {
    payload = { body: text };
  }
  const title = typeof payload.title === 'string' && payload.title ? payload.title : FALLBACK_TITLE;
  return {
    title,
    options: {
      body: typeof payload.body === 'string' ? payload.body : '',
      icon: '/favicon.svg',
      data: { url: targetUrl({ url: payload.url }) },
    },
  };
}

/** The same-site path a notification opens: its `url` when that is a site path, else /home. */
export function targetUrl(data: unknown): string {
  const url = (data as { url?: unknown } | null)?.url;
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : DEFAULT_PUSH_URL;
}
