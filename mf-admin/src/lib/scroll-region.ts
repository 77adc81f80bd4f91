// A box that scrolls on its own (a wide table on a phone, a long preview or list with a maximum height) must be
// reachable by keyboard, or its hidden part is out of reach without a mouse (axe `scrollable-region-focusable`,
// #39 point 9). It joins the tab order only while its content overflows, so a box that fits adds no tab stop;
// the caller names it (`aria-label`/`aria-labelledby`), so a screen reader announces what got the focus.
import { useCallback, useState } from 'react';

/** Props for a scrolling box: a callback ref, `tabIndex` 0 while it overflows and `role="region"` then. */
export function useScrollRegion<T extends HTMLElement>(): {
  ref: (node: T | null) => (() => void) | undefined;
  tabIndex: 0 | undefined;
  role: 'region' | undefined;
} {
  const [overflows, setOverflows] = useState(false);
  const ref = useCallback((node: T | null) => {
    if (!node) return undefined;
    const measure = () =>
      setOverflows(node.scrollWidth > node.clientWidth || node.scrollHeight > node.clientHeight);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    // the content can grow without the box changing size (rows arriving): watch its children too
    for (const child of Array.from(node.children)) observer.observe(child);
    // React 19 calls this when the box leaves
    return () => observer.disconnect();
  }, []);
  return { ref, tabIndex: overflows ? 0 : undefined, role: overflows ? 'region' : undefined };
}
