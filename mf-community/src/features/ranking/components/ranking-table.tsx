import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { EmptyState, visuallyHiddenCss } from '@officefit/ui';
import { formatNumber } from '../../../lib/format';
import type { RankingRow } from '../api/get-ranking';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  th:first-child,
  td:first-child {
    width: 3rem;
  }
  td:last-child,
  th:last-child {
    text-align: right;
    white-space: nowrap;
  }
  tr[data-me='true'] td {
    background: ${({ theme }) => theme.colors.primarySurface};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Caption = styled.caption`
  ${visuallyHiddenCss}
`;

const Sub = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Gap = styled.td`
  text-align: center !important;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface RankingTableProps {
  rows: RankingRow[];
  /** The caller's row, shown after a gap when it is not among `rows`. */
  me: RankingRow | null;
  caption: string;
  /** Link to challenge a colleague (needs the opt-in, which every ranked member has). */
  challengeHref?: (id: number) => string;
  compact?: boolean;
}

function fullName(row: { name: string; last_name: string }): string {
  return row.last_name ? `${row.name} ${row.last_name}` : row.name;
}

/** Positions, names and points of a ranking; the caller's row is highlighted. */
export function RankingTable({ rows, me, caption, challengeHref, compact = false }: RankingTableProps) {
  const { t, i18n } = useTranslation('community');
  if (rows.length === 0) return <EmptyState>{t('ranking.empty')}</EmptyState>;
  const meShown = me === null || rows.some((r) => r.id === me.id);
  const line = (row: RankingRow) => (
    <tr key={row.id} data-me={row.me} aria-current={row.me ? 'true' : undefined}>
      <td>{row.pos}</td>
      <td>
        {fullName(row)}
        {row.me && <Sub>{t('ranking.you')}</Sub>}
        {!compact && row.subcat && <Sub>{row.subcat.name}</Sub>}
        {!compact && challengeHref && !row.me && (
          <Sub>
            <Link to={challengeHref(row.id)} aria-label={t('ranking.challengeNamed', { name: row.name })}>
              {t('ranking.challenge')}
            </Link>
          </Sub>
        )}
      </td>
      <td>{formatNumber(row.points, i18n.language)}</td>
    </tr>
  );
  return (
    <Table>
      <Caption>{caption}</Caption>
      <thead>
        <tr>
          <th scope="col">{t('ranking.pos')}</th>
          <th scope="col">{t('ranking.name')}</th>
          <th scope="col">{t('ranking.points')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(line)}
        {!meShown && me && (
          <>
            <tr aria-hidden="true">
              <Gap colSpan={3}>{t('ranking.gap')}</Gap>
            </tr>
            {line(me)}
          </>
        )}
      </tbody>
    </Table>
  );
}
