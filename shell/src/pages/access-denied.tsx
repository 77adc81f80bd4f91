import { Link } from 'react-router-dom';
import { useTranslation } from '@officefit/i18n';
import { MEMBERSHIP_PATH } from '@officefit/shell-contract';
import { Button, PageContainer, Stack, usePageTitle } from '@officefit/ui';
import { useIsKnownPath } from '../context/known-paths';
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

/** Whether the guard asks for a membership (then the way to one is the screen's main action). */
export function asksForMembership(guard: string): boolean {
  return deniedReasonKey(guard).startsWith('accessDenied.subscription');
}

/**
 * Shown to a logged-in user who lacks the role or membership a route's guard asks for. A missing membership (a
 * guest, an expired member) leads on to the membership screen, the screen's main action (issue 31 §3); the
 * address stays, so the page opens once the membership is active.
 */
export function AccessDenied({ guard }: { guard: string }) {
  const { t } = useTranslation('shell');
  const isKnown = useIsKnownPath();
  usePageTitle(t('accessDenied.title'));
  const offerMembership = asksForMembership(guard) && isKnown(MEMBERSHIP_PATH);
  return (
    <PageContainer>
      <h1>{t('accessDenied.title')}</h1>
      <p>{t(deniedReasonKey(guard))}</p>
      {offerMembership ? (
        <Stack direction="responsive-row" gap="sm">
          <Button as={Link} to={MEMBERSHIP_PATH}>
            {t('accessDenied.getMembership')}
          </Button>
          <Button as={Link} to="/" variant="text">
            {t('common:actions.toHome')}
          </Button>
        </Stack>
      ) : (
        <Link to="/">{t('common:actions.toHome')}</Link>
      )}
    </PageContainer>
  );
}
