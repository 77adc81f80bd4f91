// A small copy of the reveal step of mf-shop's `useFocusFirstError` (src/lib/forms/focus-first-error.ts): moving
// it to @officefit/ui would grow every route group's first load (the marketing group sits at its 250 kB budget)
// for two callers, so each remote keeps these few lines. Keep the two in step.

/** The bottom edge of a sticky or fixed header at the top of the viewport (the shell's bar), else 0. */
export function stickyHeaderBottom(): number {
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
 * Scrolls an element into the room below the sticky header: centred there when it fits, else its top just below
 * the header. Nothing moves when it is already entirely in that room. (`scrollIntoView` knows no sticky header and
 * left a tall step's first field under it, #18.)
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
