import { useEffect } from 'react';
import styled from 'styled-components';
import { openLoginDialog, selectLoggedIn, useAppDispatch, useAppSelector } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Button, Card } from '@officefit/ui';
import { LatestPosts } from '../features/posts/components/latest-posts';

const Hero = styled.section`
  padding: 2.5rem 1.5rem;
  border-radius: 16px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  margin-bottom: 2rem;
  h1 {
    font-size: clamp(1.75rem, 5vw, 2.75rem);
    margin: 0 0 0.75rem;
  }
  p {
    font-size: 1.125rem;
    max-width: 40rem;
  }
`;

const Features = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  margin: 0 0 2rem;
`;

const FEATURES = ['plan', 'pain', 'challenges', 'rewards'] as const;

/** `/`: the landing page for logged-out visitors. */
export default function LandingPage() {
  const { t } = useTranslation('marketing');
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectLoggedIn);
  useEffect(() => {
    document.title = `${t('common:app.name')} – ${t('landing.metaTitle')}`;
    document.querySelector('meta[name="description"]')?.setAttribute('content', t('landing.metaDescription'));
  }, [t]);
  return (
    <>
      <Hero>
        <h1>{t('landing.heroTitle')}</h1>
        <p>{t('landing.heroText')}</p>
        {!loggedIn && (
          <Button variant="secondary" onClick={() => dispatch(openLoginDialog({ afterLoginPath: null }))}>
            {t('landing.login')}
          </Button>
        )}
      </Hero>
      <Features>
        {FEATURES.map((key) => (
          <li key={key}>
            <Card title={t(`landing.features.${key}.title`)} headingLevel={2}>
              <p>{t(`landing.features.${key}.text`)}</p>
            </Card>
          </li>
        ))}
      </Features>
      <LatestPosts />
    </>
  );
}
