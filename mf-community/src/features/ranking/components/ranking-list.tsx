import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { Button, QueryError, Spinner } from '@officefit/ui';
import { paths } from '../../../paths';
import { useGetRankingPagesInfiniteQuery, type RankingPagesArgs, type RankingRow } from '../api/get-ranking';
import { RankingTable } from './ranking-table';

const More = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Rows of all loaded pages; a member who moved up between two page loads is listed once. */
function uniqueRows(pages: { data: RankingRow[] }[]): RankingRow[] {
  const seen = new Set<number>();
  return pages.flatMap((p) => p.data).filter((row) => !seen.has(row.id) && Boolean(seen.add(row.id)));
}

/**
 * The people of a ranking, `RANKING_PAGE_SIZE` at a time with "Show more": a big company's list stays small on the
 * wire and on screen, and the caller's own row is shown after a gap until its page is loaded.
 */
export function RankingList(args: RankingPagesArgs) {
  const { t } = useTranslation('community');
  const query = useGetRankingPagesInfiniteQuery(args);
  const pages = query.currentData?.pages;
  if (!pages) {
    if (query.isError) return <QueryError onRetry={query.refetch} />;
    return <Spinner />;
  }
  const rows = uniqueRows(pages);
  const first = pages[0]!;
  return (
    <>
      <RankingTable
        rows={rows}
        me={first.me}
        caption={t('ranking.peopleTitle')}
        challengeHref={(id) => paths.challengeEdit.getHref('new', id)}
      />
      {first.totalPages > 1 && (
        <More>
          <p aria-live="polite">{t('ranking.shown', { shown: rows.length, count: first.total })}</p>
          {query.hasNextPage && (
            <Button
              variant="secondary"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t('ranking.showMore')}
            </Button>
          )}
        </More>
      )}
      {query.isFetchNextPageError && <QueryError onRetry={() => void query.fetchNextPage()} />}
    </>
  );
}
