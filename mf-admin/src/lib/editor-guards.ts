// Guards shared by the editors with a sticky action bar (CMS pages, exercises).
import { useEffect } from 'react';

/** A field focused by Tab or by an error is scrolled into view above the sticky action bar, not under it (WCAG 2.4.11). */
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
