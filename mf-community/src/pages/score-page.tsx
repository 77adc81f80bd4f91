import { useEffect } from 'react';
import styled from 'styled-components';
import {
  openLoginDialog,
  selectLoggedIn,
  useAppDispatch,
  useAppSelector,
  useGetMeQuery,
} from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Button, Card, Spinner } from '@officefit/ui';
import { PointsHistory } from '../features/score/components/points-history';

const Figure = styled.p`
  font-size: 2.5rem;
  font-weight: 700;
  margin: 0;
  color: ${({ theme }) => theme.colors.primaryText};
`;

/** `/score`: fitness points and how they were earned. Open route: logged-out visitors are asked to log in. */
export default function ScorePage() {
  const { t } = useTranslation('community');
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectLoggedIn);
  const { data: me, isLoading } = useGetMeQuery(undefined, { skip: !loggedIn });
  useEffect(() => {
    document.title = `${t('score.title')} – ${t('common:app.name')}`;
  }, [t]);
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
  if (isLoading || !me) return <Spinner />;
  return (
    <>
      <h1>{t('score.title')}</h1>
      <Card title={t('score.total')}>
        <Figure data-testid="score-total">{me.meta.fitness_points.toLocaleString()}</Figure>
      </Card>
      <PointsHistory />
    </>
  );
}
