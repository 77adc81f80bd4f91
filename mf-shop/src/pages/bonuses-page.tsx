import styled from 'styled-components';
import { useGetMeQuery } from '@officefit/api';
import { currentLanguage, useTranslation } from '@officefit/i18n';
import { Alert, Card, QueryState, usePageTitle } from '@officefit/ui';
import { useGetBonusesQuery } from '../features/bonuses/api/get-bonuses';

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
`;

/** `/mybonuses`: the rewards shop — redeem fitness points for bonuses. */
export default function BonusesPage() {
  const { t } = useTranslation('shop');
  const { data: me } = useGetMeQuery();
  const query = useGetBonusesQuery({ lang: currentLanguage() });
  usePageTitle(t('bonuses.title'));
  return (
    <>
      <h1>{t('bonuses.title')}</h1>
      {me && <p data-testid="bonus-balance">{t('bonuses.balance', { points: me.meta.fitness_points })}</p>}
      <QueryState query={query} empty={t('bonuses.empty')}>
        {(data) => (
          <Grid>
            {data.map((bonus) => (
              <li key={bonus.id}>
                <Card title={bonus.name}>
                  <p>{bonus.description}</p>
                  <p>{t('bonuses.price', { points: bonus.points })}</p>
                  {bonus.out_of_stock && <Alert severity="info">{t('bonuses.outOfStock')}</Alert>}
                </Card>
              </li>
            ))}
          </Grid>
        )}
      </QueryState>
    </>
  );
}
