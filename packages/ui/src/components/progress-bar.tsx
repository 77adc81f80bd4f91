import styled from 'styled-components';

const Track = styled.div`
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.disabledSurface};
  overflow: hidden;
`;

// The width is a class, not a style attribute: a server-rendered page's CSP allows no inline style attributes.
const Fill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primaryText};
  transition: width ${({ theme }) => theme.transitions.normal};
`;

export interface ProgressBarProps {
  value: number;
  max: number;
  /** Accessible name (e.g. "Day progress", "Company goal"). */
  label: string;
  /** Spoken value, e.g. "2 of 4 done". */
  valueText?: string;
  className?: string;
}

/** A horizontal progress bar with the progressbar role. */
export function ProgressBar({ value, max, label, valueText, className }: ProgressBarProps) {
  const safeMax = Math.max(1, max);
  const clamped = Math.min(Math.max(0, value), safeMax);
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={safeMax}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      className={className}
    >
      <Fill $percent={Math.round((clamped / safeMax) * 1000) / 10} />
    </Track>
  );
}
