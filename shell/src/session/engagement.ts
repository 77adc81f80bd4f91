// Messages the user did not ask for — the browser's install offer, "officefit now works offline" — wait until the user
// has used the page (a tap, a click, a key, a wheel turn) instead of appearing over a screen that is still being
// read. On a first visit they came right after the first screen and were its largest paint, above the plan (#18);
// install promotion on page load is also what browsers advise against.
import { useSyncExternalStore } from 'react';

const EVENTS = ['pointerdown', 'touchstart', 'keydown', 'wheel'] as const;

let engaged = false;
const listeners = new Set<() => void>();

function engage(): void {
  if (engaged) return;
  engaged = true;
  for (const type of EVENTS) window.removeEventListener(type, engage, true);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (!engaged && listeners.size === 0) {
    for (const type of EVENTS) window.addEventListener(type, engage, { capture: true, passive: true });
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once the user has interacted with the page (for the rest of the page's life). */
export function useEngaged(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => engaged,
    () => false,
  );
}
