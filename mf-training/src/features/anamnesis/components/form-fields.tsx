import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { Checkbox, RadioGroup } from '@officefit/ui';
import { revealBelowHeader } from './reveal-below-header';

/** Id of the element that holds a field (focused when the field is the first invalid one). */
export const fieldId = (field: string) => `anamnesis-${field}`;

/**
 * Moves the focus to a field: the control itself or the first control inside its holder. The field (a control with
 * its label and error line, or its group) is then scrolled into the room below the shell's sticky header (focus()
 * alone scrolls it only just into view, possibly under the header).
 */
export function focusField(field: string): void {
  const holder = document.getElementById(fieldId(field));
  if (!holder) return;
  // A radio group is entered at its checked radio (as Tab does); other groups at their first control.
  const target = holder.matches('input, textarea, [role="combobox"], button')
    ? holder
    : (holder.querySelector<HTMLElement>('input[type="radio"]:checked') ??
      holder.querySelector<HTMLElement>(
        'input:not([type="hidden"]), textarea, [role="combobox"], [tabindex="0"], button',
      ));
  (target ?? holder).focus({ preventScroll: true });
  const control = holder.matches('input, textarea, [role="combobox"], button');
  revealBelowHeader(control ? (holder.parentElement ?? holder) : holder);
}

const ErrorLine = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.error};

  svg {
    flex: none;
    margin-top: 1px;
  }
`;

/** An error line for a group of controls (same look as the fields' own error lines). */
export function GroupError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <ErrorLine id={id}>
      <svg
        width={16}
        height={16}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="12" r="10" />
        <path d="M12 8v4M12 16h.01" />
      </svg>
      <span>{children}</span>
    </ErrorLine>
  );
}

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  border: 0;
`;

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Options = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: 1fr;
  column-gap: ${({ theme }) => theme.space.lg};

  & > * {
    margin-bottom: 0;
  }

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
`;

export interface CheckboxGroupProps<T extends string> {
  field: string;
  legend: ReactNode;
  hint?: ReactNode;
  options: readonly { value: T; label: string }[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  error?: string;
  columns?: number;
}

/** Several checkboxes under one question: a fieldset whose legend is the question, hint and error linked. */
export function CheckboxGroup<T extends string>({
  field,
  legend,
  hint,
  options,
  value,
  onChange,
  error,
  columns = 2,
}: CheckboxGroupProps<T>) {
  const base = `${fieldId(field)}${useId()}`;
  const hintId = `${base}-hint`;
  const errorId = `${base}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  const toggle = (option: T, checked: boolean) =>
    onChange(
      checked
        ? options.map((o) => o.value).filter((v) => v === option || value.includes(v))
        : value.filter((v) => v !== option),
    );
  return (
    <Fieldset id={fieldId(field)} aria-describedby={describedBy}>
      <Legend>{legend}</Legend>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <Options $columns={columns}>
        {options.map((option) => (
          <Checkbox
            key={option.value}
            label={option.label}
            checked={value.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        ))}
      </Options>
      {error && <GroupError id={errorId}>{error}</GroupError>}
    </Fieldset>
  );
}

export interface ChoiceProps<T extends string | number | boolean> {
  field: string;
  label: ReactNode;
  hint?: ReactNode;
  options: readonly { value: T; label: ReactNode; hint?: ReactNode }[];
  value: T | null;
  onChange: (value: T) => void;
  error?: string;
  required?: boolean;
  direction?: 'row' | 'column';
}

/** One answer of a few (radio buttons), for numbers and booleans too. */
export function Choice<T extends string | number | boolean>({
  field,
  label,
  hint,
  options,
  value,
  onChange,
  error,
  required = true,
  direction = 'column',
}: ChoiceProps<T>) {
  return (
    <div id={fieldId(field)}>
      <RadioGroup
        label={label}
        hint={hint}
        name={fieldId(field)}
        required={required}
        direction={direction}
        error={error}
        value={value === null ? '' : String(value)}
        options={options.map((o) => ({ value: String(o.value), label: o.label, hint: o.hint }))}
        onChange={(raw) => {
          const option = options.find((o) => String(o.value) === raw);
          if (option) onChange(option.value);
        }}
      />
    </div>
  );
}

/** A yes/no question. */
export function YesNo(props: Omit<ChoiceProps<boolean>, 'options' | 'direction'>) {
  const { t } = useTranslation('training');
  return (
    <Choice
      {...props}
      direction="row"
      options={[
        { value: true, label: t('anamnesis.answers.yes') },
        { value: false, label: t('anamnesis.answers.no') },
      ]}
    />
  );
}
