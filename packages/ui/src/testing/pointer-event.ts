/**
 * jsdom has no PointerEvent, so `fireEvent.pointerDown(el, { clientY })` would lose its coordinates. This installs a
 * minimal one (a MouseEvent with `pointerId` and `pointerType`) when it is missing.
 */
export function installPointerEvent(): void {
  if (typeof window === 'undefined' || typeof window.PointerEvent === 'function') return;
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    readonly isPrimary: boolean;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
      this.isPrimary = init.isPrimary ?? true;
    }
  }
  window.PointerEvent = PointerEventPolyfill as unknown as typeof PointerEvent;
}
