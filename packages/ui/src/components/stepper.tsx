import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { visuallyHiddenCss } from '../lib/visually-hidden';
import { CheckIcon } from './icons';
import { VisuallyHidden } from './visually-hidden';

export interface StepperProps {
  /** One label per step. */
  steps: readonly ReactNode[];
  /** The current step, counted from 1 (so "Step 2 of 5" is `current={2}`). */
  current: number;
  /** Accessible name of the step list; defaults to `common:ui.steps`. */
  label?: string;
  className?: string;
}

type StepState = 'done' | 'current' | 'todo';

const Root = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Progress = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

const List = styled.ol`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * A step: at least as wide as the longest word of its label (or the marker on phones, where labels are hidden);
 * `::before` is the line to the previous step.
 */
const Item = styled.li<{ $state: StepState }>`
  position: relative;
  flex: 1 1 0;
  min-width: min-content;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  text-align: center;

  &:not(:first-child)::before {
    content: '';
    position: absolute;
    top: 15px;
    right: calc(50% + 20px);
    left: calc(-50% + 20px);
    height: 2px;
    background: ${({ $state, theme }) => ($state === 'todo' ? theme.colors.border : theme.colors.primaryText)};
  }
`;

const Marker = styled.span<{ $state: StepState }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  border: 2px solid
    ${({ $state, theme }) => ($state === 'todo' ? theme.colors.borderStrong : theme.colors.primaryText)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${({ $state, theme }) =>
    $state === 'current'
      ? css`
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
        `
      : $state === 'done'
        ? css`
            background: ${theme.colors.primaryText};
            color: ${theme.colors.surface};
          `
        : css`
            background: ${theme.colors.surface};
            color: ${theme.colors.textMuted};
          `}
`;

/**
 * Whole words: a word that does not fit is hyphenated (lang of the document), never cut at any letter. Phones have
 * room for the numbers and the current step's label only; the others stay for screen readers.
 */
const StepLabel = styled.span<{ $state: StepState }>`
  max-width: 100%;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: normal;
  color: ${({ $state, theme }) => ($state === 'todo' ? theme.colors.textMuted : theme.colors.text)};
  font-weight: ${({ $state, theme }) => ($state === 'current' ? theme.fontWeights.bold : theme.fontWeights.regular)};

  hyphens: auto;

  @media (max-width: ${({ theme }) => theme.breakpoints.tablet - 1}px) {
    ${({ $state }) => $state !== 'current' && visuallyHiddenCss}
  }
`;

function stepState(number: number, current: number): StepState {
  if (number < current) return 'done';
  return number === current ? 'current' : 'todo';
}

/** Progress through a multi-step form: "Step x of y" and the list of steps, the current one `aria-current="step"`. */
export function Stepper({ steps, current, label, className }: StepperProps) {
  const { t } = useTranslation('common');
  const total = steps.length;
  const position = Math.min(Math.max(current, 1), Math.max(total, 1));
  return (
    <Root className={className}>
      <Progress>{t('ui.stepOf', { current: position, total })}</Progress>
      <List aria-label={label ?? t('ui.steps')}>
        {steps.map((step, index) => {
          const number = index + 1;
          const state = stepState(number, position);
          return (
            <Item key={number} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <Marker $state={state} aria-hidden="true">
                {state === 'done' ? <CheckIcon size={16} strokeWidth={3} /> : number}
              </Marker>
              <StepLabel $state={state}>{step}</StepLabel>
              {state === 'done' && <VisuallyHidden>{t('ui.stepCompleted')}</VisuallyHidden>}
            </Item>
          );
        })}
      </List>
    </Root>
  );
}
