import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { choiceInputCss, FieldError, FieldHint, RequiredMark, hasContent, useFieldIds } from './field-parts';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'className'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
}

const Root = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

const Box = styled.input<{ $invalid: boolean }>`
  ${choiceInputCss}
  outline: ${({ $invalid, theme }) => ($invalid ? `2px solid ${theme.colors.error}` : 'none')};
  outline-offset: 1px;
`;

const LabelRow = styled.div`
  flex: 1;
  min-width: 0;
  padding: 10px 0;
`;

const Label = styled.label`
  cursor: pointer;
`;

const Texts = styled.div`
  padding-left: calc(22px + ${({ theme }) => theme.space.sm});
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

/** A native checkbox with a clickable label, hint and error. */
export function Checkbox({ label, hint, error, className, id, required, ...rest }: CheckboxProps) {
  const invalid = hasContent(error);
  const ids = useFieldIds(id, { hint, error, describedBy: rest['aria-describedby'] });
  return (
    <Root className={className}>
      <Row>
        <Box
          type="checkbox"
          required={required}
          {...rest}
          id={ids.fieldId}
          aria-describedby={ids.describedBy}
          aria-invalid={invalid || rest['aria-invalid'] || undefined}
          $invalid={invalid}
        />
        <LabelRow>
          <Label htmlFor={ids.fieldId}>{label}</Label>
          {required && <RequiredMark />}
        </LabelRow>
      </Row>
      {(hasContent(hint) || invalid) && (
        <Texts>
          {hasContent(hint) && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
          {invalid && <FieldError id={ids.errorId}>{error}</FieldError>}
        </Texts>
      )}
    </Root>
  );
}
