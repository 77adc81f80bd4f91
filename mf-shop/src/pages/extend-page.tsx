import { openLoginDialog, selectLoggedIn, useAppDispatch, useAppSelector } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, PageContainer, Stack, usePageTitle } from '@officefit/ui';
import { ExtendMembership } from '../features/membership/components/extend-membership';
import { MembershipOverview } from '../features/membership/components/membership-overview';
import { RedeemCode } from '../features/membership/components/redeem-code';
import { AlertAction } from '../lib/alert-action';

/**
 * `/extend`: the membership overview, its renewal and the voucher / access-code form (also for guests). It has no shell guard: a member whose membership has
 * expired no longer passes `abo` but must still be able to renew, so the page asks visitors to log in itself.
 */
export default function ExtendPage() {
  const { t } = useTranslation('shop');
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectLoggedIn);
  usePageTitle(t('extend.title'));
  return (
    <PageContainer width="narrow">
      <h1>{t('extend.title')}</h1>
      {loggedIn ? (
        <Stack gap="lg">
          <MembershipOverview />
          <section aria-labelledby="extend-heading">
            <h2 id="extend-heading">{t('extend.heading')}</h2>
            <ExtendMembership />
          </section>
          <section aria-labelledby="redeem-heading">
            <h2 id="redeem-heading">{t('redeem.heading')}</h2>
            <RedeemCode />
          </section>
        </Stack>
      ) : (
        <Alert severity="info">
          {t('extend.loginNeeded')}
          <AlertAction>
            <Button size="sm" onClick={() => dispatch(openLoginDialog({ afterLoginPath: '/extend' }))}>
              {t('extend.logIn')}
            </Button>
          </AlertAction>
        </Alert>
      )}
    </PageContainer>
  );
}
