import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { formatClock } from '../../../lib/format';
import type { ExerciseSummary } from '../../../lib/types';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySurface};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Duration (or repetitions), level, equipment and the undercover flag of an exercise as small chips. */
export function ExerciseMeta({ exercise, className }: { exercise: ExerciseSummary; className?: string }) {
  const { t } = useTranslation('training');
  const level = [1, 2, 3].includes(exercise.level) ? exercise.level : 1;
  return (
    <List className={className}>
      <Chip>
        {exercise.repetitions
          ? t('exercise.repetitions', { count: exercise.repetitions })
          : t('exercise.duration', { clock: formatClock(exercise.duration) })}
      </Chip>
      <Chip>{t('exercise.levelLabel', { level: t(`exercise.level.${level}`) })}</Chip>
      <Chip>{t(`exercise.equipment.${exercise.equipment}`, { defaultValue: exercise.equipment })}</Chip>
      {exercise.undercover && <Chip>{t('exercise.undercover')}</Chip>}
    </List>
  );
}
