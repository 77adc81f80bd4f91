import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { HeadingLevel } from '@officefit/ui';
import type { ExerciseSummary } from '../../../lib/types';
import { ExerciseStill } from './exercise-still';
import { ExerciseMeta } from './exercise-meta';

const column = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

/* Phones: a small picture beside the text; from tablet width the picture sits on top. */
const withPicture = css`
  display: grid;
  grid-template-columns: 88px minmax(0, 1fr);
  align-content: start;
  column-gap: ${({ theme }) => theme.space.md};
  row-gap: ${({ theme }) => theme.space.xs};
  /* the picture is the first child */
  & > :first-child {
    grid-column: 1;
    grid-row: 1 / span 4;
  }
  & > :not(:first-child) {
    grid-column: 2;
  }
  ${({ theme }) => theme.media.tablet} {
    ${column}
  }
`;

const Root = styled.article<{ $done: boolean; $picture: boolean }>`
  ${({ $picture }) => ($picture ? withPicture : column)}
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $done }) => ($done ? theme.colors.successSurface : theme.colors.surface)};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: auto;
`;

export interface ExerciseCardProps {
  exercise: ExerciseSummary;
  /** Heading level of the name, to fit the page outline; default 3. */
  headingLevel?: HeadingLevel;
  /** Text above the name, e.g. the unit's status. */
  badge?: ReactNode;
  /** Buttons or links at the bottom. */
  actions?: ReactNode;
  done?: boolean;
  /** Shows the starting position (decorative here: the name is the heading). */
  showPicture?: boolean;
  /** Replaces the chips under the name (e.g. the plan's "5 min · level"). */
  meta?: ReactNode;
  'data-testid'?: string;
}

/** One exercise in a list: a still of the starting position, name, chips and actions. */
export function ExerciseCard({
  exercise,
  headingLevel = 3,
  badge,
  actions,
  done = false,
  showPicture = true,
  meta,
  'data-testid': testId,
}: ExerciseCardProps) {
  const picture = showPicture && Boolean(exercise.startPose || exercise.illustration);
  return (
    <Root $done={done} $picture={picture} data-testid={testId}>
      {picture && <ExerciseStill exercise={exercise} />}
      {badge}
      <Title as={`h${headingLevel}`}>{exercise.name}</Title>
      {meta ?? <ExerciseMeta exercise={exercise} />}
      {actions && <Footer>{actions}</Footer>}
    </Root>
  );
}
