import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { focusableIn } from './focusable';

/** Open dialogs, innermost last: only the innermost traps focus and answers Escape. */
const openDialogs: HTMLElement[] = [];

const isInnermost = (panel: HTMLElement | null): panel is HTMLElement =>
  !!panel && openDialogs[openDialogs.length - 1] === panel;

/** Elements that stay usable beside an open modal: the snackbar stack (`data-beside-modal`). */
const BESIDE_MODAL = '[data-beside-modal]';

const isBesideModal = (node: EventTarget | null) =>
  node instanceof Element && node.closest(BESIDE_MODAL) !== null;

/**
 * Makes the page outside `panelHost` and the elements beside the modal inert (no focus, no clicks, hidden from
 * assistive technology), descending only into the ancestors of a kept element — also for what is added to the body
 * while the modal is open (a portal, a late banner); returns the undo, which leaves what was inert before as it was.
 */
function inertOutside(panelHost: Element) {
  const kept = () => [panelHost, ...document.querySelectorAll(BESIDE_MODAL)];
  const changed: Element[] = [];
  const makeInert = (el: Element, keep: Element[]) => {
    if (keep.includes(el)) return;
    if (keep.some((k) => el.contains(k))) {
      for (const child of el.children) makeInert(child, keep);
    } else if (!el.hasAttribute('inert')) {
      el.setAttribute('inert', '');
      changed.push(el);
    }
  };
  for (const child of document.body.children) makeInert(child, kept());
  const observer = new MutationObserver((records) => {
    const keep = kept();
    for (const record of records)
      for (const node of record.addedNodes)
        // a modal opened from this one makes this one inert itself
        if (node instanceof Element && !node.querySelector('[aria-modal="true"]')) makeInert(node, keep);
  });
  observer.observe(document.body, { childList: true });
  return () => {
    observer.disconnect();
    changed.forEach((el) => el.removeAttribute('inert'));
  };
}

/** Tab from the last element goes to the first, Shift+Tab from the first (or the panel) to the last. */
function keepTabInside(event: KeyboardEvent, panel: HTMLElement) {
  const items = focusableIn(panel);
  const first = items[0];
  const last = items[items.length - 1];
  const current = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    panel.focus();
  } else if (event.shiftKey && (current === first || current === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && current === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Only a press that starts and ends on the backdrop closes (not a text selection dragged out of the panel). */
function useBackdropClose(onClose: () => void, disabled?: boolean) {
  const pressedOnBackdrop = useRef(false);
  return {
    onMouseDown: (event: MouseEvent<HTMLDivElement>) => {
      pressedOnBackdrop.current = event.target === event.currentTarget;
    },
    onClick: (event: MouseEvent<HTMLDivElement>) => {
      if (event.target === event.currentTarget && pressedOnBackdrop.current && !disabled) onClose();
      pressedOnBackdrop.current = false;
    },
  };
}

export interface ModalDialogOptions {
  onClose: () => void;
  disableBackdropClose?: boolean;
  disableEscapeClose?: boolean;
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * A modal's behaviour (WAI-ARIA APG dialog): focus moves in on open and back to the opener on close, Tab stays
 * inside, Escape closes the innermost dialog, the page behind is inert and does not scroll, and a press that starts
 * and ends on the backdrop closes it.
 */
export function useModalDialog({
  onClose,
  disableBackdropClose,
  disableEscapeClose,
  initialFocusRef,
}: ModalDialogOptions) {
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const backdropProps = useBackdropClose(onClose, disableBackdropClose);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openDialogs.push(panel);
    const initial =
      initialFocusRef?.current ??
      focusableIn(bodyRef.current)[0] ??
      focusableIn(actionsRef.current)[0] ??
      focusableIn(panel)[0] ??
      panel;
    initial.focus();

    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // Screen readers cannot leave the modal. The snackbars (`data-beside-modal`, above the modal) stay outside, so a
    // message is still announced and can be closed; a dialog opened from this one makes this one inert too.
    const restoreInert = inertOutside(panel.parentElement ?? panel);

    // Focus that escapes anyway (a click on the page behind, a screen reader's virtual cursor) is pulled back; a
    // snackbar beside the modal may take it (its close button, its action).
    const onFocusIn = (event: FocusEvent) => {
      if (!isInnermost(panel) || isBesideModal(event.target)) return;
      if (event.target instanceof Node && !panel.contains(event.target))
        (focusableIn(panel)[0] ?? panel).focus();
    };
    document.addEventListener('focusin', onFocusIn);

    return () => {
      document.removeEventListener('focusin', onFocusIn);
      openDialogs.splice(openDialogs.indexOf(panel), 1);
      document.body.style.overflow = overflow;
      // before the focus goes back: an inert opener would not take it
      restoreInert();
      if (opener?.isConnected) opener.focus();
    };
    // Runs once per opening: the dialog is mounted while open and unmounted when closed.
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const panel = panelRef.current;
    if (!isInnermost(panel)) return;
    if (event.key === 'Escape') {
      if (disableEscapeClose) return;
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab') keepTabInside(event, panel);
  };

  return { panelRef, bodyRef, actionsRef, onKeyDown, backdropProps };
}
