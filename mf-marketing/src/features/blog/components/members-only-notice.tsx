import { useLocation } from 'react-router-dom';
import { openLoginDialog, selectLoggedIn, useAppDispatch, useAppSelector } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button } from '@officefit/ui';

/**
 * Shown instead of a members-only article the reader may not read: logged-out visitors are asked to log in
 * (spec §2 "Please log in to read this article."), signed-in users without membership learn why.
 */
export function MembersOnlyNotice() {
  const { t } = useTranslation('marketing');
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectLoggedIn);
  const { pathname } = useLocation();
  if (loggedIn) return <Alert severity="info">{t('article.membersOnly')}</Alert>;
  return (
    <Alert
      severity="info"
      data-testid="members-access-error"
      action={
        <Button size="sm" onClick={() => dispatch(openLoginDialog({ afterLoginPath: pathname }))}>
          {t('article.logIn')}
        </Button>
      }
    >
      {t('article.pleaseLogIn')}
    </Alert>
  );
}
