import { Link } from 'react-router-dom';
import { useTranslation } from '@officefit/i18n';
import { PageContainer, usePageTitle } from '@officefit/ui';
import { registerDeniedTexts } from '../i18n/denied-texts';

registerDeniedTexts();

/**
 * The reason a guard refuses, as a key of `accessDenied`: staff areas name the missing role, subscriber areas the
 * missing membership (a member of staff opening an editor screen must not be told to subscribe).
 */
export function deniedReasonKey(guard: string): string {
  switch (guard) {
    case 'admin':
    case 'editor':
    case 'service':
      return `accessDenied.${guard}`;
    case 'aboorguest':
      return 'accessDenied.subscriptionOrGuest';
    default:
      return 'accessDenied.subscription';
  }
}

/** Shown to a logged-in user who lacks the role or membership a route's guard asks for. */
export function AccessDenied({ guard }: { guard: string }) {
  const { t } = useTranslation('shell');
  usePageTitle(t('accessDenied.title'));
  return (
    <PageContainer>
      <h1>{t('accessDenied.title')}</h1>
      <p>{t(deniedReasonKey(guard))}</p>
      <Link to="/">{t('common:actions.toHome')}</Link>
    </PageContainer>
  );
}
