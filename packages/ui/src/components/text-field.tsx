import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled, { useTheme } from 'styled-components';
import {
  FieldError,
  FieldHint,
  FieldLabel,
  FieldRoot,
  LabelRow,
  RequiredMark,
  controlCss,
  hasContent,
  useFieldIds,
} from './field-parts';

interface CommonProps {
  label: ReactNode;
  /** Help text under the label, linked with `aria-describedby`. */
  hint?: ReactNode;
  /** Error text; any content sets `aria-invalid` and is linked with `aria-describedby`. */
  error?: ReactNode;
  /** Keeps the label for screen readers only (e.g. a search box with a visible icon). */
  hideLabel?: boolean;
  /** Class of the wrapper (label + control + texts). */
  className?: string;
}

export type TextInputFieldProps = CommonProps & { multiline?: false } & Omit<
    ComponentPropsWithRef<'input'>,
    'className'
  >;
export type TextAreaFieldProps = CommonProps & { multiline: true } & Omit<
    ComponentPropsWithRef<'textarea'>,
    'className'
  >;
export type TextFieldProps = TextInputFieldProps | TextAreaFieldProps;

const Input = styled.input<{ $invalid: boolean }>`
  ${controlCss}
`;

const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${controlCss}
  resize: vertical;
`;

/** A labelled text input, or a textarea with `multiline` (5 rows by default, spec §9). */
export function TextField(props: TextFieldProps) {
  const theme = useTheme();
  const { label, hint, error, hideLabel, className, id, required } = props;
  const invalid = hasContent(error);
  const ids = useFieldIds(id, { hint, error, describedBy: props['aria-describedby'] });
  const a11y = {
    id: ids.fieldId,
    'aria-describedby': ids.describedBy,
    'aria-invalid': invalid || props['aria-invalid'] || undefined,
    $invalid: invalid,
  };
  let control: ReactNode;
  if (props.multiline) {
    const {
      label: _l,
      hint: _h,
      error: _e,
      hideLabel: _hl,
      className: _c,
      multiline: _m,
      rows,
      ...rest
    } = props;
    control = <TextArea rows={rows ?? theme?.textareaRows ?? 5} {...rest} {...a11y} />;
  } else {
    const { label: _l, hint: _h, error: _e, hideLabel: _hl, className: _c, multiline: _m, ...rest } = props;
    control = <Input type="text" {...rest} {...a11y} />;
  }
  return (
    <FieldRoot className={className}>
      <LabelRow $hidden={hideLabel}>
        <FieldLabel htmlFor={ids.fieldId}>{label}</FieldLabel>
        {required && <RequiredMark />}
      </LabelRow>
      {hasContent(hint) && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {control}
      {invalid && <FieldError id={ids.errorId}>{error}</FieldError>}
    </FieldRoot>
  );
}
