import { dateTimeFormat, useFormatNumber, useLanguage, useTranslation } from '@officefit/i18n';
import { Card, QueryState } from '@officefit/ui';
import styled from 'styled-components';
import { useGetPointsHistoryQuery } from '../api/get-points-history';
import { pointsLabel } from '../model/labels';

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  th,
  td {
    text-align: left;
    padding: 0.5rem 0.25rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  td:first-child {
    white-space: nowrap;
  }
  td:last-child,
  th:last-child {
    text-align: right;
  }
`;

/** Points with their sign (+50, -2.000), in the number format of the interface language. */
const SIGNED: Intl.NumberFormatOptions = { signDisplay: 'exceptZero' };

/** The list of points earned, newest first. */
export function PointsHistory() {
  const { t } = useTranslation('community');
  const query = useGetPointsHistoryQuery();
  const formatNumber = useFormatNumber();
  const dateFormat = dateTimeFormat(useLanguage(), { dateStyle: 'medium' });
  return (
    <Card title={t('score.history')}>
      <QueryState query={query}>
        {(data) => (
          <Scroll>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{t('score.date')}</th>
                  <th scope="col">{t('score.reason')}</th>
                  <th scope="col">{t('score.points')}</th>
                </tr>
              </thead>
              <tbody>
                {data.map((entry) => (
                  <tr key={entry.id}>
                    <td>{dateFormat.format(new Date(entry.created_at))}</td>
                    <td>{pointsLabel(t, entry)}</td>
                    <td>{formatNumber(entry.points, SIGNED)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Scroll>
        )}
      </QueryState>
    </Card>
  );
}
