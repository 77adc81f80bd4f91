import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { visuallyHiddenCss } from '../lib/visually-hidden';
import { ErrorIcon } from './icons';

// Shared pieces of the form fields (TextField, Select, Checkbox, RadioGroup), so they look and read the same.

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export const labelCss = css`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

/** A native 22 px checkbox or radio, centred on the first line of a 44 px tap row, in the brand colour. */
export const choiceInputCss = css`
  flex: none;
  width: 22px;
  height: 22px;
  margin: 11px 0;
  accent-color: ${({ theme }) => theme.colors.primaryText};
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  &:disabled {
    cursor: not-allowed;
  }
`;

/** Holds a label and, outside the label so it is not part of the label text, the required marker. */
export const LabelRow = styled.div<{ $hidden?: boolean }>`
  display: flex;
  align-items: baseline;
  flex-wrap: wrap;
  ${({ $hidden }) => $hidden && visuallyHiddenCss}
`;

export const FieldLabel = styled.label`
  ${labelCss}
`;

export const FieldHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorRoot = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.error};

  svg {
    flex: none;
    margin-top: 1px;
  }
`;

/** The error line under a field; the icon means the state is not shown by colour alone. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <ErrorRoot id={id}>
      <ErrorIcon size={16} />
      <span>{children}</span>
    </ErrorRoot>
  );
}

const Mark = styled.span`
  margin-left: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.error};
`;

/** The "*" after a required field's label. Hidden from screen readers, which hear the native "required". */
export function RequiredMark() {
  const { t } = useTranslation('common');
  return (
    <Mark aria-hidden="true" title={t('ui.required')}>
      *
    </Mark>
  );
}

/** Shared control chrome: a 44 px high box with a strong border, error and focus states. */
export const controlCss = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space.sm} 12px`};
  border: 1px solid ${({ $invalid, theme }) => ($invalid ? theme.colors.error : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.body};
  box-shadow: ${({ $invalid, theme }) => ($invalid ? `inset 0 0 0 1px ${theme.colors.error}` : 'none')};
  transition: border-color ${({ theme }) => theme.transitions.fast};

  &:hover:not(:disabled):not([aria-disabled='true']) {
    border-color: ${({ $invalid, theme }) => ($invalid ? theme.colors.error : theme.colors.text)};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }

  &:disabled,
  &[aria-disabled='true'] {
    background: ${({ theme }) => theme.colors.disabledSurface};
    color: ${({ theme }) => theme.colors.disabledText};
    cursor: not-allowed;
  }

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }
`;

/** Ids of a field and of its hint and error lines, plus the `aria-describedby` that joins them. */
export function useFieldIds(
  id: string | undefined,
  opts: { hint?: ReactNode; error?: ReactNode; describedBy?: string },
) {
  const auto = useId();
  const fieldId = id ?? `field${auto}`;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const describedBy =
    [opts.describedBy, hasContent(opts.hint) && hintId, hasContent(opts.error) && errorId]
      .filter(Boolean)
      .join(' ') || undefined;
  return { fieldId, hintId, errorId, describedBy };
}

/** True for a hint or error that would render something (not `undefined`, `null`, `false` or `''`). */
export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}
