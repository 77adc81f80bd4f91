import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { showSnackbar, useAppDispatch } from '@officefit/api';
import {
  REMINDER_TIMES_MAX,
  remindersBodySchema,
  type ReminderSettings,
  type RemindersBodyInput,
} from '@officefit/domain';
import { useTranslation, validationMessage } from '@officefit/i18n';
import { Alert, Button, Card, Checkbox, QueryState, TextField, VisuallyHidden } from '@officefit/ui';
import { shortWeekday, weekdayName } from '../../../lib/format';
import { useErrorText } from '../../../lib/use-error-text';
import {
  useGetRemindersQuery,
  useLazyGetVapidPublicKeyQuery,
  useSavePushSubscriptionMutation,
  useUpdateRemindersMutation,
} from '../api/reminders';
import { pushAvailability, subscribeToPush, type PushAvailability } from '../push';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const TimeRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  > :first-child {
    flex: 1;
    max-width: 220px;
  }
`;

const Toggles = styled.div`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  max-width: 480px;
`;

const Toggle = styled.button`
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0;
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primaryText};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const FieldError = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The reminder setting of `/profile` (spec §2, §9): up to 4 times on chosen weekdays, by push, e-mail and SMS.
 * Props-less: it loads and saves itself. Choosing push asks for the browser's permission and subscribes this
 * browser through the shell's service worker.
 */
export function RemindersSettings() {
  const { t } = useTranslation('training');
  const query = useGetRemindersQuery();
  return (
    <Card title={t('reminders.title')} data-testid="reminders-settings">
      <QueryState query={query}>
        {(data) => <RemindersEditor key={JSON.stringify(data)} settings={data} />}
      </QueryState>
    </Card>
  );
}

type Draft = Omit<RemindersBodyInput, 'times'> & { times: string[] };

function RemindersEditor({ settings }: { settings: ReminderSettings }) {
  const { t, i18n } = useTranslation('training');
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const weekdaysErrorId = useId();
  const [save, saveState] = useUpdateRemindersMutation();
  const [loadKey] = useLazyGetVapidPublicKeyQuery();
  const [saveSubscription] = useSavePushSubscriptionMutation();
  const [draft, setDraft] = useState<Draft>({
    times: settings.times.length ? settings.times : [''],
    weekdays: settings.weekdays,
    per_push: settings.per_push,
    per_mail: settings.per_mail,
    sms: settings.sms,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [push, setPush] = useState<PushAvailability | 'failed'>(() => pushAvailability());

  const update = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const setTime = (index: number, value: string) =>
    update({ times: draft.times.map((time, i) => (i === index ? value : time)) });
  const toggleDay = (day: number) =>
    update({
      weekdays: draft.weekdays.includes(day)
        ? draft.weekdays.filter((d) => d !== day)
        : [...draft.weekdays, day].sort((a, b) => a - b),
    });

  /** Push needs this browser's subscription first; without it the switch stays off and says why. */
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

  return (
    <form onSubmit={submit} noValidate>
      <Hint>{t('reminders.intro', { zone: settings.time_zone })}</Hint>
      {!settings.active && <Alert severity="info">{t('reminders.inactive')}</Alert>}
      <Fieldset>
        <legend>{t('reminders.times')}</legend>
        {draft.times.map((time, index) => (
          <TimeRow key={index}>
            <TextField
              type="time"
              label={t('reminders.timeLabel', { number: index + 1 })}
              value={time}
              onChange={(event) => setTime(index, event.target.value)}
              error={errors[`times.${index}`]}
            />
            {draft.times.length > 1 && (
              <Button
                type="button"
                variant="secondary"
                onClick={() => update({ times: draft.times.filter((_, i) => i !== index) })}
              >
                {t('reminders.removeTime')}
                <VisuallyHidden> {t('reminders.timeLabel', { number: index + 1 })}</VisuallyHidden>
              </Button>
            )}
          </TimeRow>
        ))}
        {errors.times && <FieldError role="alert">{errors.times}</FieldError>}
        {draft.times.length < REMINDER_TIMES_MAX && (
          <Button type="button" variant="secondary" onClick={() => update({ times: [...draft.times, ''] })}>
            {t('reminders.addTime')}
          </Button>
        )}
      </Fieldset>
      <Fieldset aria-describedby={errors.weekdays ? weekdaysErrorId : undefined}>
        <legend>{t('reminders.weekdays')}</legend>
        <Toggles>
          {WEEKDAYS.map((day) => (
            <Toggle
              key={day}
              type="button"
              aria-pressed={draft.weekdays.includes(day)}
              onClick={() => toggleDay(day)}
            >
              <span aria-hidden="true">{shortWeekday(day, i18n.language)}</span>
              <VisuallyHidden>{weekdayName(day, i18n.language)}</VisuallyHidden>
            </Toggle>
          ))}
        </Toggles>
        {errors.weekdays && (
          <FieldError id={weekdaysErrorId} role="alert">
            {errors.weekdays}
          </FieldError>
        )}
      </Fieldset>
      <Fieldset>
        <legend>{t('reminders.channels')}</legend>
        <Checkbox
          label={t('reminders.push')}
          checked={draft.per_push === 1}
          disabled={push === 'unsupported'}
          hint={push === 'supported' ? undefined : t(`reminders.pushState.${push}`)}
          onChange={(event) => void choosePush(event.target.checked)}
        />
        <Checkbox
          label={t('reminders.mail')}
          checked={draft.per_mail === 1}
          onChange={(event) => update({ per_mail: event.target.checked ? 1 : 0 })}
        />
        {/* SMS only where the site has an SMS provider (issue 36): else shown switched off, with the reason */}
        <Checkbox
          label={t('reminders.sms')}
          hint={t(settings.sms_available ? 'reminders.smsHint' : 'reminders.smsUnavailable')}
          checked={settings.sms_available && draft.sms === 1}
          disabled={!settings.sms_available}
          onChange={(event) => update({ sms: event.target.checked ? 1 : 0 })}
        />
      </Fieldset>
      {serverError && <Alert severity="error">{serverError}</Alert>}
      <Button type="submit" loading={saveState.isLoading}>
        {t('common:actions.save')}
      </Button>
    </form>
  );
}
