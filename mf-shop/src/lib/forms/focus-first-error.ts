import { useCallback, useEffect, useRef, useState } from 'react';

/** How long after a failed submit the hook waits for react-hook-form to render its errors. */
const WAIT_FOR_ERRORS_MS = 2000;

/** The bottom edge of a sticky or fixed header at the top of the viewport (the shell's bar), else 0. */
function stickyHeaderBottom(): number {
  let bottom = 0;
  for (const header of document.querySelectorAll('header, [role="banner"]')) {
    const { position } = getComputedStyle(header);
    if (position !== 'sticky' && position !== 'fixed') continue;
    const box = header.getBoundingClientRect();
    if (box.top <= 0 && box.bottom > bottom) bottom = box.bottom;
  }
  return bottom;
}

/**
 * Scrolls the field (or its whole group, or a result that replaced a form) into the room below the sticky header:
 * centred there when it fits, else its top just below the header. Nothing moves when it is already entirely in
 * that room.
 */
export function revealBelowHeader(area: HTMLElement): void {
  const box = area.getBoundingClientRect();
  const top = stickyHeaderBottom();
  const room = window.innerHeight - top;
  if (box.top >= top && box.bottom <= window.innerHeight) return;
  const margin = 16;
  const wanted = box.height + 2 * margin <= room ? top + (room - box.height) / 2 : top + margin;
  window.scrollBy({ top: box.top - wanted, behavior: 'instant' });
}

/** Focuses the first invalid field of `form` in reading order; false when none is rendered (yet). */
function focusFirstInvalid(form: HTMLElement): boolean {
  const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return false;
  const target = invalid.matches('fieldset')
    ? invalid.querySelector<HTMLElement>('input:not([disabled])')
    : invalid;
  if (!target) return false;
  // the browser's own focus scrolling may leave the field under the shell's sticky header
  target.focus({ preventScroll: true });
  // a radio group with its question; a field with its label, hint and error (the field's wrapper)
  revealBelowHeader(invalid.matches('fieldset') ? invalid : (target.parentElement ?? target));
  return true;
}

/**
 * Focuses the first invalid field of a form in reading order after a failed submit, and scrolls it into view below
 * the sticky header. react-hook-form's own focus follows registration order and skips controlled fields without a
 * ref (radio groups, selects), so the forms turn it off (`shouldFocusError: false`) and use this instead.
 * react-hook-form calls `onInvalid` before it publishes the errors, so in the browser the errors may render after
 * this hook's own update: then it waits for the first `aria-invalid` to appear.
 */
export function useFocusFirstError<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);

  useEffect(() => {
    const form = ref.current;
    if (failedSubmits === 0 || !form || focusFirstInvalid(form)) return;
    const observer = new MutationObserver(() => {
      if (focusFirstInvalid(form)) observer.disconnect();
    });
    observer.observe(form, { subtree: true, attributes: true, attributeFilter: ['aria-invalid'] });
    const giveUp = window.setTimeout(() => observer.disconnect(), WAIT_FOR_ERRORS_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(giveUp);
    };
  }, [failedSubmits]);

  const onInvalid = useCallback(() => setFailedSubmits((count) => count + 1), []);
  return { ref, onInvalid };
}
