import { useTranslation, currentLanguage } from '@officefit/i18n';
import { Alert, Card, EmptyState, Spinner } from '@officefit/ui';
import styled from 'styled-components';
import { useGetExercisesQuery } from '../api/get-exercises';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
`;

const Item = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 10px;
  padding: 0.75rem 1rem;
  background: ${({ theme }) => theme.colors.surface};
  h3 {
    margin: 0 0 0.25rem;
    font-size: 1rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The exercise catalogue preview on the dashboard. */
export function ExerciseList() {
  const { t } = useTranslation('training');
  const lang = currentLanguage();
  const { data, isLoading, isError } = useGetExercisesQuery({ lang });
  return (
    <Card title={t('exercises.title')}>
      {isLoading && <Spinner />}
      {isError && <Alert severity="error">{t('common:errors.contentNotLoaded')}</Alert>}
      {data && data.length === 0 && <EmptyState />}
      {data && data.length > 0 && (
        <List>
          {data.map((exercise) => (
            <Item key={exercise.id}>
              <h3>{exercise.name}</h3>
              <p>
                {t('exercises.meta', {
                  minutes: Math.max(1, Math.round(exercise.duration / 60)),
                  level: t(`exercises.level.${exercise.level}`),
                })}
              </p>
            </Item>
          ))}
        </List>
      )}
    </Card>
  );
}
