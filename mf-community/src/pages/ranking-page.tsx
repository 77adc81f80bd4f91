import { useUserToday } from '@officefit/api';
import { useState } from 'react';
import { useTranslation } from '@officefit/i18n';
import { Card, QueryState, Select, Stack, Tabs, usePageTitle } from '@officefit/ui';
import { useGetRankingPagesInfiniteQuery, type Ranking } from '../features/ranking/api/get-ranking';
import { CompanyGoal } from '../features/ranking/components/company-goal';
import { MonthSelect, monthName } from '../features/ranking/components/month-select';
import { RankingList } from '../features/ranking/components/ranking-list';
import { SubcatRanking } from '../features/ranking/components/subcat-ranking';
import { OptOutButton } from '../features/participation/components/opt-out-button';
import { ParticipationGate } from '../features/participation/components/participation-gate';

const ALL = 'all';

/** The people list, optionally of one location or department when the company enables sub-rankings. */
function PeopleRanking({ pastmonths, base }: { pastmonths: number; base: Ranking }) {
  const { t } = useTranslation('community');
  const [subcat, setSubcat] = useState(ALL);
  return (
    <>
      {base.enable_subranking && base.subcats.length > 0 && (
        <Select
          label={t('ranking.filter')}
          value={subcat}
          options={[
            { value: ALL, label: t('ranking.filterAll') },
            ...base.subcats.map((s) => ({ value: String(s.id), label: s.name })),
          ]}
          onChange={setSubcat}
        />
      )}
      <RankingList pastmonths={pastmonths} subcat={subcat === ALL ? undefined : Number(subcat)} />
    </>
  );
}

function RankingView() {
  const { t, i18n } = useTranslation('community');
  const today = useUserToday();
  const [pastmonths, setPastmonths] = useState(0);
  // The first page carries the summary, the goal and the sub-rankings; the people list shares its cache entry.
  const pages = useGetRankingPagesInfiniteQuery({ pastmonths });
  const data = pages.currentData?.pages[0];
  const query = { data, isError: pages.isError, error: pages.error, refetch: pages.refetch };
  return (
    <Stack gap="lg">
      <Card>
        <MonthSelect value={pastmonths} onChange={setPastmonths} />
        {data && (
          <p style={{ margin: 0 }}>
            {t('ranking.summary', {
              company: data.company?.name ?? '',
              count: data.participants,
              month: monthName(pastmonths, i18n.language, today),
            })}
          </p>
        )}
      </Card>
      <QueryState query={query}>
        {(data) => (
          <>
            <Card title={t('ranking.goalTitle')}>
              <CompanyGoal ranking={data} />
            </Card>
            <Card title={t('ranking.listTitle')} data-testid="ranking">
              {data.enable_subranking ? (
                <Tabs
                  label={t('ranking.title')}
                  items={[
                    {
                      id: 'people',
                      label: t('ranking.tabPeople'),
                      content: <PeopleRanking key={pastmonths} pastmonths={pastmonths} base={data} />,
                    },
                    {
                      id: 'subcats',
                      label: t('ranking.tabSubcats'),
                      content: <SubcatRanking subcats={data.subcats} />,
                    },
                  ]}
                />
              ) : (
                <PeopleRanking pastmonths={pastmonths} base={data} />
              )}
            </Card>
          </>
        )}
      </QueryState>
      <Card title={t('optOut.cardTitle')}>
        <p>{t('optOut.cardText')}</p>
        <OptOutButton />
      </Card>
    </Stack>
  );
}

/** `/ranking`: the company ranking with sub-rankings and the company goal; the opt-in screen until unlocked. */
export default function RankingPage() {
  const { t } = useTranslation('community');
  usePageTitle(t('ranking.title'));
  return (
    <>
      <h1>{t('ranking.title')}</h1>
      <ParticipationGate reason="ranking">
        <RankingView />
      </ParticipationGate>
    </>
  );
}
