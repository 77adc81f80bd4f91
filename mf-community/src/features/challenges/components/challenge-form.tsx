import { useRef, useState } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { toApiFailure, useUserToday } from '@officefit/api';
import {
  CHALLENGE_DURATIONS,
  CHALLENGE_GOAL_MAX,
  CHALLENGE_WAGER_MAX,
  TEAM_NAME_MAX,
} from '@officefit/domain';
import { contentLangOf, formSummaryKey, useTranslation, validationErrorMap } from '@officefit/i18n';
import { Alert, Button, RadioGroup, Select, TextField } from '@officefit/ui';
import { formatNumber } from '../../../lib/format';
import { fieldMessageKey } from '../../../lib/server-params';
import { useErrorText, type CallError } from '../../../lib/use-error-text';
import { useNotify } from '../../../lib/use-notify';
import { useUploadChallengePhotoMutation, useDeleteChallengePhotoMutation } from '../api/challenge-photo';
import { useGetChallengeExercisesQuery } from '../api/get-challenge-exercises';
import { useCreateChallengeMutation, useUpdateChallengeMutation } from '../api/save-challenge';
import {
  challengeFormFrom,
  challengeFormSchema,
  emptyChallengeForm,
  hasOpponentTeam,
  hasTeams,
  toChallengeBody,
  type ChallengeFormContext,
  type ChallengeFormOutput,
  type ChallengeFormValues,
} from '../model/challenge-form';
import { CHALLENGE_KINDS, type Challenge, type ChallengeKind, type Coworker } from '../model/types';
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

type ChallengeField = keyof ChallengeFormValues;

/** Server parameter → form field (the form uses the request's names; `type` is chosen with the kind). */
const PARAM_FIELDS: Record<string, ChallengeField> = {
  kind: 'kind',
  type: 'kind',
  duration: 'duration',
  goal: 'goal',
  wager: 'wager',
  start: 'start',
  team_name: 'team_name',
  opponent_team_name: 'opponent_team_name',
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
  const today = useUserToday();
  const editing = challenge !== null;
  // the form-only rules read the latest context (points and the stored start) at each validation
  const context = useRef<ChallengeFormContext>({ today, availablePoints, originalStart: challenge?.start });
  context.current = { today, availablePoints, originalStart: challenge?.start };
  // (the form holds '' for "nothing chosen yet", which the schema's input type does not list)
  const resolver: Resolver<ChallengeFormValues, unknown, ChallengeFormOutput> = (values, ctx, options) =>
    (
      zodResolver(challengeFormSchema(context.current), { error: validationErrorMap }) as unknown as Resolver<
        ChallengeFormValues,
        unknown,
        ChallengeFormOutput
      >
    )(values, ctx, options);
  const {
    control,
    register,
    handleSubmit,
    getValues,
    watch,
    setError,
    setValue,
    clearErrors,
    formState: { errors, isSubmitted },
  } = useForm<ChallengeFormValues, unknown, ChallengeFormOutput>({
    resolver,
    defaultValues: challenge ? challengeFormFrom(challenge) : emptyChallengeForm(today, opponent),
  });
  const draft = watch();
  const [formError, setFormError] = useState<string | null>(null);
  const [photos, setPhotos] = useState<Photos>(NO_PHOTOS);
  const [create, createState] = useCreateChallengeMutation();
  const [update, updateState] = useUpdateChallengeMutation();
  const [upload, uploadState] = useUploadChallengePhotoMutation();
  const [removePhoto] = useDeleteChallengePhotoMutation();
  const lang = contentLangOf(i18n.language);
  const exercises = useGetChallengeExercisesQuery({ lang }, { skip: draft.kind !== 'duel' });

  const fieldError = (field: ChallengeField) => errors[field]?.message;
  const kind = draft.kind;
  const durations = CHALLENGE_DURATIONS.map(String);
  if (draft.duration && !durations.includes(draft.duration)) durations.push(draft.duration);

  const available = coworkers.filter((c) => c.available || draft.opponents.includes(c.id));
  const nameOf = (id: string) => coworkers.find((c) => String(c.id) === id)?.name ?? id;

  const showFailure = (failure: unknown) => {
    const parsed = toApiFailure(failure as CallError);
    clearErrors();
    for (const [param, message] of Object.entries(parsed.params)) {
      const field = PARAM_FIELDS[param.split('.')[0] ?? param];
      if (field) setError(field, { type: 'server', message: t(fieldMessageKey(message)) });
    }
    const codeField = CODE_FIELDS[parsed.code];
    if (codeField) setError(codeField, { type: 'server', message: t(`errors.${parsed.code}`) });
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

  // spec §5: blanks only → "Not all required fields are filled", a wrong entry → "Fields are filled incorrectly"
  const invalid = (fieldErrors: FieldErrors<ChallengeFormValues> = {}) =>
    setFormError(
      t(formSummaryKey(Object.keys(fieldErrors).map((name) => getValues(name as keyof ChallengeFormValues)))),
    );

  const submit = async (form: ChallengeFormOutput) => {
    setFormError(null);
    if (photos[1].error || photos[2].error) {
      invalid();
      return;
    }
    let saved: Challenge;
    try {
      const input = toChallengeBody(form, !editing);
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
    <Form onSubmit={(event) => void handleSubmit(submit, invalid)(event)} noValidate aria-label={submitLabel}>
      <Controller
        control={control}
        name="kind"
        render={({ field }) => (
          <RadioGroup
            className="wide"
            label={t('challenges.form.kind')}
            required
            disabled={editing}
            value={field.value || undefined}
            error={fieldError('kind')}
            onChange={(value) => field.onChange(value as ChallengeKind)}
            options={CHALLENGE_KINDS.map((k) => ({
              value: k,
              label: t(`challenges.kinds.${k}`),
              hint: t(`challenges.kindHints.${k}`),
            }))}
          />
        )}
      />
      <TextField
        label={t('challenges.form.goal')}
        hint={t('challenges.form.goalHint')}
        type="number"
        inputMode="numeric"
        min={1}
        max={CHALLENGE_GOAL_MAX}
        required
        error={fieldError('goal')}
        {...register('goal')}
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
          max={CHALLENGE_WAGER_MAX}
          error={fieldError('wager')}
          {...register('wager')}
        />
      )}
      <Controller
        control={control}
        name="duration"
        render={({ field }) => (
          <Select
            label={t('challenges.form.duration')}
            required
            value={field.value || null}
            error={fieldError('duration')}
            options={durations.map((days) => ({
              value: days,
              label: t('challenges.terms.durationValue', { count: Number(days) }),
            }))}
            onChange={field.onChange}
          />
        )}
      />
      <TextField
        label={t('challenges.form.start')}
        type="date"
        required
        min={today}
        error={fieldError('start')}
        {...register('start')}
      />
      {kind === 'duel' && (
        <>
          <Controller
            control={control}
            name="opponents"
            render={({ field }) => (
              <Select
                label={t('challenges.form.opponent')}
                hint={t('challenges.form.opponentHint')}
                value={field.value[0] !== undefined ? String(field.value[0]) : 'random'}
                error={fieldError('opponents')}
                options={[
                  { value: 'random', label: t('challenges.form.randomOpponent') },
                  ...available.map((c) => ({
                    value: String(c.id),
                    label: c.last_name ? `${c.name} ${c.last_name}` : c.name,
                  })),
                ]}
                onChange={(value) => field.onChange(value === 'random' ? [] : [Number(value)])}
              />
            )}
          />
          <Controller
            control={control}
            name="exercise"
            render={({ field }) => (
              <Select
                label={t('challenges.form.exercise')}
                hint={t('challenges.form.exerciseHint')}
                value={field.value || 'none'}
                options={[
                  { value: 'none', label: t('challenges.form.noExercise') },
                  ...(exercises.data ?? []).map((e) => ({ value: String(e.id), label: e.name })),
                ]}
                onChange={(value) => field.onChange(value === 'none' ? '' : value)}
              />
            )}
          />
        </>
      )}
      {hasTeams(kind) && (
        <>
          <TextField
            label={kind === 'company' ? t('challenges.form.companyTeamName') : t('challenges.form.teamName')}
            maxLength={TEAM_NAME_MAX}
            error={fieldError('team_name')}
            {...register('team_name')}
          />
          {hasOpponentTeam(kind) && (
            <TextField
              label={t('challenges.form.opponentTeamName')}
              maxLength={TEAM_NAME_MAX}
              error={fieldError('opponent_team_name')}
              {...register('opponent_team_name')}
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
              onChange={(ids) => setValue('partners', ids, { shouldValidate: isSubmitted })}
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
                onChange={(ids) => setValue('opponents', ids, { shouldValidate: isSubmitted })}
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
