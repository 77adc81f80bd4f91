import type { ImportReport, ImportRowError } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Alert } from '@officefit/ui';
import { ListTable } from '../../../lib/components/list-table';

/** The problem of one row in words: a known code in the interface language, else the server's English text. */
function useProblem(): (error: ImportRowError) => string {
  const { t, i18n } = useTranslation('admin');
  return (error) =>
    i18n.exists(`admin:import.codes.${error.code}`)
      ? t(`import.codes.${error.code}`, { field: error.field })
      : error.message;
}

/** The rows a refused import names: row, field and problem (nothing was imported). */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useTranslation('admin');
  const problem = useProblem();
  return (
    <section aria-labelledby="import-report-title" data-testid="import-report">
      <Alert severity="error" title={t('import.refused')}>
        <span id="import-report-title">{t('import.refusedText', { count: report.errors.length })}</span>
      </Alert>
      <ListTable
        caption={t('import.reportCaption', { count: report.rows })}
        headings={[t('import.row'), t('import.field'), t('import.problem')]}
        items={report.errors}
        rowKey={(error, i) => `${error.row}-${error.field}-${i}`}
        rowTestId="import-error"
      >
        {(error) => (
          <>
            <td>{error.row === 0 ? t('import.wholeFile') : error.row}</td>
            <td>
              <code>{error.field}</code>
            </td>
            <td>{problem(error)}</td>
          </>
        )}
      </ListTable>
    </section>
  );
}
