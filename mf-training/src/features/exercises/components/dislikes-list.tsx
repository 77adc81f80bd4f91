import { showSnackbar, useAppDispatch } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Button, QueryState } from '@officefit/ui';
import styled from 'styled-components';
import { formatDate } from '../../../lib/format';
import { hasExerciseId, type Dislike, type ExerciseSummary } from '../../../lib/types';
import { useContentLang } from '../../../lib/use-content-lang';
import { useErrorSnackbar } from '../../../lib/use-error-snackbar';
import { useGetDislikesQuery, useRestoreExerciseMutation } from '../api/dislikes';
import { ExerciseCard } from './exercise-card';
import { ExerciseGrid } from './exercise-grid';

const Reason = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type ShownDislike = Dislike & { exercise: ExerciseSummary };

/** The removed exercises with their reason and a restore button; items without an exercise id are skipped. */
export function DislikesList() {
  const { t, i18n } = useTranslation('training');
  const dispatch = useAppDispatch();
  const showError = useErrorSnackbar();
  const lang = useContentLang();
  const query = useGetDislikesQuery({ lang });
  const [restore, restoreState] = useRestoreExerciseMutation();
  const shown = query.data?.filter((item): item is ShownDislike => hasExerciseId(item?.exercise));

  const onRestore = async (id: number, name: string) => {
    try {
      await restore({ id }).unwrap();
      dispatch(showSnackbar({ key: 'training:dislikes.restored', values: { name }, severity: 'success' }));
    } catch (error) {
      showError(error);
    }
  };

  return (
    <QueryState query={{ ...query, data: shown }} empty={t('dislikes.empty')}>
      {(items) => (
        <ExerciseGrid aria-label={t('favourites.tabRemoved')} data-testid="dislikes-list">
          {items.map(({ exercise, reason, onlyToday, date }) => (
            <li key={exercise.id}>
              <ExerciseCard
                exercise={exercise}
                headingLevel={2}
                showPicture={false}
                badge={
                  <Reason>
                    {t('dislikes.reason', {
                      reason: t(`remove.reasons.${reason}`, { defaultValue: t('remove.reasons.6') }),
                    })}
                    {onlyToday && date
                      ? ` · ${t('dislikes.onlyToday', { date: formatDate(date, i18n.language) })}`
                      : ''}
                  </Reason>
                }
                actions={
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('dislikes.restoreNamed', { name: exercise.name })}
                    loading={restoreState.isLoading && restoreState.originalArgs?.id === exercise.id}
                    onClick={() => onRestore(exercise.id, exercise.name)}
                  >
                    {t('dislikes.restore')}
                  </Button>
                }
              />
            </li>
          ))}
        </ExerciseGrid>
      )}
    </QueryState>
  );
}
