// The exercise demonstration in the player (issue 14 "Show the movement"): the key poses animated at the exercise's
// tempo, or side by side with reduced motion. Only the exercise page loads this (and the figure code).
import { useMemo } from 'react';
import styled from 'styled-components';
import { regionSegments, type ExercisePoses } from '@officefit/pose-figure';
import { PosePlayer } from '@officefit/pose-figure/react';
import { useTranslation } from '@officefit/i18n';
import type { Exercise, ExerciseSummary } from '../../../lib/types';

const DemonstrationFrame = styled.div`
  display: block;
  width: 100%;
  aspect-ratio: 4 / 3;
  margin-bottom: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  overflow: hidden;
  & svg {
    display: block;
    width: 100%;
    height: 100%;
  }
`;

/**
 * Seconds for one loop through the key poses: the stored value, else one repetition (there and back) takes the
 * exercise's time per repetition (its duration over two sets of its repetitions, 3–8 s); timed holds loop slowly.
 */
export function cycleSecondsOf(
  exercise: Pick<ExerciseSummary, 'duration' | 'repetitions'>,
  poses: { poses: readonly unknown[]; cycleSeconds?: number },
): number {
  if (poses.cycleSeconds) return poses.cycleSeconds;
  if (!exercise.repetitions) return Math.max(6, poses.poses.length * 3);
  const perRepetition = Math.min(8, Math.max(3, exercise.duration / (exercise.repetitions * 2)));
  return perRepetition * Math.max(1, poses.poses.length / 2);
}

export interface ExerciseDemonstrationProps {
  exercise: Exercise;
  /** False holds the figure (the timer is paused). */
  playing?: boolean;
}

/** The key poses animated in a loop at the exercise's tempo (side by side with reduced motion). */
export function ExerciseDemonstration({ exercise, playing = true }: ExerciseDemonstrationProps) {
  const { t } = useTranslation('training');
  const highlight = useMemo(() => regionSegments(exercise.regions), [exercise.regions]);
  const poses = exercise.poses as ExercisePoses | null | undefined;
  if (!poses) return null;
  return (
    <DemonstrationFrame data-testid="exercise-demonstration">
      <PosePlayer
        poses={poses.poses}
        cycleSeconds={cycleSecondsOf(exercise, poses)}
        label={t('exercise.demonstration', { name: exercise.name, count: poses.poses.length })}
        highlight={highlight}
        playing={playing}
        style={{ width: '100%', height: '100%' }}
      />
    </DemonstrationFrame>
  );
}
