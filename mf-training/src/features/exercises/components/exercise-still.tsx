// A still of the exercise: the picture the backend draws (media/exercises/{slug}.svg) — the demonstration's starting
// position with the target regions highlighted, or a staff upload. An <img>, so lists of cards load no figure code.
import styled from 'styled-components';
import type { ExerciseSummary } from '../../../lib/types';

const Picture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;

export interface ExerciseStillProps {
  exercise: Pick<ExerciseSummary, 'illustration'>;
  /** The accessible name; without it the still is decorative (e.g. on a card, where the name is the heading). */
  label?: string;
  /** Intrinsic size (the page header shows a bigger one). */
  width?: number;
  className?: string;
}

export function ExerciseStill({ exercise, label, width = 320, className }: ExerciseStillProps) {
  if (!exercise.illustration) return null;
  return (
    <Picture
      src={exercise.illustration}
      alt={label ?? ''}
      width={width}
      height={(width * 3) / 4}
      loading="lazy"
      decoding="async"
      className={className}
      data-testid="exercise-still"
    />
  );
}
