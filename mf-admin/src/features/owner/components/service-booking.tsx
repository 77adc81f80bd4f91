import { useForm } from 'react-hook-form';
import { showSnackbar, useAppDispatch } from '@officefit/api';
import {
  SERVICE_REQUEST_MESSAGE_MAX,
  serviceRequestBodySchema,
  type OwnCompany,
  type ServiceRequestBody,
} from '@officefit/domain';
import { dateTimeFormat, useFormatNumber, useTranslation } from '@officefit/i18n';
import { Button, EmptyState, QueryState, TextField } from '@officefit/ui';
import { ListTable } from '../../../lib/components/list-table';
import { Badge } from '../../../lib/components/state-badge';
import { formResolver } from '@officefit/i18n/form';
import { FormSelect } from '../../../lib/components/form-select';
import { fieldsOf, refusalKey } from '../../../lib/form';
import { useGetOwnCompanyQuery, useRequestServiceMutation } from '../api/owner';

interface Values {
  service_id: string;
  preferred_date: string;
  participants: string;
  message: string;
}

const TONES = { requested: 'info', confirmed: 'success', declined: 'neutral', cancelled: 'neutral' } as const;

function BookingForm({ company }: { company: OwnCompany }) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const [book, { isLoading }] = useRequestServiceMutation();
  const { register, handleSubmit, control, formState, reset } = useForm<Values, unknown, ServiceRequestBody>({
    resolver: formResolver(serviceRequestBodySchema),
    defaultValues: { service_id: '', preferred_date: '', participants: '', message: '' },
  });
  const fields = fieldsOf({ register, formState });
  const submit = handleSubmit(async (body) => {
    try {
      await book(body).unwrap();
      dispatch(showSnackbar({ key: 'admin:owner.requested', severity: 'success' }));
      reset();
    } catch (error) {
      dispatch(showSnackbar({ key: refusalKey(error), severity: 'error' }));
    }
  });
  if (company.services.length === 0) return <EmptyState>{t('owner.noServices')}</EmptyState>;
  return (
    <form onSubmit={submit} noValidate aria-label={t('owner.book')}>
      <FormSelect
        control={control}
        name="service_id"
        label={t('owner.service')}
        required
        options={company.services.map((s) => ({
          value: String(s.id),
          label: `${t(`services.kinds.${s.kind}`)} · ${t(`services.formats.${s.format}`)}`,
        }))}
      />
      <TextField
        label={t('owner.preferredDate')}
        type="date"
        required
        {...fields.register('preferred_date')}
      />
      <TextField
        label={t('owner.participants')}
        inputMode="numeric"
        required
        {...fields.register('participants')}
      />
      <TextField
        label={t('owner.message')}
        multiline
        maxLength={SERVICE_REQUEST_MESSAGE_MAX}
        {...fields.register('message')}
      />
      <Button type="submit" loading={isLoading}>
        {t('owner.book')}
      </Button>
    </form>
  );
}

/** The owner's company services: request a booking and follow the requests. */
export function ServiceBooking() {
  const { t, i18n } = useTranslation('admin');
  const formatNumber = useFormatNumber();
  const query = useGetOwnCompanyQuery();
  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <QueryState query={query} isEmpty={() => false}>
      {(company) => (
        <>
          <BookingForm company={company} />
          {company.requests.length > 0 && (
            <ListTable
              caption={t('owner.requestsCaption', { count: company.requests.length })}
              items={company.requests}
              rowKey={(r) => r.id}
              columns={[
                {
                  heading: t('owner.service'),
                  cell: (r) => (
                    <>
                      {t(`services.kinds.${r.service.kind}`)} · {t(`services.formats.${r.service.format}`)}
                    </>
                  ),
                },
                {
                  heading: t('owner.preferredDate'),
                  cell: (r) => date.format(new Date(`${r.preferred_date}T12:00:00`)),
                },
                { heading: t('owner.participants'), cell: (r) => formatNumber(r.participants) },
                {
                  heading: t('owner.state'),
                  cell: (r) => <Badge $tone={TONES[r.status]}>{t(`owner.states.${r.status}`)}</Badge>,
                },
              ]}
            />
          )}
        </>
      )}
    </QueryState>
  );
}
