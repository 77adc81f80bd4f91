import styled from 'styled-components';
import { contentLangOf, useTranslation } from '@officefit/i18n';
import { Alert, Button } from '@officefit/ui';
import { useGetChallengeExercisesQuery } from '../api/get-challenge-exercises';
import { hasTeams } from '../model/challenge-form';
import type { Challenge, Coworker } from '../model/types';
import { ChallengeTermsFields, DuelFields, TeamFields } from './challenge-form-fields';
import { useChallengeForm, useSaveChallenge } from './use-challenge-form';

const Form = styled.form`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
  & > .wide {
    grid-column: 1 / -1;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface ChallengeFormProps {
  /** The challenge being edited, or null to create one. */
  challenge: Challenge | null;
  coworkers: Coworker[];
  /** Points the caller can still stake, or null when unknown. */
  availablePoints: number | null;
  /** A colleague to challenge, preselected for a duel (`?opponent=`). */
  opponent?: number;
  onSaved: (challenge: Challenge, created: boolean) => void;
}

/** Creates or edits a challenge: kind, goal, wager, duration, start, people, team names and team photos. */
export function ChallengeForm({
  challenge,
  coworkers,
  availablePoints,
  opponent,
  onSaved,
}: ChallengeFormProps) {
  const { t, i18n } = useTranslation('community');
  const { form, today } = useChallengeForm(challenge, availablePoints, opponent);
  const { submit, invalid, formError, photos, setPhotos, saving } = useSaveChallenge({
    challenge,
    coworkers,
    form,
    onSaved,
  });
  const editing = challenge !== null;
  const kind = form.watch().kind;
  const lang = contentLangOf(i18n.language);
  const exercises = useGetChallengeExercisesQuery({ lang }, { skip: kind !== 'duel' });

  const submitLabel = !editing
    ? t('challenges.form.create')
    : hasTeams(kind)
      ? t('challenges.form.updateTeam')
      : t('challenges.form.update');

  return (
    <Form
      onSubmit={(event) => void form.handleSubmit(submit, invalid)(event)}
      noValidate
      aria-label={submitLabel}
    >
      <ChallengeTermsFields form={form} editing={editing} availablePoints={availablePoints} today={today} />
      {kind === 'duel' && <DuelFields form={form} coworkers={coworkers} exercises={exercises.data ?? []} />}
      {hasTeams(kind) && (
        <TeamFields
          form={form}
          coworkers={coworkers}
          challenge={challenge}
          photos={photos}
          setPhotos={setPhotos}
        />
      )}
      {formError && (
        <Alert
          severity="error"
          className="wide"
          style={{ marginBottom: '1rem' }}
          data-testid="challenge-form-error"
        >
          {formError}
        </Alert>
      )}
      <Actions className="wide">
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      </Actions>
    </Form>
  );
}
