import { useId, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { toApiFailure, useGetMeQuery } from '@officefit/api';
import type { ExerciseMode } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { mayPass } from '@officefit/shell-contract';
import { Alert, Button, Card, QueryError, Spinner, usePageTitle } from '@officefit/ui';
import { RemoveIcon, ShareIcon } from '../lib/icons';
import { useContentLang } from '../lib/use-content-lang';
import { useErrorText } from '../lib/use-error-text';
import { useGetExerciseQuery } from '../features/exercises/api/get-exercise';
import { ExerciseStill } from '../features/exercises/components/exercise-still';
import { ExerciseInstructions } from '../features/exercises/components/exercise-instructions';
import { ExerciseMeta } from '../features/exercises/components/exercise-meta';
import { ExercisePlayer } from '../features/exercises/components/exercise-player';
import { FavouriteToggle } from '../features/exercises/components/favourite-toggle';
import { RemoveExerciseDialog } from '../features/exercises/components/remove-exercise-dialog';
import { ShareExerciseDialog } from '../features/exercises/components/share-exercise-dialog';

const MODES: readonly ExerciseMode[] = ['pain', 'mental', 'free'];

const BackLink = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.primaryText};
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  overflow-wrap: break-word;
  hyphens: auto;
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Still = styled(ExerciseStill)`
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

/** Reads `?unit=`, `?mode=` and `?region=`; without a mode, a unit means plan mode and anything else free mode. */
function useExerciseContext() {
  const [params] = useSearchParams();
  const unit = Number(params.get('unit'));
  const unitId = Number.isInteger(unit) && unit > 0 ? unit : undefined;
  const modeParam = params.get('mode') as ExerciseMode | null;
  const mode: ExerciseMode = modeParam && MODES.includes(modeParam) ? modeParam : unitId ? 'plan' : 'free';
  const region = mode === 'pain' ? (params.get('region') ?? undefined) : undefined;
  return { unitId, mode, region };
}

/** Back to the list the exercise was opened from (pain, mental, else the dashboard). */
function BackToList({ mode }: { mode: ExerciseMode }) {
  const { t } = useTranslation('training');
  return (
    <BackLink to={mode === 'pain' ? '/pain' : mode === 'mental' ? '/mental' : '/home'}>
      {t(
        mode === 'pain'
          ? 'exercise.backToPain'
          : mode === 'mental'
            ? 'exercise.backToMental'
            : 'exercise.back',
      )}
    </BackLink>
  );
}

type OpenDialog = 'remove' | 'share' | null;

/** Removing (with a reason; then back to the dashboard) and sharing by e-mail. */
function ExerciseDialogs({
  exercise,
  dialog,
  setDialog,
}: {
  exercise: { id: number; name: string };
  dialog: OpenDialog;
  setDialog: (dialog: OpenDialog) => void;
}) {
  const navigate = useNavigate();
  return (
    <>
      <RemoveExerciseDialog
        open={dialog === 'remove'}
        exerciseId={exercise.id}
        exerciseName={exercise.name}
        onClose={() => setDialog(null)}
        onRemoved={() => {
          setDialog(null);
          navigate('/home');
        }}
      />
      <ShareExerciseDialog
        open={dialog === 'share'}
        exerciseId={exercise.id}
        exerciseName={exercise.name}
        onClose={() => setDialog(null)}
      />
    </>
  );
}

/**
 * `/exercise/:id`: name and chips, the player (the animated demonstration, timer with sound cues and points), a still
 * of the starting position, the six
 * instruction tabs, and favourite / remove (with a reason) / share by e-mail.
 */
export default function ExercisePage() {
  const { t } = useTranslation('training');
  const { data: me } = useGetMeQuery();
  // sharing pays points to a colleague too: subscribers only (a guest may open the exercise, not share it)
  const mayShare = mayPass('abo', me);
  const errorText = useErrorText();
  const lang = useContentLang();
  const { id } = useParams();
  const exerciseId = Number(id);
  const valid = Number.isInteger(exerciseId) && exerciseId > 0;
  const { unitId, mode, region } = useExerciseContext();
  const {
    data: exercise,
    isLoading,
    error,
    refetch,
  } = useGetExerciseQuery({ id: exerciseId, lang }, { skip: !valid });
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const instructionsId = useId();

  usePageTitle(exercise?.name ?? t('exercise.title'));

  const back = <BackToList mode={mode} />;

  if (!valid || (error && toApiFailure(error).status === 404)) {
    return (
      <>
        {back}
        <Title>{t('exercise.title')}</Title>
        <Alert severity="error">{t('errors.rest_exercise_invalid')}</Alert>
      </>
    );
  }
  if (isLoading) return <Spinner />;
  if (error || !exercise) {
    return (
      <>
        {back}
        <Title>{t('exercise.title')}</Title>
        <QueryError onRetry={refetch}>{error ? errorText(error) : undefined}</QueryError>
      </>
    );
  }

  return (
    <>
      {back}
      <Title>{exercise.name}</Title>
      <ExerciseMeta exercise={exercise} />
      {/* the player first: "Übung starten" is on the first screen of a phone, the picture follows */}
      <Layout>
        <ExercisePlayer key={exercise.id} exercise={exercise} unitId={unitId} mode={mode} region={region} />
        <div>
          <Still
            exercise={exercise}
            width={640}
            label={t(exercise.startPose ? 'exercise.startPositionAlt' : 'exercise.illustrationAlt', {
              name: exercise.name,
            })}
          />
          <Actions>
            <FavouriteToggle exerciseId={exercise.id} isFavourite={Boolean(exercise.isFavourite)} />
            {mayShare && (
              <Button variant="secondary" startIcon={<ShareIcon />} onClick={() => setDialog('share')}>
                {t('share.open')}
              </Button>
            )}
            <Button variant="text" startIcon={<RemoveIcon />} onClick={() => setDialog('remove')}>
              {t('remove.open')}
            </Button>
          </Actions>
        </div>
      </Layout>
      <Card title={<span id={instructionsId}>{t('exercise.instructions')}</span>}>
        <ExerciseInstructions tabs={exercise.tabs} labelledBy={instructionsId} />
      </Card>
      <ExerciseDialogs exercise={exercise} dialog={dialog} setDialog={setDialog} />
    </>
  );
}
