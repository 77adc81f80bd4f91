import { useTranslation } from '@officefit/i18n';
import { Select } from '@officefit/ui';
import { useGetCompaniesQuery } from '../../companies';

/** A company to put new users into, or none (private users). */
export function CompanyChoice({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
}) {
  const { t } = useTranslation('admin');
  const { data = [] } = useGetCompaniesQuery({});
  return (
    <Select
      label={t('newUser.company')}
      value={value === null ? '' : String(value)}
      onChange={(v) => onChange(v === '' ? null : Number(v))}
      error={error}
      options={[
        { value: '', label: t('newUser.noCompany') },
        ...data.map((c) => ({ value: String(c.id), label: c.name })),
      ]}
    />
  );
}
