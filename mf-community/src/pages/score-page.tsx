import styled from 'styled-components';
import {
  openLoginDialog,
  selectLoggedIn,
  useAppDispatch,
  useAppSelector,
  useSignedInMeQuery,
} from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Button, Card, QueryState, usePageTitle } from '@officefit/ui';
import { formatNumber } from '../lib/format';
import { AwardsCard } from '../features/awards/components/awards-card';
import { CommunityNextVariant } from '../next/next-variant';
import { RankingPlace } from '../features/ranking/components/ranking-place';
import { PointsHistory } from '../features/score/components/points-history';

const Figure = styled.p`
  font-size: 2.5rem;
  font-weight: 700;
  margin: 0;
  color: ${({ theme }) => theme.colors.primaryText};
`;

const Top = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Rest = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** `/score`: fitness points, ranking place, awards and how the points were earned. Open route: logged-out visitors are asked to log in. */
export default function ScorePage() {
  const { t, i18n } = useTranslation('community');
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectLoggedIn);
  const meQuery = useSignedInMeQuery();
  usePageTitle(t('score.title'));
  if (!loggedIn)
    return (
      <>
        <h1>{t('score.title')}</h1>
        <p>{t('common:errors.notLoggedIn')}</p>
        <Button onClick={() => dispatch(openLoginDialog({ afterLoginPath: '/score' }))}>
          {t('score.login')}
        </Button>
      </>
    );
  return (
    <QueryState query={meQuery}>
      {(me) => (
        <>
          <h1>{t('score.title')}</h1>
          {process.env.OFFICEFIT_BUILD_VARIANT === 'next' && <CommunityNextVariant />}
          <Top>
            <Card title={t('score.total')}>
              <Figure data-testid="score-total">{formatNumber(me.meta.fitness_points, i18n.language)}</Figure>
            </Card>
            <Card title={t('ranking.placeTitle')}>
              <RankingPlace participating={Boolean(me.meta.participating)} />
            </Card>
          </Top>
          <Rest>
            <AwardsCard />
            <PointsHistory />
          </Rest>
        </>
      )}
    </QueryState>
  );
}
