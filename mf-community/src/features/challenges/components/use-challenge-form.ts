import { useRef, useState } from 'react';
import { useForm, type FieldErrors, type Resolver, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toApiFailure, useUserToday } from '@officefit/api';
import { formSummaryKey, useTranslation, validationErrorMap } from '@officefit/i18n';
import { fieldMessageKey } from '../../../lib/server-params';
import { useErrorText, type CallError } from '../../../lib/use-error-text';
import { useNotify } from '../../../lib/use-notify';
import { useUploadChallengePhotoMutation, useDeleteChallengePhotoMutation } from '../api/challenge-photo';
import { useCreateChallengeMutation, useUpdateChallengeMutation } from '../api/save-challenge';
import {
  challengeFormFrom,
  challengeFormSchema,
  emptyChallengeForm,
  toChallengeBody,
  type ChallengeFormContext,
  type ChallengeFormOutput,
  type ChallengeFormValues,
} from '../model/challenge-form';
import type { Challenge, Coworker } from '../model/types';

export type ChallengeFormApi = UseFormReturn<ChallengeFormValues, unknown, ChallengeFormOutput>;
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

export type TeamPhotos = Record<1 | 2, { file: File | null; remove: boolean; error: string | null }>;
const NO_PHOTOS: TeamPhotos = {
  1: { file: null, remove: false, error: null },
  2: { file: null, remove: false, error: null },
};

/** The form with its schema, which reads the latest context (points, the stored start) at each validation. */
export function useChallengeForm(
  challenge: Challenge | null,
  availablePoints: number | null,
  opponent: number | undefined,
) {
  const today = useUserToday();
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
  const form = useForm<ChallengeFormValues, unknown, ChallengeFormOutput>({
    resolver,
    defaultValues: challenge ? challengeFormFrom(challenge) : emptyChallengeForm(today, opponent),
  });
  return { form, today };
}

/** Puts a refused save's parameters and code on their fields; returns the form-level text. */
function useChallengeFailure(form: ChallengeFormApi, coworkers: Coworker[]) {
  const { t } = useTranslation('community');
  const errorText = useErrorText();
  const nameOf = (id: string) => coworkers.find((c) => String(c.id) === id)?.name ?? id;
  return (failure: unknown): string => {
    const parsed = toApiFailure(failure as CallError);
    form.clearErrors();
    for (const [param, message] of Object.entries(parsed.params)) {
      const field = PARAM_FIELDS[param.split('.')[0] ?? param];
      if (field) form.setError(field, { type: 'server', message: t(fieldMessageKey(message)) });
    }
    const codeField = CODE_FIELDS[parsed.code];
    if (codeField) form.setError(codeField, { type: 'server', message: t(`errors.${parsed.code}`) });
    const text = errorText(failure);
    if (parsed.code !== 'no_suitable_members') return text;
    const names = Object.keys(parsed.params)
      .filter((id) => /^\d+$/.test(id))
      .map(nameOf);
    return names.length > 0 ? t('challenges.form.unsuitable', { text, names: names.join(', ') }) : text;
  };
}

/** Uploads or removes the chosen team photos of a saved challenge; returns it as it is after them. */
function useSaveTeamPhotos(photos: TeamPhotos) {
  const [upload, uploadState] = useUploadChallengePhotoMutation();
  const [removePhoto] = useDeleteChallengePhotoMutation();
  const savePhotos = async (saved: Challenge): Promise<Challenge> => {
    let latest = saved;
    for (const team of [1, 2] as const) {
      const photo = photos[team];
      if (photo.file) latest = (await upload({ id: saved.id, team, file: photo.file }).unwrap()).data;
      else if (photo.remove) latest = (await removePhoto({ id: saved.id, team }).unwrap()).data;
    }
    return latest;
  };
  return { savePhotos, uploading: uploadState.isLoading };
}

interface SaveChallengeOptions {
  challenge: Challenge | null;
  coworkers: Coworker[];
  form: ChallengeFormApi;
  onSaved: (challenge: Challenge, created: boolean) => void;
}

/** Saves the challenge, then its team photos; keeps the form-level error and the chosen photos. */
export function useSaveChallenge({ challenge, coworkers, form, onSaved }: SaveChallengeOptions) {
  const { t } = useTranslation('community');
  const notify = useNotify();
  const [formError, setFormError] = useState<string | null>(null);
  const [photos, setPhotos] = useState<TeamPhotos>(NO_PHOTOS);
  const [create, createState] = useCreateChallengeMutation();
  const [update, updateState] = useUpdateChallengeMutation();
  const { savePhotos, uploading } = useSaveTeamPhotos(photos);
  const failureText = useChallengeFailure(form, coworkers);

  // spec §5: blanks only → "Not all required fields are filled", a wrong entry → "Fields are filled incorrectly"
  const invalid = (fieldErrors: FieldErrors<ChallengeFormValues> = {}) =>
    setFormError(
      t(formSummaryKey(Object.keys(fieldErrors).map((name) => form.getValues(name as ChallengeField)))),
    );

  const submit = async (values: ChallengeFormOutput) => {
    setFormError(null);
    if (photos[1].error || photos[2].error) {
      invalid();
      return;
    }
    let saved: Challenge;
    try {
      const input = toChallengeBody(values, challenge === null);
      if (challenge && input.start === challenge.start) delete input.start;
      saved = challenge
        ? (await update({ id: challenge.id, input }).unwrap()).data
        : (await create(input).unwrap()).data;
    } catch (failure) {
      setFormError(failureText(failure));
      return;
    }
    try {
      saved = await savePhotos(saved);
    } catch (failure) {
      // The challenge itself is saved; only the photo failed.
      notify.failure(failure);
    }
    setPhotos(NO_PHOTOS);
    notify.success(challenge ? 'challenges.form.updated' : 'challenges.form.created');
    onSaved(saved, challenge === null);
  };

  const saving = createState.isLoading || updateState.isLoading || uploading;
  return { submit, invalid, formError, photos, setPhotos, saving };
}
