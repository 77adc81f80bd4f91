import { useState, type FormEvent } from 'react';
import { showSnackbar, useAppDispatch } from '@officefit/api';
import { remindersBodySchema, type ReminderSettings, type RemindersBodyInput } from '@officefit/domain';
import { validationMessage } from '@officefit/i18n';
import { useErrorText } from '../../../lib/use-error-text';
import {
  useLazyGetVapidPublicKeyQuery,
  useSavePushSubscriptionMutation,
  useUpdateRemindersMutation,
} from '../api/reminders';
import { pushAvailability, subscribeToPush, type PushAvailability } from '../push';

export type Draft = Omit<RemindersBodyInput, 'times'> & { times: string[] };
export type DraftUpdate = (patch: Partial<Draft>) => void;

/** Push needs this browser's subscription first; without it the switch stays off and `push` says why. */
function usePushChannel(update: DraftUpdate) {
  const [loadKey] = useLazyGetVapidPublicKeyQuery();
  const [saveSubscription] = useSavePushSubscriptionMutation();
  const [push, setPush] = useState<PushAvailability | 'failed'>(() => pushAvailability());
  const choosePush = async (on: boolean) => {
    if (!on) return update({ per_push: 0 });
    const key = await loadKey()
      .unwrap()
      .catch(() => null);
    const result = key ? await subscribeToPush(key.public_key) : ({ ok: false, reason: 'failed' } as const);
    if (!result.ok) {
      setPush(result.reason);
      return;
    }
    try {
      await saveSubscription(result.subscription).unwrap();
      setPush('supported');
      update({ per_push: 1 });
    } catch {
      setPush('failed');
    }
  };
  return { push, choosePush };
}

/** Checks the draft with the contract's schema (errors by field path), then saves it with a snackbar. */
function useSaveReminders(draft: Draft) {
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const [save, saveState] = useUpdateRemindersMutation();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const body = { ...draft, times: draft.times.filter((time) => time !== '') };
    const parsed = remindersBodySchema.safeParse(body);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[issue.path.join('.')] ??= validationMessage(issue);
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      await save(body).unwrap();
      dispatch(showSnackbar({ key: 'training:reminders.saved', severity: 'success' }));
    } catch (error) {
      setServerError(errorText(error as Parameters<typeof errorText>[0]));
    }
  };
  return { submit, errors, serverError, saving: saveState.isLoading };
}

/** The reminder draft (times, weekdays, channels) with its push subscription and saving. */
export function useRemindersDraft(settings: ReminderSettings) {
  const [draft, setDraft] = useState<Draft>({
    times: settings.times.length ? settings.times : [''],
    weekdays: settings.weekdays,
    per_push: settings.per_push,
    per_mail: settings.per_mail,
    sms: settings.sms,
  });
  const update: DraftUpdate = (patch) => setDraft((current) => ({ ...current, ...patch }));
  return { draft, update, ...usePushChannel(update), ...useSaveReminders(draft) };
}
