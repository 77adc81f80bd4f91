import {
  useContext,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
  type TouchEvent,
} from 'react';
import styled, { ThemeContext, keyframes } from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { useLatest } from '../lib/use-latest';
import { theme as defaultTheme } from '../theme';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon } from './icons';

export type SnackbarSeverity = 'info' | 'success' | 'error';

export interface SnackbarProps {
  children: ReactNode;
  severity?: SnackbarSeverity;
  /** Called once: after the timeout, on a vertical swipe longer than 50 px, or by the close button. */
  onClose: () => void;
  /** Milliseconds until it closes itself; defaults to the theme's 5000 (spec §9); `null` keeps it open. */
  timeoutMs?: number | null;
  /** An extra control next to the close button, e.g. an "Undo" button. */
  action?: ReactNode;
  className?: string;
}

/** Pixels of movement after which a press counts as a swipe and the snackbar follows the finger. */
const DRAG_START_PX = 4;

const enter = keyframes`
  from { opacity: 0; transform: translateY(16px); }
  to { opacity: 1; transform: none; }
`;

const Root = styled.div<{ $severity: SnackbarSeverity }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  max-width: 560px;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xs} ${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  background: ${({ $severity, theme }) =>
    $severity === 'error'
      ? theme.colors.error
      : $severity === 'success'
        ? theme.colors.success
        : theme.colors.inverseSurface};
  color: ${({ $severity, theme }) =>
    $severity === 'error'
      ? theme.colors.onError
      : $severity === 'success'
        ? theme.colors.onSuccess
        : theme.colors.onInverse};
  pointer-events: auto;
  /* The page must not scroll while a finger swipes the snackbar away. */
  touch-action: none;
  user-select: none;
  animation: ${enter} ${({ theme }) => theme.transitions.normal};

  & > svg {
    flex: none;
  }
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.space.sm} 0;
  overflow-wrap: anywhere;
`;

const CloseButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover {
    background: rgba(255, 255, 255, 0.16);
  }

  &:focus-visible {
    outline: 3px solid currentColor;
    outline-offset: -3px;
  }
`;

const ICONS = { info: InfoIcon, success: SuccessIcon, error: ErrorIcon } as const;

/**
 * A short message at the bottom of the screen (`role="status"`, or `role="alert"` for errors). It closes itself
 * after 5000 ms — paused while hovered, focused or touched — on a vertical swipe over 50 px, or by its close button.
 */
export function Snackbar({
  children,
  severity = 'info',
  onClose,
  timeoutMs,
  action,
  className,
}: SnackbarProps) {
  const { t } = useTranslation('common');
  const theme = useContext(ThemeContext) ?? defaultTheme;
  const timeout = timeoutMs === undefined ? theme.snackbarTimeoutMs : timeoutMs;
  const swipePx = theme.snackbarSwipePx;

  const onCloseRef = useLatest(onClose);
  const closed = useRef(false);
  const close = () => {
    if (closed.current) return;
    closed.current = true;
    onCloseRef.current();
  };

  // The auto-close timer: `remaining` shrinks by the time it ran each time it is paused.
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);
  const touching = offset !== 0;
  const paused = hovered || focused || touching;
  const remaining = useRef(timeout ?? 0);
  useEffect(() => {
    if (timeout === null || paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => {
      if (closed.current) return;
      closed.current = true;
      onCloseRef.current();
    }, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused, timeout, onCloseRef]);

  // Swipe: pointer events cover mouse, pen and most touch screens; touch events cover browsers that only send those.
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

  const Icon = ICONS[severity];
  return (
    <Root
      role={severity === 'error' ? 'alert' : 'status'}
      aria-live={severity === 'error' ? 'assertive' : 'polite'}
      aria-atomic="true"
      $severity={severity}
      className={className}
      style={
        offset
          ? {
              transform: `translateY(${offset}px)`,
              opacity: 1 - Math.min(Math.abs(offset) / (swipePx * 2), 0.5),
            }
          : undefined
      }
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onPointerDown={(event: PointerEvent<HTMLDivElement>) => {
        if (event.pointerType !== 'mouse' || event.button === 0) begin(event.clientY);
      }}
      onPointerMove={(event: PointerEvent<HTMLDivElement>) =>
        move(event.clientY, event.currentTarget, event.pointerId)
      }
      onPointerUp={(event: PointerEvent<HTMLDivElement>) => end(event.clientY)}
      onPointerCancel={() => end()}
      onTouchStart={(event: TouchEvent<HTMLDivElement>) => {
        const touch = event.touches[0];
        if (touch) begin(touch.clientY);
      }}
      onTouchMove={(event: TouchEvent<HTMLDivElement>) => {
        const touch = event.touches[0];
        if (touch) move(touch.clientY);
      }}
      onTouchEnd={(event: TouchEvent<HTMLDivElement>) => end(event.changedTouches[0]?.clientY)}
      onTouchCancel={() => end()}
    >
      <Icon size={20} />
      <Text>{children}</Text>
      {action}
      <CloseButton type="button" aria-label={t('ui.dismiss')} onClick={close}>
        <CloseIcon size={20} />
      </CloseButton>
    </Root>
  );
}
