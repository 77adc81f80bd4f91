import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { toApiFailure } from '@officefit/api';
import { contentLangOf, useTranslation } from '@officefit/i18n';
import { Alert, Button, RadioGroup, Select, TextField } from '@officefit/ui';
import { formatNumber, isoDate } from '../../../lib/format';
import { fieldMessageKey } from '../../../lib/server-params';
import { useErrorText, type CallError } from '../../../lib/use-error-text';
import { useNotify } from '../../../lib/use-notify';
import { useUploadChallengePhotoMutation, useDeleteChallengePhotoMutation } from '../api/challenge-photo';
import { useGetChallengeExercisesQuery } from '../api/get-challenge-exercises';
import { useCreateChallengeMutation, useUpdateChallengeMutation } from '../api/save-challenge';
import { draftFromChallenge, emptyChallengeDraft } from '../model/draft';
import { CHALLENGE_KINDS, type Challenge, type ChallengeKind, type Coworker } from '../model/types';
import {
  DURATIONS,
  MAX_GOAL,
  MAX_TEAM_NAME,
  MAX_WAGER,
  hasOpponentTeam,
  hasTeams,
  toChallengeInput,
  validateChallenge,
  type ChallengeDraft,
  type ChallengeErrors,
  type ChallengeField,
} from '../model/validate-challenge';
import { MemberPicker } from './member-picker';
import { PhotoField } from './photo-field';

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

/** Server parameter → form field. */
const PARAM_FIELDS: Record<string, ChallengeField> = {
  kind: 'kind',
  type: 'kind',
  duration: 'duration',
  goal: 'goal',
  wager: 'wager',
  start: 'start',
  team_name: 'teamName',
  opponent_team_name: 'opponentTeamName',
  partners: 'partners',
  opponents: 'opponents',
};

/** Codes that belong to one field rather than to the whole form. */
const CODE_FIELDS: Record<string, ChallengeField> = {
  challenge_teams_unequal: 'opponents',
  not_enough_points: 'wager',
};

type Photos = Record<1 | 2, { file: File | null; remove: boolean; error: string | null }>;
const NO_PHOTOS: Photos = {
  1: { file: null, remove: false, error: null },
  2: { file: null, remove: false, error: null },
};

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
  const notify = useNotify();
  const errorText = useErrorText();
  const today = isoDate();
  const editing = challenge !== null;
  const [draft, setDraft] = useState<ChallengeDraft>(() =>
    challenge ? draftFromChallenge(challenge) : emptyChallengeDraft(today, opponent),
  );
  const [errors, setErrors] = useState<ChallengeErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [photos, setPhotos] = useState<Photos>(NO_PHOTOS);
  const [create, createState] = useCreateChallengeMutation();
  const [update, updateState] = useUpdateChallengeMutation();
  const [upload, uploadState] = useUploadChallengePhotoMutation();
  const [removePhoto] = useDeleteChallengePhotoMutation();
  const lang = contentLangOf(i18n.language);
  const exercises = useGetChallengeExercisesQuery({ lang }, { skip: draft.kind !== 'duel' });

  const set = <K extends keyof ChallengeDraft>(key: K, value: ChallengeDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const fieldError = (field: ChallengeField) => {
    const message = errors[field];
    return message ? t(message.key, message.values) : undefined;
  };
  const kind = draft.kind;
  const durations = DURATIONS.map(String);
  if (draft.duration && !durations.includes(draft.duration)) durations.push(draft.duration);

  const available = coworkers.filter((c) => c.available || draft.opponents.includes(c.id));
  const nameOf = (id: string) => coworkers.find((c) => String(c.id) === id)?.name ?? id;

  const showFailure = (failure: unknown) => {
    const parsed = toApiFailure(failure as CallError);
    const found: ChallengeErrors = {};
    for (const [param, message] of Object.entries(parsed.params)) {
      const field = PARAM_FIELDS[param.split('.')[0] ?? param];
      if (field) found[field] = { key: fieldMessageKey(message) };
    }
    const codeField = CODE_FIELDS[parsed.code];
    if (codeField) found[codeField] = { key: `errors.${parsed.code}` };
    setErrors(found);
    let text = errorText(failure);
    if (parsed.code === 'no_suitable_members') {
      const names = Object.keys(parsed.params)
        .filter((id) => /^\d+$/.test(id))
        .map(nameOf);
      if (names.length > 0) text = t('challenges.form.unsuitable', { text, names: names.join(', ') });
    }
    setFormError(text);
  };

  const savePhotos = async (saved: Challenge): Promise<Challenge> => {
    let latest = saved;
    for (const team of [1, 2] as const) {
      const photo = photos[team];
      if (photo.file) latest = (await upload({ id: saved.id, team, file: photo.file }).unwrap()).data;
      else if (photo.remove) latest = (await removePhoto({ id: saved.id, team }).unwrap()).data;
    }
    return latest;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateChallenge(draft, { today, availablePoints, originalStart: challenge?.start });
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0 || photos[1].error || photos[2].error) {
      setFormError(t('common:errors.notAllRequired'));
      return;
    }
    let saved: Challenge;
    try {
      const input = toChallengeInput(draft, !editing);
      if (editing && input.start === challenge.start) delete input.start;
      saved = editing
        ? (await update({ id: challenge.id, input }).unwrap()).data
        : (await create(input).unwrap()).data;
    } catch (failure) {
      showFailure(failure);
      return;
    }
    try {
      saved = await savePhotos(saved);
    } catch (failure) {
      // The challenge itself is saved; only the photo failed.
      notify.failure(failure);
    }
    setPhotos(NO_PHOTOS);
    notify.success(editing ? 'challenges.form.updated' : 'challenges.form.created');
    onSaved(saved, !editing);
  };

  const submitLabel = !editing
    ? t('challenges.form.create')
    : hasTeams(kind)
      ? t('challenges.form.updateTeam')
      : t('challenges.form.update');

  const photoField = (team: 1 | 2, label: string) => {
    const stored = team === 1 ? challenge?.team_photo : challenge?.opponent_team_photo;
    return (
      <PhotoField
        label={label}
        file={photos[team].file}
        current={photos[team].remove ? null : (stored ?? null)}
        error={photos[team].error}
        onChange={(file, error) =>
          setPhotos((current) => ({ ...current, [team]: { ...current[team], file, error } }))
        }
        onRemoveCurrent={() =>
          setPhotos((current) => ({ ...current, [team]: { ...current[team], remove: true } }))
        }
      />
    );
  };

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label={submitLabel}>
      <RadioGroup
        className="wide"
        label={t('challenges.form.kind')}
        required
        disabled={editing}
        value={kind || undefined}
        error={fieldError('kind')}
        onChange={(value) => set('kind', value as ChallengeKind)}
        options={CHALLENGE_KINDS.map((k) => ({
          value: k,
          label: t(`challenges.kinds.${k}`),
          hint: t(`challenges.kindHints.${k}`),
        }))}
      />
      <TextField
        label={t('challenges.form.goal')}
        hint={t('challenges.form.goalHint')}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_GOAL}
        required
        value={draft.goal}
        error={fieldError('goal')}
        onChange={(event) => set('goal', event.target.value)}
      />
      {kind !== 'company' && (
        <TextField
          label={t('challenges.form.wager')}
          hint={
            availablePoints === null
              ? t('challenges.form.wagerHint')
              : t('challenges.form.wagerAvailable', { points: formatNumber(availablePoints, i18n.language) })
          }
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_WAGER}
          value={draft.wager}
          error={fieldError('wager')}
          onChange={(event) => set('wager', event.target.value)}
        />
      )}
      <Select
        label={t('challenges.form.duration')}
        required
        value={draft.duration || null}
        error={fieldError('duration')}
        options={durations.map((days) => ({
          value: days,
          label: t('challenges.terms.durationValue', { count: Number(days) }),
        }))}
        onChange={(value) => set('duration', value)}
      />
      <TextField
        label={t('challenges.form.start')}
        type="date"
        required
        min={today}
        value={draft.start}
        error={fieldError('start')}
        onChange={(event) => set('start', event.target.value)}
      />
      {kind === 'duel' && (
        <>
          <Select
            label={t('challenges.form.opponent')}
            hint={t('challenges.form.opponentHint')}
            value={draft.opponents[0] !== undefined ? String(draft.opponents[0]) : 'random'}
            error={fieldError('opponents')}
            options={[
              { value: 'random', label: t('challenges.form.randomOpponent') },
              ...available.map((c) => ({
                value: String(c.id),
                label: c.last_name ? `${c.name} ${c.last_name}` : c.name,
              })),
            ]}
            onChange={(value) => set('opponents', value === 'random' ? [] : [Number(value)])}
          />
          <Select
            label={t('challenges.form.exercise')}
            hint={t('challenges.form.exerciseHint')}
            value={draft.exercise || 'none'}
            options={[
              { value: 'none', label: t('challenges.form.noExercise') },
              ...(exercises.data ?? []).map((e) => ({ value: String(e.id), label: e.name })),
            ]}
            onChange={(value) => set('exercise', value === 'none' ? '' : value)}
          />
        </>
      )}
      {hasTeams(kind) && (
        <>
          <TextField
            label={kind === 'company' ? t('challenges.form.companyTeamName') : t('challenges.form.teamName')}
            maxLength={MAX_TEAM_NAME}
            value={draft.teamName}
            error={fieldError('teamName')}
            onChange={(event) => set('teamName', event.target.value)}
          />
          {hasOpponentTeam(kind) && (
            <TextField
              label={t('challenges.form.opponentTeamName')}
              maxLength={MAX_TEAM_NAME}
              value={draft.opponentTeamName}
              error={fieldError('opponentTeamName')}
              onChange={(event) => set('opponentTeamName', event.target.value)}
            />
          )}
          <div className={hasOpponentTeam(kind) ? undefined : 'wide'}>
            <MemberPicker
              legend={kind === 'couple' ? t('challenges.form.partner') : t('challenges.form.partners')}
              hint={t(`challenges.form.partnersHint.${kind}`)}
              coworkers={coworkers}
              selected={draft.partners}
              taken={draft.opponents}
              error={fieldError('partners')}
              onChange={(ids) => set('partners', ids)}
            />
            {photoField(
              1,
              kind === 'company' ? t('challenges.form.companyPhoto') : t('challenges.form.teamPhoto'),
            )}
          </div>
          {hasOpponentTeam(kind) && (
            <div>
              <MemberPicker
                legend={t('challenges.form.opponents')}
                hint={t(`challenges.form.opponentsHint.${kind}`, {
                  count: Math.max(2, draft.partners.length + 1),
                })}
                coworkers={coworkers}
                selected={draft.opponents}
                taken={draft.partners}
                error={fieldError('opponents')}
                onChange={(ids) => set('opponents', ids)}
              />
              {photoField(2, t('challenges.form.opponentPhoto'))}
            </div>
          )}
        </>
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
        <Button
          type="submit"
          loading={createState.isLoading || updateState.isLoading || uploadState.isLoading}
        >
          {submitLabel}
        </Button>
      </Actions>
    </Form>
  );
}
