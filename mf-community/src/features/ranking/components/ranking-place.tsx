import { useUserToday } from '@officefit/api';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { QueryState } from '@officefit/ui';
import { paths } from '../../../paths';
import { useGetRankingQuery } from '../api/get-ranking';
import { monthName } from './month-select';

const Place = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primaryText};
`;

/** The caller's place in this month's company ranking, or the way to unlock the ranking. */
export function RankingPlace({ participating }: { participating: boolean }) {
  const { t, i18n } = useTranslation('community');
  const today = useUserToday();
  const query = useGetRankingQuery({ size: 'short', pastmonths: 0 }, { skip: !participating });
  if (!participating)
    return (
      <p>
        {t('ranking.placeLocked')} <Link to={paths.ranking.getHref()}>{t('ranking.unlockLink')}</Link>
      </p>
    );
  return (
    <QueryState query={query}>
      {(data) => (
        <>
          <Place data-testid="ranking-place">
            {data.me
              ? t('ranking.place', { pos: data.me.pos, count: data.participants })
              : t('ranking.noPlace')}
          </Place>
          <p>
            {t('ranking.placeMonth', { month: monthName(0, i18n.language, today) })}{' '}
            <Link to={paths.ranking.getHref()}>{t('ranking.toRanking')}</Link>
          </p>
        </>
      )}
    </QueryState>
  );
}
