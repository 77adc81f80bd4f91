import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { ExerciseKind } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button } from '@officefit/ui';
import type { ExerciseSummary } from '../../common/types';
import { useContentLang } from '../../common/use-content-lang';
import { useLazyGetExercisesQuery } from '../api/get-exercises';

/** The two quick-start choices (exercise kinds). */
export const QUICK_START_KINDS = ['relaxation', 'strengthening'] as const satisfies readonly ExerciseKind[];
export type QuickStartKind = (typeof QUICK_START_KINDS)[number];

const Buttons = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 160px), 1fr));
`;

/** Picks today's exercise of a kind: the same one all day, another one tomorrow. */
export function pickExercise(
  exercises: readonly ExerciseSummary[],
  kind: QuickStartKind,
  today = new Date(),
): ExerciseSummary | undefined {
  const fitting = exercises.filter((e) => e.kind === kind);
  if (fitting.length === 0) return undefined;
  const dayNumber = Math.floor(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()) / 86_400_000);
  return fitting[dayNumber % fitting.length];
}

/** Quick start: one tap opens a relaxation or a strengthening exercise. The catalogue loads on the first tap. */
export function QuickStart() {
  const { t } = useTranslation('training');
  const navigate = useNavigate();
  const lang = useContentLang();
  const [load, { isFetching }] = useLazyGetExercisesQuery();
  const [pending, setPending] = useState<QuickStartKind | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const open = async (kind: QuickStartKind) => {
    setPending(kind);
    setProblem(null);
    try {
      const exercises = await load({ lang }, true).unwrap();
      const exercise = pickExercise(exercises, kind);
      if (exercise) navigate(`/exercise/${exercise.id}?mode=free`);
      else setProblem(t('errors.no_fitting_exercise'));
    } catch {
      setProblem(t('common:errors.contentNotLoaded'));
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      <Buttons>
        {QUICK_START_KINDS.map((kind) => (
          <Button
            key={kind}
            size="lg"
            variant={kind === 'relaxation' ? 'secondary' : 'primary'}
            loading={isFetching && pending === kind}
            onClick={() => open(kind)}
          >
            {t(`quickStart.${kind}`)}
          </Button>
        ))}
      </Buttons>
      {problem && (
        <Alert severity="info" role="status">
          {problem}
        </Alert>
      )}
    </>
  );
}
