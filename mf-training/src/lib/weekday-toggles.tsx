// The weekday choice of the weekly goal and of the reminders: one look and one way to read it out.
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { VisuallyHidden } from '@officefit/ui';
import { FieldGroup, FieldGroupError } from './field-group';
import { shortWeekday, weekdayName } from './format';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const Toggles = styled.div`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  max-width: 480px;
`;

const Toggle = styled.button`
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0;
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primaryText};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primaryDark};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The weekdays (1 = Monday) with `day` added, in order, or without it when it was there. */
export function toggleWeekday(days: readonly number[], day: number): number[] {
  return days.includes(day) ? days.filter((d) => d !== day) : [...days, day].sort((a, b) => a - b);
}

/** The seven weekdays as toggle buttons under `legend` (short names shown, full names read out), `error` below. */
export function WeekdayToggles({
  legend,
  selected,
  onToggle,
  error,
}: {
  legend: ReactNode;
  selected: readonly number[];
  onToggle: (day: number) => void;
  error?: ReactNode;
}) {
  const { i18n } = useTranslation('training');
  const errorId = useId();
  return (
    <FieldGroup aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <Toggles>
        {WEEKDAYS.map((day) => (
          <Toggle key={day} type="button" aria-pressed={selected.includes(day)} onClick={() => onToggle(day)}>
            <span aria-hidden="true">{shortWeekday(day, i18n.language)}</span>
            <VisuallyHidden>{weekdayName(day, i18n.language)}</VisuallyHidden>
          </Toggle>
        ))}
      </Toggles>
      {error && (
        <FieldGroupError id={errorId} role="alert">
          {error}
        </FieldGroupError>
      )}
    </FieldGroup>
  );
}
