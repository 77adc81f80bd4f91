import { useEffect, useState } from 'react';

/** The height of the page's sticky header, so sticky parts of the editor stop below it. */
export function useHeaderHeight(): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const header = document.querySelector('header');
    if (!header) return;
    const update = () => setHeight(Math.round(header.getBoundingClientRect().height));
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return height;
}

/** A field focused by Tab is scrolled into view above the sticky action bar, not under it (WCAG 2.4.11). */
export function useActionBarScrollPadding() {
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.scrollPaddingBottom;
    root.style.scrollPaddingBottom = '7rem';
    return () => {
      root.style.scrollPaddingBottom = before;
    };
  }, []);
}

/** Leaving the browser tab with unsaved changes asks first. */
export function useLeaveWarning(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
