import { useState } from 'react';
import { showSnackbar, useAppDispatch } from '@officefit/api';
import type { CompanyReport as Report, ReportGroup } from '@officefit/domain';
import { contentLangOf, useFormatDate, useFormatNumber, useTranslation } from '@officefit/i18n';
import { Alert, Button, QueryState, Select } from '@officefit/ui';
import { ListTable } from '../../../lib/components/list-table';
import { useReportCsvDownload } from '../api/download-csv';
import { reportPath, useGetCompanyReportQuery } from '../api/owner';

const PERIODS = [1, 4, 12, 26, 52] as const;

function groupName(group: ReportGroup, t: (key: string) => string): string {
  if (group.kind === 'other') return t('report.other');
  if (group.kind === 'total') return t('report.total');
  return group.name ?? '';
}

function ReportTable({ report }: { report: Report }) {
  const { t } = useTranslation('admin');
  const formatNumber = useFormatNumber();
  const formatDate = useFormatDate();
  const lines = [...report.groups, ...(report.total ? [report.total] : [])];
  return (
    <ListTable
      caption={t('report.caption', { from: formatDate(report.from), to: formatDate(report.to) })}
      headings={[
        t('report.group'),
        t('report.members'),
        t('report.activeUsers'),
        t('report.exercisesPerWeek'),
        t('report.points'),
        t('report.challenges'),
      ]}
      items={lines}
      rowKey={(group) => `${group.kind}-${group.id ?? ''}`}
      rowTestId="report-row"
    >
      {(group) => (
        <>
          <th scope="row">
            {groupName(group, t)}
            {(group.kind === 'location' || group.kind === 'department') && (
              <> ({t(`companies.kinds.${group.kind}`)})</>
            )}
          </th>
          <td>{formatNumber(group.members)}</td>
          <td>{formatNumber(group.active_users)}</td>
          <td>{formatNumber(group.exercises_per_week, { maximumFractionDigits: 1 })}</td>
          <td>{formatNumber(group.points)}</td>
          <td>{formatNumber(group.challenge_participants)}</td>
        </>
      )}
    </ListTable>
  );
}

/**
 * The company's participation as aggregates (account owners: their company; staff: `companyId`), by location or
 * department; groups under the floor are "other" (the server decides, the screen only shows).
 */
export function CompanyReportView({ companyId }: { companyId: number | null }) {
  const { t, i18n } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const downloadReportCsv = useReportCsvDownload();
  const [weeks, setWeeks] = useState(4);
  const [downloading, setDownloading] = useState(false);
  const query = useGetCompanyReportQuery({ companyId, weeks });

  const download = async () => {
    setDownloading(true);
    const ok = await downloadReportCsv(reportPath({ companyId }), {
      weeks,
      lang: contentLangOf(i18n.language),
    }).catch(() => false);
    setDownloading(false);
    if (!ok) dispatch(showSnackbar({ key: 'common:errors.transfer', severity: 'error' }));
  };

  return (
    <>
      <Select
        label={t('report.period')}
        value={String(weeks)}
        options={PERIODS.map((n) => ({ value: String(n), label: t('report.weeks', { count: n }) }))}
        onChange={(value) => setWeeks(Number(value))}
      />
      <QueryState query={query}>
        {(report) => (
          <>
            <p>{t('report.floor', { count: report.min_group })}</p>
            {report.shown ? (
              <>
                <ReportTable report={report} />
                <Button variant="secondary" loading={downloading} onClick={() => void download()}>
                  {t('report.download')}
                </Button>
              </>
            ) : (
              <Alert severity="info">{t('report.tooSmall', { count: report.min_group })}</Alert>
            )}
          </>
        )}
      </QueryState>
    </>
  );
}
