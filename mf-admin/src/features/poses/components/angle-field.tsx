import { useId } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 4.5rem;
  align-items: center;
  column-gap: ${({ theme }) => theme.space.sm};
  label {
    grid-column: 1 / -1;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  input[type='range'] {
    width: 100%;
    min-width: 0;
  }
  input[type='number'] {
    width: 100%;
    padding: ${({ theme }) => theme.space.xs};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    font: inherit;
  }
`;

export interface AngleFieldProps {
  label: string;
  /** The number box's name for screen readers, e.g. "Hip right in degrees". */
  numberLabel: string;
  value: number;
  /** The joint's range in degrees (JOINT_LIMITS); −180…180 without. */
  min?: number;
  max?: number;
  onChange: (value: number) => void;
}

/** One joint angle: a slider and a number box within the joint's range, both labelled. */
export function AngleField({ label, numberLabel, value, min = -180, max = 180, onChange }: AngleFieldProps) {
  const id = useId();
  return (
    <Row>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={1}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <input
        type="number"
        min={min}
        max={max}
        step={1}
        value={value}
        aria-label={numberLabel}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </Row>
  );
}
