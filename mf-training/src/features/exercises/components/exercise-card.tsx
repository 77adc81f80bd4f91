import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { HeadingLevel } from '@officefit/ui';
import type { ExerciseSummary } from '../../common/types';
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
  & > img {
    grid-column: 1;
    grid-row: 1 / span 4;
  }
  & > :not(img) {
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

const Picture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
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
  /** Shows the illustration (decorative here: the name is the heading). */
  showPicture?: boolean;
  /** Replaces the chips under the name (e.g. the plan's "5 min · level"). */
  meta?: ReactNode;
  'data-testid'?: string;
}

/** One exercise in a list: illustration, name, chips and actions. */
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
  return (
    <Root $done={done} $picture={Boolean(showPicture && exercise.illustration)} data-testid={testId}>
      {showPicture && exercise.illustration && (
        <Picture
          src={exercise.illustration}
          alt=""
          width={320}
          height={240}
          loading="lazy"
          decoding="async"
        />
      )}
      {badge}
      <Title as={`h${headingLevel}`}>{exercise.name}</Title>
      {meta ?? <ExerciseMeta exercise={exercise} />}
      {actions && <Footer>{actions}</Footer>}
    </Root>
  );
}
