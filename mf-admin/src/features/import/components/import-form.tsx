import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { showSnackbar, useAppDispatch } from '@officefit/api';
import { IMPORT_ROWS_MAX, IMPORT_TEXT_MAX, type ImportReport } from '@officefit/domain';

/** The columns of an import file, as the example line shows them. */
const IMPORT_COLUMNS = ['email', 'first_name', 'last_name', 'subcategory', 'lang', 'role'] as const;
import { useFormatNumber, useTranslation } from '@officefit/i18n';
import { Alert, Button, Checkbox, TextField } from '@officefit/ui';
import { refusalKey } from '../../../lib/form';
import { refusedReport, useImportUsersMutation } from '../api/users';
import { CompanyChoice } from './company-choice';
import { ImportReportView } from './import-report';

/** The file's text (FileReader: also where Blob.text() is missing). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file);
  });
}

/**
 * Uploads a CSV file of users (header: email, first_name, last_name, optional lang, role, subcategory). The
 * server checks every row first: one bad row and nothing is imported; the report names each row and field.
 */
export function ImportForm() {
  const { t } = useTranslation('admin');
  const formatNumber = useFormatNumber();
  const dispatch = useAppDispatch();
  const fileRef = useRef<HTMLInputElement>(null);
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [months, setMonths] = useState('12');
  const [dryRun, setDryRun] = useState(false);
  const [fileError, setFileError] = useState<string | undefined>();
  const [report, setReport] = useState<ImportReport | null>(null);
  const [importUsers, { isLoading }] = useImportUsersMutation();

  const refuseFile = (key: string) => {
    setFileError(t(key));
    fileRef.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const file = fileRef.current?.files?.[0];
    if (!file) return refuseFile('import.chooseFile');
    const csv = await readText(file);
    if (csv.length > IMPORT_TEXT_MAX) return refuseFile('import.tooBig');
    setFileError(undefined);
    const monthsNumber = /^\d+$/.test(months.trim()) ? Number(months.trim()) : null;
    try {
      setReport(
        await importUsers({
          csv,
          company_id: companyId,
          membership_months: companyId === null ? null : monthsNumber,
          dry_run: dryRun,
        }).unwrap(),
      );
    } catch (error) {
      const refused = refusedReport(error);
      if (refused) setReport(refused);
      else {
        setReport(null);
        dispatch(showSnackbar({ key: refusalKey(error), severity: 'error' }));
      }
    }
  };

  return (
    <>
      <p>{t('import.intro', { max: formatNumber(IMPORT_ROWS_MAX) })}</p>
      <pre>{IMPORT_COLUMNS.join(';')}</pre>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('import.title')}>
        <TextField
          ref={fileRef}
          label={t('import.file')}
          type="file"
          accept=".csv,text/csv"
          error={fileError}
          onChange={() => setReport(null)}
        />
        <CompanyChoice value={companyId} onChange={setCompanyId} />
        {companyId !== null && (
          <TextField
            label={t('newUser.months')}
            hint={t('newUser.monthsHint')}
            inputMode="numeric"
            value={months}
            onChange={(event) => setMonths(event.target.value)}
          />
        )}
        <Checkbox
          label={t('import.dryRun')}
          checked={dryRun}
          onChange={(event) => setDryRun(event.target.checked)}
        />
        <Button type="submit" loading={isLoading}>
          {dryRun ? t('import.check') : t('import.submit')}
        </Button>
      </form>
      {report && <ImportResult report={report} />}
    </>
  );
}

/** The server's answer: how many rows were checked or imported, or the report of the rows refused. */
function ImportResult({ report }: { report: ImportReport }) {
  const { t } = useTranslation('admin');
  if (report.errors.length > 0) return <ImportReportView report={report} />;
  return (
    <Alert
      severity="success"
      data-testid="import-done"
      title={report.dry_run ? t('import.checked') : t('import.done')}
    >
      {report.dry_run
        ? t('import.checkedText', { count: report.rows })
        : t('import.doneText', { count: report.imported })}{' '}
      {!report.dry_run && <Link to="/admin">{t('import.toUsers')}</Link>}
    </Alert>
  );
}
