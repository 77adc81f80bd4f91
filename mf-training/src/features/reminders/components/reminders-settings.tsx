import styled from 'styled-components';
import { REMINDER_TIMES_MAX, type ReminderSettings } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, Card, Checkbox, QueryState, TextField, VisuallyHidden } from '@officefit/ui';
import { useGetRemindersQuery } from '../api/reminders';
import { useRemindersDraft, type Draft, type DraftUpdate } from './use-reminders-draft';
import { FieldGroup, FieldGroupError } from '../../../lib/field-group';
import { toggleWeekday, WeekdayToggles } from '../../../lib/weekday-toggles';

const TimeRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  > :first-child {
    flex: 1;
    max-width: 220px;
  }
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

interface FieldsetProps {
  draft: Draft;
  update: DraftUpdate;
  errors: Record<string, string>;
}

/** Up to four times, each removable while there are more than one. */
function TimesFieldset({ draft, update, errors }: FieldsetProps) {
  const { t } = useTranslation('training');
  const setTime = (index: number, value: string) =>
    update({ times: draft.times.map((time, i) => (i === index ? value : time)) });
  return (
    <FieldGroup>
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
      {errors.times && <FieldGroupError role="alert">{errors.times}</FieldGroupError>}
      {draft.times.length < REMINDER_TIMES_MAX && (
        <Button type="button" variant="secondary" onClick={() => update({ times: [...draft.times, ''] })}>
          {t('reminders.addTime')}
        </Button>
      )}
    </FieldGroup>
  );
}

/** The weekdays the reminders come on. */
function WeekdaysFieldset({ draft, update, errors }: FieldsetProps) {
  const { t } = useTranslation('training');
  return (
    <WeekdayToggles
      legend={t('reminders.weekdays')}
      selected={draft.weekdays}
      onToggle={(day) => update({ weekdays: toggleWeekday(draft.weekdays, day) })}
      error={errors.weekdays}
    />
  );
}

interface ChannelsProps {
  draft: Draft;
  update: DraftUpdate;
  settings: ReminderSettings;
  push: ReturnType<typeof useRemindersDraft>['push'];
  choosePush: (on: boolean) => Promise<void>;
}

/** Push (after the browser's permission), e-mail and SMS (where the site can send it). */
function ChannelsFieldset({ draft, update, settings, push, choosePush }: ChannelsProps) {
  const { t } = useTranslation('training');
  return (
    <FieldGroup>
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
    </FieldGroup>
  );
}

function RemindersEditor({ settings }: { settings: ReminderSettings }) {
  const { t } = useTranslation('training');
  const { draft, update, push, choosePush, submit, errors, serverError, saving } =
    useRemindersDraft(settings);
  return (
    <form onSubmit={submit} noValidate>
      <Hint>{t('reminders.intro', { zone: settings.time_zone })}</Hint>
      {!settings.active && <Alert severity="info">{t('reminders.inactive')}</Alert>}
      <TimesFieldset draft={draft} update={update} errors={errors} />
      <WeekdaysFieldset draft={draft} update={update} errors={errors} />
      <ChannelsFieldset
        draft={draft}
        update={update}
        settings={settings}
        push={push}
        choosePush={choosePush}
      />
      {serverError && <Alert severity="error">{serverError}</Alert>}
      <Button type="submit" loading={saving}>
        {t('common:actions.save')}
      </Button>
    </form>
  );
}
