import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showSnackbar, useAppDispatch } from '@officefit/api';
import {
  accessCodeCreateBodySchema,
  type AccessCodeCreateBody,
  type CompanyAccessCode,
  type CompanyDetail,
} from '@officefit/domain';
import { dateTimeFormat, useFormatNumber, useTranslation } from '@officefit/i18n';
import { Button, EmptyState, TextField } from '@officefit/ui';
import { ListTable } from '../../../lib/components/list-table';
import { Badge } from '../../../lib/components/state-badge';
import { useAddAccessCodeMutation, useUpdateAccessCodeMutation } from '../api/companies';
import { formResolver } from '@officefit/i18n/form';
import { fieldsOf, refusalKey } from '../../../lib/form';

const TONES = { valid: 'success', full: 'warning', expired: 'neutral', not_yet_valid: 'neutral' } as const;

function SeatsEditor({ companyId, code }: { companyId: number; code: CompanyAccessCode }) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const [seats, setSeats] = useState(String(code.seats));
  const [update, { isLoading }] = useUpdateAccessCodeMutation();
  const save = async () => {
    try {
      await update({ companyId, id: code.id, seats: Number(seats) }).unwrap();
      dispatch(showSnackbar({ key: 'admin:companies.seatsSaved', severity: 'success' }));
    } catch (error) {
      dispatch(showSnackbar({ key: refusalKey(error), severity: 'error' }));
    }
  };
  return (
    <>
      <TextField
        label={t('companies.seatsOf', { code: code.code })}
        hideLabel
        inputMode="numeric"
        value={seats}
        onChange={(event) => setSeats(event.target.value)}
      />
      <Button variant="text" size="sm" loading={isLoading} onClick={() => void save()}>
        {t('companies.save')}
      </Button>
    </>
  );
}

interface Values {
  code: string;
  seats: string;
  valid_until: string;
}

/** Access codes of a company with their seat use; administrators add codes and change seats. */
export function AccessCodes({ company, canEdit }: { company: CompanyDetail; canEdit: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <>
      {company.access_codes.length === 0 ? (
        <EmptyState>{t('companies.noCodes')}</EmptyState>
      ) : (
        <AccessCodeTable company={company} canEdit={canEdit} />
      )}
      {canEdit && <AddAccessCodeForm companyId={company.id} />}
    </>
  );
}

function AccessCodeTable({ company, canEdit }: { company: CompanyDetail; canEdit: boolean }) {
  const { t, i18n } = useTranslation('admin');
  const formatNumber = useFormatNumber();
  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <ListTable
      caption={t('companies.codesCaption', { count: company.access_codes.length })}
      items={company.access_codes}
      rowKey={(code) => code.id}
      rowTestId="access-code-row"
      columns={[
        { heading: t('companies.code'), cell: (code) => <code>{code.code}</code> },
        {
          heading: t('companies.seats'),
          cell: (code) => (
            <>
              {t('companies.seatUse', {
                used: formatNumber(code.seats_used),
                seats: formatNumber(code.seats),
              })}
              {canEdit && <SeatsEditor companyId={company.id} code={code} />}
            </>
          ),
        },
        { heading: t('companies.validUntil'), cell: (code) => date.format(new Date(code.valid_until)) },
        {
          heading: t('companies.state'),
          cell: (code) => <Badge $tone={TONES[code.state]}>{t(`companies.codeStates.${code.state}`)}</Badge>,
        },
      ]}
    />
  );
}

/** A new code (left empty, a secure one is created), its seats and last valid day. */
function AddAccessCodeForm({ companyId }: { companyId: number }) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const [add, { isLoading }] = useAddAccessCodeMutation();
  const { register, handleSubmit, formState, reset } = useForm<Values, unknown, AccessCodeCreateBody>({
    resolver: formResolver(accessCodeCreateBodySchema),
    defaultValues: { code: '', seats: '', valid_until: '' },
  });
  const fields = fieldsOf({ register, formState });
  const submit = handleSubmit(async (body) => {
    try {
      await add({ companyId, body }).unwrap();
      dispatch(showSnackbar({ key: 'admin:companies.codeAdded', severity: 'success' }));
      reset();
    } catch (error) {
      dispatch(showSnackbar({ key: refusalKey(error), severity: 'error' }));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('companies.addCode')}>
      <TextField label={t('companies.code')} hint={t('companies.codeHint')} {...fields.register('code')} />
      <TextField label={t('companies.seats')} inputMode="numeric" required {...fields.register('seats')} />
      <TextField label={t('companies.validUntil')} type="date" required {...fields.register('valid_until')} />
      <Button type="submit" variant="secondary" loading={isLoading}>
        {t('companies.addCode')}
      </Button>
    </form>
  );
}
