import type { Dispatch, SetStateAction } from 'react';
import { Controller } from 'react-hook-form';
import {
  CHALLENGE_DURATIONS,
  CHALLENGE_GOAL_MAX,
  CHALLENGE_WAGER_MAX,
  TEAM_NAME_MAX,
} from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { RadioGroup, Select, TextField } from '@officefit/ui';
import { formatNumber } from '../../../lib/format';
import { hasOpponentTeam } from '../model/challenge-form';
import { CHALLENGE_KINDS, type Challenge, type ChallengeKind, type Coworker } from '../model/types';
import { MemberPicker } from './member-picker';
import { PhotoField } from './photo-field';
import type { ChallengeFormApi, TeamPhotos } from './use-challenge-form';

interface FieldsProps {
  form: ChallengeFormApi;
}

/** The kind of challenge (fixed once it exists). */
function KindField({ form, editing }: FieldsProps & { editing: boolean }) {
  const { t } = useTranslation('community');
  return (
    <Controller
      control={form.control}
      name="kind"
      render={({ field }) => (
        <RadioGroup
          className="wide"
          label={t('challenges.form.kind')}
          required
          disabled={editing}
          value={field.value || undefined}
          error={form.formState.errors.kind?.message}
          onChange={(value) => field.onChange(value as ChallengeKind)}
          options={CHALLENGE_KINDS.map((k) => ({
            value: k,
            label: t(`challenges.kinds.${k}`),
            hint: t(`challenges.kindHints.${k}`),
          }))}
        />
      )}
    />
  );
}

/** Kind, goal, wager, duration and start: the terms every challenge has. */
export function ChallengeTermsFields({
  form,
  editing,
  availablePoints,
  today,
}: FieldsProps & { editing: boolean; availablePoints: number | null; today: string }) {
  const { t, i18n } = useTranslation('community');
  const { control, register, watch } = form;
  const errors = form.formState.errors;
  const kind = watch('kind');
  const duration = watch('duration');
  const durations = CHALLENGE_DURATIONS.map(String);
  if (duration && !durations.includes(duration)) durations.push(duration);
  return (
    <>
      <KindField form={form} editing={editing} />
      <TextField
        label={t('challenges.form.goal')}
        hint={t('challenges.form.goalHint')}
        type="number"
        inputMode="numeric"
        min={1}
        max={CHALLENGE_GOAL_MAX}
        required
        error={errors.goal?.message}
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
          error={errors.wager?.message}
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
            error={errors.duration?.message}
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
        error={errors.start?.message}
        {...register('start')}
      />
    </>
  );
}

/** A duel's opponent (or a random one) and its optional exercise. */
export function DuelFields({
  form,
  coworkers,
  exercises,
}: FieldsProps & { coworkers: Coworker[]; exercises: { id: number; name: string }[] }) {
  const { t } = useTranslation('community');
  const opponents = form.watch('opponents');
  const available = coworkers.filter((c) => c.available || opponents.includes(c.id));
  return (
    <>
      <Controller
        control={form.control}
        name="opponents"
        render={({ field }) => (
          <Select
            label={t('challenges.form.opponent')}
            hint={t('challenges.form.opponentHint')}
            value={field.value[0] !== undefined ? String(field.value[0]) : 'random'}
            error={form.formState.errors.opponents?.message}
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
        control={form.control}
        name="exercise"
        render={({ field }) => (
          <Select
            label={t('challenges.form.exercise')}
            hint={t('challenges.form.exerciseHint')}
            value={field.value || 'none'}
            options={[
              { value: 'none', label: t('challenges.form.noExercise') },
              ...exercises.map((e) => ({ value: String(e.id), label: e.name })),
            ]}
            onChange={(value) => field.onChange(value === 'none' ? '' : value)}
          />
        )}
      />
    </>
  );
}

interface TeamPhotoProps {
  challenge: Challenge | null;
  photos: TeamPhotos;
  setPhotos: Dispatch<SetStateAction<TeamPhotos>>;
}

/** One team's photo: the stored one (unless removed) or the newly chosen file. */
function TeamPhotoField({
  team,
  label,
  challenge,
  photos,
  setPhotos,
}: TeamPhotoProps & { team: 1 | 2; label: string }) {
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
}

/** Team names, the members of each side and the team photos (team kinds only). */
export function TeamFields({
  form,
  coworkers,
  ...photo
}: FieldsProps & TeamPhotoProps & { coworkers: Coworker[] }) {
  const { t } = useTranslation('community');
  const { register, setValue, watch } = form;
  const { errors, isSubmitted } = form.formState;
  const [kind, partners, opponents] = watch(['kind', 'partners', 'opponents']);
  return (
    <>
      <TextField
        label={kind === 'company' ? t('challenges.form.companyTeamName') : t('challenges.form.teamName')}
        maxLength={TEAM_NAME_MAX}
        error={errors.team_name?.message}
        {...register('team_name')}
      />
      {hasOpponentTeam(kind) && (
        <TextField
          label={t('challenges.form.opponentTeamName')}
          maxLength={TEAM_NAME_MAX}
          error={errors.opponent_team_name?.message}
          {...register('opponent_team_name')}
        />
      )}
      <div className={hasOpponentTeam(kind) ? undefined : 'wide'}>
        <MemberPicker
          legend={kind === 'couple' ? t('challenges.form.partner') : t('challenges.form.partners')}
          hint={t(`challenges.form.partnersHint.${kind}`)}
          coworkers={coworkers}
          selected={partners}
          taken={opponents}
          error={errors.partners?.message}
          onChange={(ids) => setValue('partners', ids, { shouldValidate: isSubmitted })}
        />
        <TeamPhotoField
          {...photo}
          team={1}
          label={kind === 'company' ? t('challenges.form.companyPhoto') : t('challenges.form.teamPhoto')}
        />
      </div>
      {hasOpponentTeam(kind) && (
        <div>
          <MemberPicker
            legend={t('challenges.form.opponents')}
            hint={t(`challenges.form.opponentsHint.${kind}`, { count: Math.max(2, partners.length + 1) })}
            coworkers={coworkers}
            selected={opponents}
            taken={partners}
            error={errors.opponents?.message}
            onChange={(ids) => setValue('opponents', ids, { shouldValidate: isSubmitted })}
          />
          <TeamPhotoField {...photo} team={2} label={t('challenges.form.opponentPhoto')} />
        </div>
      )}
    </>
  );
}
