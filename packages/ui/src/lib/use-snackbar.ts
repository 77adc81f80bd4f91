import { useEffect, useRef, useState, type FocusEvent, type PointerEvent, type TouchEvent } from 'react';
import { useLatest } from './use-latest';

/** Pixels of movement after which a press counts as a swipe and the snackbar follows the finger. */
const DRAG_START_PX = 4;

/**
 * A vertical swipe: the snackbar follows the finger (`offset`) and closes past `swipePx` either way. Pointer events
 * cover mouse, pen and most touch screens; touch events cover browsers that only send those.
 */
function useSwipe(swipePx: number, close: () => void) {
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);
  const begin = (y: number) => {
    start.current = y;
  };
  const move = (y: number, target?: Element, pointerId?: number) => {
    if (start.current === null) return;
    const dy = y - start.current;
    if (Math.abs(dy) > swipePx) {
      start.current = null;
      setOffset(0);
      close();
    } else if (Math.abs(dy) > DRAG_START_PX) {
      // Keep receiving moves when the pointer leaves the snackbar; capturing only now keeps taps on the button working.
      if (target && pointerId !== undefined && !target.hasPointerCapture?.(pointerId)) {
        try {
          target.setPointerCapture?.(pointerId);
        } catch {
          // The pointer is already gone; the next event ends the swipe.
        }
      }
      setOffset(dy);
    }
  };
  const end = (y?: number) => {
    if (start.current === null) return;
    const dy = y === undefined ? 0 : y - start.current;
    start.current = null;
    setOffset(0);
    if (Math.abs(dy) > swipePx) close();
  };
  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      if (event.pointerType !== 'mouse' || event.button === 0) begin(event.clientY);
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) =>
      move(event.clientY, event.currentTarget, event.pointerId),
    onPointerUp: (event: PointerEvent<HTMLDivElement>) => end(event.clientY),
    onPointerCancel: () => end(),
    onTouchStart: (event: TouchEvent<HTMLDivElement>) => {
      const touch = event.touches[0];
      if (touch) begin(touch.clientY);
    },
    onTouchMove: (event: TouchEvent<HTMLDivElement>) => {
      const touch = event.touches[0];
      if (touch) move(touch.clientY);
    },
    onTouchEnd: (event: TouchEvent<HTMLDivElement>) => end(event.changedTouches[0]?.clientY),
    onTouchCancel: () => end(),
  };
  return { offset, handlers };
}

/**
 * A snackbar's closing: after `timeout` ms (`null`: never), paused while it is hovered, focused or touched, on a
 * vertical swipe over `swipePx`, or by `close` (its button). `handlers` go on the snackbar's root.
 */
export function useSnackbar(onClose: () => void, timeout: number | null, swipePx: number) {
  const onCloseRef = useLatest(onClose);
  const closed = useRef(false);
  // once, whichever of the timer, the swipe and the close button comes first
  const close = () => {
    if (closed.current) return;
    closed.current = true;
    onCloseRef.current();
  };
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const swipe = useSwipe(swipePx, close);
  const paused = hovered || focused || swipe.offset !== 0;

  // The auto-close timer: `remaining` shrinks by the time it ran each time it is paused.
  const remaining = useRef(timeout ?? 0);
  useEffect(() => {
    if (timeout === null || paused) return;
    const startedAt = Date.now();
    // `close` only reads refs, so the one of this render stays right
    const timer = setTimeout(close, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused, timeout]);

  const handlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLDivElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
    ...swipe.handlers,
  };
  return { close, offset: swipe.offset, handlers };
}
