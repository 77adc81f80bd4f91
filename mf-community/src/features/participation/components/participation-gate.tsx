import type { ReactNode } from 'react';
import { useGetMeQuery } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Alert, Spinner } from '@officefit/ui';
import { OptInScreen } from './opt-in-screen';

/** Shows `children` only to users who unlocked the ranking; everybody else gets the opt-in screen. */
export function ParticipationGate({
  reason,
  children,
}: {
  reason: 'ranking' | 'challenges';
  children: ReactNode;
}) {
  const { t } = useTranslation('community');
  const { data: me, isLoading, isError } = useGetMeQuery();
  if (isLoading) return <Spinner />;
  if (isError || !me) return <Alert severity="error">{t('common:errors.contentNotLoaded')}</Alert>;
  if (!me.meta.participating) return <OptInScreen reason={reason} />;
  return <>{children}</>;
}
