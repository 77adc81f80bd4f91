import { useContext, type ReactNode } from 'react';
import styled, { type DefaultTheme, ThemeContext, keyframes } from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { useSnackbar } from '../lib/use-snackbar';
import { theme as defaultTheme } from '../theme';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon } from './icons';
import { RoundIconButton } from './round-icon-button';

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

const enter = keyframes`
  from { opacity: 0; transform: translateY(16px); }
  to { opacity: 1; transform: none; }
`;

/** The theme colours of each severity: the snackbar's background and its text. */
const COLOURS = {
  info: { background: 'inverseSurface', text: 'onInverse' },
  success: { background: 'success', text: 'onSuccess' },
  error: { background: 'error', text: 'onError' },
} as const satisfies Record<
  SnackbarSeverity,
  { background: keyof DefaultTheme['colors']; text: keyof DefaultTheme['colors'] }
>;

/** `touch-action: none`: the page must not scroll while a finger swipes the snackbar away. */
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
  background: ${({ $severity, theme }) => theme.colors[COLOURS[$severity].background]};
  color: ${({ $severity, theme }) => theme.colors[COLOURS[$severity].text]};
  pointer-events: auto;
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

const CloseButton = styled(RoundIconButton)`
  color: inherit;

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

  const { close, offset, handlers } = useSnackbar(onClose, timeout, swipePx);

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
      {...handlers}
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
