import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const SIZES = { sm: '1em', md: '2rem', lg: '3rem' } as const;
export type SpinnerSize = keyof typeof SIZES;

/** The spinning ring alone, decorative; `Spinner` and the loading `Button` add the accessible part. */
export const SpinnerRing = styled.span.attrs({ 'aria-hidden': true })<{ $size?: SpinnerSize }>`
  display: inline-block;
  flex: none;
  width: ${({ $size = 'md' }) => SIZES[$size]};
  height: ${({ $size = 'md' }) => SIZES[$size]};
  border: ${({ $size = 'md' }) => ($size === 'sm' ? '2px' : '4px')} solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    /* A still ring would read as "stuck"; a slow turn is calm enough. */
    animation-duration: 2.4s !important;
    animation-iteration-count: infinite !important;
  }
`;
