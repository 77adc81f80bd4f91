import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { selectLoggedIn, useAppSelector, useSignedInMeQuery } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Header } from '../components/header';
import { Footer } from '../components/footer';
import { Main, Page } from '../components/nav-styles';

// Banners few users ever see load with their first appearance, not with every first screen (first-load JS, #16).
const ImpersonationBanner = lazy(() =>
  import('../components/impersonation-banner').then((m) => ({ default: m.ImpersonationBanner })),
);
const VerifyEmailBanner = lazy(() =>
  import('../components/verify-email-banner').then((m) => ({ default: m.VerifyEmailBanner })),
);

/** The switched-user and "confirm your e-mail" banners, each only while `me` says it applies. */
function Banners() {
  const loggedIn = useAppSelector(selectLoggedIn);
  const { data: me } = useSignedInMeQuery();
  if (!loggedIn || !me) return null;
  return (
    <Suspense fallback={null}>
      {me.switched_user ? <ImpersonationBanner /> : null}
      {me.meta.email_verified === false ? <VerifyEmailBanner /> : null}
    </Suspense>
  );
}

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: 1rem;
    top: 1rem;
    z-index: 100;
    padding: 0.5rem 1rem;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

function Frame({ variant }: { variant: 'app' | 'public' }) {
  const { t } = useTranslation('shell');
  return (
    <Page>
      <SkipLink href="#main">{t('nav.skipToContent')}</SkipLink>
      <Header variant={variant} />
      <Main id="main" tabIndex={-1}>
        <Banners />
        <Outlet />
      </Main>
      <Footer />
    </Page>
  );
}

/** Layout `default`: the app header and menus for logged-in pages. */
export function DefaultLayout() {
  return <Frame variant="app" />;
}

/** Layout `nonuser`: header and footer of the logged-out pages. */
export function NonuserLayout() {
  return <Frame variant="public" />;
}

const Centered = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
`;

/** Layout `loading`: nothing but the content, centred. */
export function LoadingLayout() {
  return (
    <Centered>
      <Outlet />
    </Centered>
  );
}

export const LAYOUT_COMPONENTS = {
  default: DefaultLayout,
  nonuser: NonuserLayout,
  loading: LoadingLayout,
} as const;
