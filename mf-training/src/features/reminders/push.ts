// Web Push in the browser: whether it can work here, the permission request and the subscription through the
// shell's service worker registration (its `push` handler shows the notification). Why push cannot work is a
// state of its own, so the settings can say it clearly instead of failing silently.

export type PushAvailability = 'supported' | 'unsupported' | 'denied';

/** Whether this browser can receive Web Push for this site (and has not blocked notifications). */
export function pushAvailability(): PushAvailability {
  if (
    typeof window === 'undefined' ||
    !('Notification' in window) ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window)
  ) {
    return 'unsupported';
  }
  return Notification.permission === 'denied' ? 'denied' : 'supported';
}

/** The VAPID key (base64url) as the bytes pushManager.subscribe wants. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export type SubscribeResult =
  | { ok: true; subscription: Record<string, unknown> }
  | { ok: false; reason: 'unsupported' | 'denied' | 'failed' };

/** Asks for the permission (once the user chose push) and subscribes this browser with the server's key. */
export async function subscribeToPush(publicKey: string): Promise<SubscribeResult> {
  if (pushAvailability() === 'unsupported') return { ok: false, reason: 'unsupported' };
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { ok: false, reason: 'denied' };
  try {
    const registration = await navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: applicationServerKey(publicKey),
      }));
    return { ok: true, subscription: subscription.toJSON() as Record<string, unknown> };
  } catch {
    return { ok: false, reason: 'failed' };
  }
}
