import { useNavigate } from 'react-router-dom';
import {
  api,
  type AppDispatch,
  call,
  type RootState,
  selectLoggedIn,
  showSnackbar,
  switchBack,
  useAppDispatch,
  useAppSelector,
  useSignedInMeQuery,
} from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button } from '@officefit/ui';
import { logOut } from '../auth/session-actions';
import { NoticeBar, NoticeText } from './page-notice';

const impersonationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Ends the switched session on the server: its token stops working at once. */
    endImpersonation: build.mutation<{ ended: true }, void>({
      query: () => call('POST', 'officefit/v1/impersonation/end', {}),
    }),
  }),
});
const { useEndImpersonationMutation } = impersonationApi;

/**
 * "You are viewing the app as X — switch back" while a staff member is switched to a customer (issue 14). Switching
 * back ends the session on the server and puts the staff token kept in this tab back; without one (the switch
 * happened in another tab) it logs out, so nobody stays in the customer's account by accident.
 */
export function ImpersonationBanner() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const loggedIn = useAppSelector(selectLoggedIn);
  const { data: me } = useSignedInMeQuery();
  const [end, { isLoading }] = useEndImpersonationMutation();
  if (!loggedIn || !me?.switched_user) return null;

  const back = async () => {
    try {
      await end().unwrap();
    } catch {
      // an expired switch has ended anyway; the staff session is restored all the same
    }
    const to = switchBack(dispatch);
    if (to) {
      dispatch(showSnackbar({ key: 'shell:impersonation.ended', severity: 'success' }));
      void navigate(to);
    } else {
      dispatch((d: AppDispatch, getState: () => RootState) => logOut(d, getState));
      void navigate('/');
    }
  };

  const name = `${me.first_name} ${me.last_name}`.trim() || me.email;
  return (
    <NoticeBar>
      <Alert severity="info" data-testid="impersonation-banner">
        <NoticeText>
          {t('impersonation.text', {
            name,
            staff: me.orig_user ? `${me.orig_user.first_name} ${me.orig_user.last_name}` : '',
          })}
        </NoticeText>
        <Button variant="secondary" size="sm" loading={isLoading} onClick={() => void back()}>
          {t('impersonation.back')}
        </Button>
      </Alert>
    </NoticeBar>
  );
}
