import type { ComponentPropsWithRef, ElementType, MouseEvent, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { SpinnerRing } from './spinner-ring';

export type ButtonVariant = 'primary' | 'secondary' | 'text';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets `aria-busy` and ignores clicks (the button keeps its focus and its label). */
  loading?: boolean;
  fullWidth?: boolean;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  /** Render as another element or component, e.g. `as="a"` with `href`, or a router `Link` with `to`. */
  as?: ElementType;
  href?: string;
  target?: string;
  rel?: string;
  to?: unknown;
}

interface StyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

const sizes = {
  sm: css`
    min-height: 36px;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  md: css`
    min-height: ${({ theme }) => theme.touchTarget};
    padding: ${({ theme }) => `${theme.space.sm} 20px`};
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
  lg: css`
    min-height: 52px;
    padding: ${({ theme }) => `${theme.space.sm} 28px`};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  `,
};

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.primaryHover};
      border-color: ${({ theme }) => theme.colors.primaryHover};
      color: ${({ theme }) => theme.colors.onPrimary};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primaryText};
    border-color: ${({ theme }) => theme.colors.primaryText};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.primarySurface};
      color: ${({ theme }) => theme.colors.primaryDark};
      border-color: ${({ theme }) => theme.colors.primaryDark};
    }
  `,
  text: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primaryText};
    border-color: transparent;
    padding-left: ${({ theme }) => theme.space.sm};
    padding-right: ${({ theme }) => theme.space.sm};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      color: ${({ theme }) => theme.colors.primaryDark};
      text-decoration: underline;
    }
  `,
};

const StyledButton = styled.button<StyleProps>`
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  max-width: 100%;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.transitions.fast},
    color ${({ theme }) => theme.transitions.fast},
    border-color ${({ theme }) => theme.transitions.fast};
  -webkit-tap-highlight-color: transparent;
  ${({ $size }) => sizes[$size]}
  ${({ $variant }) => variants[$variant]}

  &[aria-busy='true'] {
    cursor: progress;
  }

  &:disabled,
  &[aria-disabled='true']:not([aria-busy='true']) {
    cursor: not-allowed;
    background: ${({ $variant, theme }) => ($variant === 'text' ? 'transparent' : theme.colors.disabledSurface)};
    color: ${({ theme }) => theme.colors.disabledText};
    border-color: transparent;
  }
`;

/**
 * The action button. Defaults to `type="button"` so it never submits a form by accident. While `loading`, it
 * stays focusable and named but ignores clicks (also the implicit submit of a form).
 */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  startIcon,
  endIcon,
  disabled,
  type,
  as,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const native = as === undefined || as === 'button';
  const inert = loading || (!native && Boolean(disabled));
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (inert) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <StyledButton
      as={as}
      type={native ? (type ?? 'button') : undefined}
      disabled={native ? disabled : undefined}
      aria-disabled={inert || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      {...rest}
    >
      {loading ? <SpinnerRing $size="sm" /> : startIcon}
      {children}
      {endIcon}
    </StyledButton>
  );
}
