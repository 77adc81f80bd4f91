import { type FormEvent, useRef, useState } from 'react';
import { showSnackbar, useAppDispatch } from '@officefit/api';
import type { BankStatementImport } from '@officefit/domain';
import { useFormatNumber, useTranslation } from '@officefit/i18n';
import { Alert, Button, Card, Stack, TextField } from '@officefit/ui';
import { ListTable } from '../../../lib/components/list-table';
import { refusalKey } from '../../../lib/form';
import { useStatementUpload } from '../api/payments';

const EURO: Intl.NumberFormatOptions = { style: 'currency', currency: 'EUR' };

/** What an import changed, and the entries that matched no payment (staff book those by hand). */
function ImportResult({ result }: { result: BankStatementImport }) {
  const { t } = useTranslation('admin');
  const formatNumber = useFormatNumber();
  const repeated = result.statements.every((statement) => statement.already_imported);
  return (
    <Stack gap="md" data-testid="statement-result">
      <Alert severity={repeated ? 'info' : 'success'}>
        {repeated
          ? t('payments.alreadyImported')
          : t('payments.imported', { paid: result.paid.length, returned: result.returned.length })}
      </Alert>
      {result.unmatched.length > 0 && (
        <ListTable
          caption={t('payments.unmatchedCaption', { count: result.unmatched.length })}
          headings={[t('payments.amount'), t('payments.reference'), t('payments.remittance')]}
          items={result.unmatched}
          rowKey={(_entry, index) => index}
          rowTestId="unmatched-row"
        >
          {(entry) => (
            <>
              <td>{formatNumber(((entry.credit ? 1 : -1) * entry.amount_cents) / 100, EURO)}</td>
              <td>{entry.reference ?? '–'}</td>
              <td>{entry.remittance ?? '–'}</td>
            </>
          )}
        </ListTable>
      )}
    </Stack>
  );
}

/** Staff upload the bank's camt.053 statement: paid and returned debits are marked, the rest listed. */
export function StatementImport() {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const upload = useStatementUpload();
  const fileRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [fileError, setFileError] = useState<string | undefined>();
  const [result, setResult] = useState<BankStatementImport | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const file = fileRef.current?.files?.[0];
    if (!file) {
      setFileError(t('payments.fileRequired'));
      return;
    }
    setFileError(undefined);
    setBusy(true);
    const answer = await upload(file);
    setBusy(false);
    if (!answer.data) {
      setResult(null);
      dispatch(showSnackbar({ key: refusalKey(answer.error), severity: 'error' }));
      return;
    }
    setResult(answer.data);
  };

  return (
    <Card title={t('payments.statementTitle')} headingLevel={2}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('payments.statementTitle')}>
        <Stack gap="md">
          <p>{t('payments.statementText')}</p>
          <TextField
            ref={fileRef}
            label={t('payments.statementFile')}
            type="file"
            accept=".xml,application/xml,text/xml"
            error={fileError}
            onChange={() => setResult(null)}
          />
          <div>
            <Button type="submit" loading={busy}>
              {t('payments.import')}
            </Button>
          </div>
          {result && <ImportResult result={result} />}
        </Stack>
      </form>
    </Card>
  );
}
