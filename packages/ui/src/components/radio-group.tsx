import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { useControllableState } from '../lib/use-controllable-state';
import { visuallyHiddenCss } from '../lib/visually-hidden';
import { choiceInputCss, FieldError, FieldHint, RequiredMark, hasContent, labelCss } from './field-parts';

export interface RadioOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The question, rendered as the fieldset's legend. */
  label: ReactNode;
  options: readonly RadioOption[];
  /** Form name of the radios; generated when left out. */
  name?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** `row` lays options side by side from tablet width up (always a column on phones). */
  direction?: 'column' | 'row';
  hideLabel?: boolean;
  className?: string;
}

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  border: 0;
`;

const Legend = styled.legend<{ $hidden?: boolean }>`
  ${labelCss}
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs};
  ${({ $hidden }) => $hidden && visuallyHiddenCss}
`;

const Options = styled.div<{ $row: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 0 ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.xs};

  ${({ theme }) => theme.media.tablet} {
    flex-direction: ${({ $row }) => ($row ? 'row' : 'column')};
    flex-wrap: wrap;
  }
`;

const Option = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

const Radio = styled.input`
  ${choiceInputCss}
`;

const OptionText = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  padding: 10px 0;
`;

const OptionLabel = styled.label`
  cursor: pointer;
`;

/** Native radio buttons in a fieldset whose legend is the question; arrow keys move between options. */
export function RadioGroup({
  label,
  options,
  name,
  value,
  defaultValue,
  onChange,
  hint,
  error,
  required,
  disabled,
  direction = 'column',
  hideLabel,
  className,
}: RadioGroupProps) {
  const baseId = `radio${useId()}`;
  const groupName = name ?? baseId;
  const [selected, setSelected] = useControllableState<string | undefined>(value, defaultValue, (v) => {
    if (v !== undefined) onChange?.(v);
  });
  const invalid = hasContent(error);
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const describedBy = [hasContent(hint) && hintId, invalid && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <Fieldset
      role="radiogroup"
      className={className}
      disabled={disabled}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
    >
      <Legend $hidden={hideLabel}>
        {label}
        {required && <RequiredMark />}
      </Legend>
      {hasContent(hint) && <FieldHint id={hintId}>{hint}</FieldHint>}
      <Options $row={direction === 'row'}>
        {options.map((option) => {
          const optionId = `${baseId}-${option.value}`;
          return (
            <Option key={option.value}>
              <Radio
                type="radio"
                id={optionId}
                name={groupName}
                value={option.value}
                checked={selected === option.value}
                disabled={option.disabled}
                required={required}
                aria-describedby={hasContent(option.hint) ? `${optionId}-hint` : undefined}
                onChange={() => setSelected(option.value)}
              />
              <OptionText>
                <OptionLabel htmlFor={optionId}>{option.label}</OptionLabel>
                {hasContent(option.hint) && <FieldHint id={`${optionId}-hint`}>{option.hint}</FieldHint>}
              </OptionText>
            </Option>
          );
        })}
      </Options>
      {invalid && <FieldError id={errorId}>{error}</FieldError>}
    </Fieldset>
  );
}
