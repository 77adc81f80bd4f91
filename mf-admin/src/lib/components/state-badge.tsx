import styled from 'styled-components';

const TONES = {
  neutral: { bg: '#E4E7EB', fg: '#1F2933' },
  info: { bg: '#E6F6F8', fg: '#12636E' },
  success: { bg: '#E8F5E9', fg: '#1B5E20' },
  warning: { bg: '#FFF4E5', fg: '#7A4100' },
} as const;

export type BadgeTone = keyof typeof TONES;

/** A small status label; the text carries the meaning, the colour only supports it. */
export const Badge = styled.span<{ $tone: BadgeTone }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  background: ${({ $tone }) => TONES[$tone].bg};
  color: ${({ $tone }) => TONES[$tone].fg};
`;
