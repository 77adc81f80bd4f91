import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { Header } from '../components/header';
import { Footer } from '../components/footer';
import { Main, Page } from '../components/nav-styles';
import { ImpersonationBanner } from '../components/impersonation-banner';
import { VerifyEmailBanner } from '../components/verify-email-banner';

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
        <ImpersonationBanner />
        <VerifyEmailBanner />
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
