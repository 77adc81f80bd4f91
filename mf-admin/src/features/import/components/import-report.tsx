import type { ImportReport, ImportRowError } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Alert } from '@officefit/ui';
import { Table, TableScroll } from '../../../components/admin-frame';

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
      <TableScroll>
        <Table>
          <caption>{t('import.reportCaption', { count: report.rows })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('import.row')}</th>
              <th scope="col">{t('import.field')}</th>
              <th scope="col">{t('import.problem')}</th>
            </tr>
          </thead>
          <tbody>
            {report.errors.map((error, i) => (
              <tr key={`${error.row}-${error.field}-${i}`} data-testid="import-error">
                <td>{error.row === 0 ? t('import.wholeFile') : error.row}</td>
                <td>
                  <code>{error.field}</code>
                </td>
                <td>{problem(error)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
    </section>
  );
}
