import { Link } from 'react-router-dom';
import { useGetMeQuery } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Alert, Spinner } from '@officefit/ui';
import { paths } from '../paths';
import { WidgetCard } from './widget-card';
import { useGetRankingQuery } from '../features/ranking/api/get-ranking';
import { CompanyGoal } from '../features/ranking/components/company-goal';
import { RankingTable } from '../features/ranking/components/ranking-table';

/** Dashboard widget: the top 3 of this month (ranking_short), the caller's place and the company goal. */
export function RankingWidget() {
  const { t } = useTranslation('community');
  const { data: me } = useGetMeQuery();
  const participating = Boolean(me?.meta.participating);
  const { data, isLoading, isError } = useGetRankingQuery(
    { size: 'short', pastmonths: 0 },
    { skip: !participating },
  );
  return (
    <WidgetCard
      title={t('widgets.rankingTitle')}
      data-testid="ranking-widget"
      actions={<Link to={paths.ranking.getHref()}>{t('widgets.toRanking')}</Link>}
    >
      {me && !participating && <p>{t('widgets.rankingLocked')}</p>}
      {participating && isLoading && <Spinner />}
      {participating && isError && <Alert severity="error">{t('common:errors.contentNotLoaded')}</Alert>}
      {participating && data && (
        <>
          <RankingTable rows={data.data} me={data.me} caption={t('widgets.rankingTitle')} compact />
          <div style={{ marginTop: '1rem' }}>
            <CompanyGoal ranking={data} />
          </div>
        </>
      )}
    </WidgetCard>
  );
}
