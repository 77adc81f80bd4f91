import { useForm } from 'react-hook-form';
import { showSnackbar, useAppDispatch } from '@officefit/api';
import {
  SERVICE_FORMATS,
  SERVICE_KINDS,
  SERVICE_NOTE_MAX,
  serviceBodySchema,
  type CompanyDetail,
  type ServiceFormat,
  type ServiceKind,
} from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Button, EmptyState, TextField } from '@officefit/ui';
import { ListTable } from '../../../lib/components/list-table';
import { Badge } from '../../../lib/components/state-badge';
import { useAddServiceMutation, useUpdateServiceMutation } from '../api/companies';
import { formResolver } from '@officefit/i18n/form';
import { FormSelect } from '../../../lib/components/form-select';
import { fieldsOf, refusalKey } from '../../../lib/form';

interface Values {
  kind: ServiceKind | '';
  format: ServiceFormat | '';
  note: string;
}

/** Services a company can book (kind and format); administrators add them and switch them on or off. */
export function Services({ company, canEdit }: { company: CompanyDetail; canEdit: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <>
      {company.services.length === 0 ? (
        <EmptyState>{t('companies.noServices')}</EmptyState>
      ) : (
        <ServiceTable company={company} canEdit={canEdit} />
      )}
      {canEdit && <AddServiceForm companyId={company.id} />}
    </>
  );
}

/** The company's services, each with its state and (for administrators) switching it on or off. */
function ServiceTable({ company, canEdit }: { company: CompanyDetail; canEdit: boolean }) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const [update] = useUpdateServiceMutation();

  const toggle = async (id: number, active: boolean) => {
    try {
      await update({ companyId: company.id, id, active }).unwrap();
    } catch (error) {
      dispatch(showSnackbar({ key: refusalKey(error), severity: 'error' }));
    }
  };

  return (
    <ListTable
      caption={t('companies.servicesCaption', { count: company.services.length })}
      items={company.services}
      rowKey={(service) => service.id}
      columns={[
        { heading: t('companies.serviceKind'), cell: (service) => t(`services.kinds.${service.kind}`) },
        { heading: t('companies.serviceFormat'), cell: (service) => t(`services.formats.${service.format}`) },
        { heading: t('companies.note'), cell: (service) => service.note ?? '–' },
        {
          heading: t('companies.state'),
          cell: (service) => (
            <>
              <Badge $tone={service.active ? 'success' : 'neutral'}>
                {service.active ? t('companies.active') : t('companies.inactive')}
              </Badge>
              {canEdit && (
                <Button variant="text" size="sm" onClick={() => void toggle(service.id, !service.active)}>
                  {service.active ? t('companies.deactivate') : t('companies.activate')}
                </Button>
              )}
            </>
          ),
        },
      ]}
    />
  );
}

/** Adding a service: its kind, format and an optional note (checked by the same schema as the server). */
function AddServiceForm({ companyId }: { companyId: number }) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const [add, addState] = useAddServiceMutation();
  const { register, handleSubmit, control, formState, reset } = useForm<
    Values,
    unknown,
    { kind: ServiceKind; format: ServiceFormat; note?: string; active: boolean }
  >({
    resolver: formResolver(serviceBodySchema),
    defaultValues: { kind: '', format: '', note: '' },
  });
  const fields = fieldsOf({ register, formState });

  const submit = handleSubmit(async (body) => {
    try {
      await add({ companyId, body }).unwrap();
      dispatch(showSnackbar({ key: 'admin:companies.serviceAdded', severity: 'success' }));
      reset();
    } catch (error) {
      dispatch(showSnackbar({ key: refusalKey(error), severity: 'error' }));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('companies.addService')}>
      <FormSelect
        control={control}
        name="kind"
        label={t('companies.serviceKind')}
        required
        options={SERVICE_KINDS.map((kind) => ({ value: kind, label: t(`services.kinds.${kind}`) }))}
      />
      <FormSelect
        control={control}
        name="format"
        label={t('companies.serviceFormat')}
        required
        options={SERVICE_FORMATS.map((format) => ({ value: format, label: t(`services.formats.${format}`) }))}
      />
      <TextField label={t('companies.note')} maxLength={SERVICE_NOTE_MAX} {...fields.register('note')} />
      <Button type="submit" variant="secondary" loading={addState.isLoading}>
        {t('companies.addService')}
      </Button>
    </form>
  );
}
