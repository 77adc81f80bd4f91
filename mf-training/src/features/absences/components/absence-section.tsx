import { useForm } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { showSnackbar, useAppDispatch, useGetMeQuery } from '@officefit/api';
import {
  ABSENCE_REASONS,
  type AbsenceBody,
  type AbsenceBodyInput,
  absenceBodySchema,
} from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, Card, QueryState, Select, TextField } from '@officefit/ui';
import { useErrorText } from '../../../lib/use-error-text';
import { formResolver } from '@officefit/i18n/form';
import { applyServerErrors } from '../../../lib/form';
import { useClearAbsenceMutation, useSetAbsenceMutation } from '../api/absence-api';
import { formatDay } from '../format';

/** The absence (spec §5): the entered one with a delete button, and the form to enter or change it. */
export function AbsenceSection() {
  return (
    <QueryState query={useGetMeQuery()}>
      {(me) => <AbsenceEditor key={me.absence_from ?? 'none'} me={me} />}
    </QueryState>
  );
}

type MeAbsence = {
  absence_from: string | null;
  absence_until: string | null;
  absence_reason: AbsenceBody['reason'] | null;
};

/** The recorded absence with its delete button, or "none". */
function CurrentAbsence({ me }: { me: MeAbsence }) {
  const { t, i18n } = useTranslation('training');
  const [clear, clearState] = useClearAbsenceMutation();
  return me.absence_from && me.absence_until && me.absence_reason ? (
    <ul aria-label={t('absence.listLabel')}>
      <li data-testid="absence-entry">
        {t('absence.entry', {
          from: formatDay(me.absence_from, i18n.language),
          until: formatDay(me.absence_until, i18n.language),
          reason: t(`absence.reasons.${me.absence_reason}`),
        })}{' '}
        <Button
          type="button"
          variant="text"
          size="sm"
          onClick={() => void clear()}
          loading={clearState.isLoading}
        >
          {t('absence.delete')}
        </Button>
      </li>
    </ul>
  ) : (
    <p>{t('absence.none')}</p>
  );
}

function AbsenceEditor({ me }: { me: MeAbsence }) {
  const { t } = useTranslation('training');
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const [save, saveState] = useSetAbsenceMutation();
  const { register, control, handleSubmit, setError, formState } = useForm<
    AbsenceBodyInput,
    unknown,
    AbsenceBody
  >({
    resolver: formResolver(absenceBodySchema),
    defaultValues: {
      from: me.absence_from ?? '',
      until: me.absence_until ?? '',
      reason: me.absence_reason ?? undefined,
    },
  });
  const { errors } = formState;

  const submit = handleSubmit(async (body) => {
    try {
      await save(body).unwrap();
      dispatch(showSnackbar({ key: 'training:absence.saved', severity: 'success' }));
    } catch (caught) {
      const message = errorText(caught as Parameters<typeof errorText>[0]);
      if (!applyServerErrors(caught, setError, ['from', 'until', 'reason'], message))
        setError('root', { message });
    }
  });

  return (
    <Card title={t('absence.title')} data-testid="absence-section">
      <p>{t('absence.intro')}</p>
      <CurrentAbsence me={me} />
      <form onSubmit={submit} noValidate aria-label={t('absence.formLabel')}>
        <TextField label={t('absence.from')} type="date" {...register('from')} error={errors.from?.message} />
        <TextField
          label={t('absence.until')}
          type="date"
          {...register('until')}
          error={errors.until?.message}
        />
        <Controller
          control={control}
          name="reason"
          render={({ field }) => (
            <Select
              label={t('absence.reason')}
              name={field.name}
              value={field.value ?? null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              options={ABSENCE_REASONS.map((reason) => ({
                value: reason,
                label: t(`absence.reasons.${reason}`),
              }))}
              error={errors.reason?.message}
            />
          )}
        />
        {errors.root?.message && <Alert severity="error">{errors.root.message}</Alert>}
        <Button type="submit" loading={saveState.isLoading}>
          {t('absence.save')}
        </Button>
      </form>
    </Card>
  );
}
