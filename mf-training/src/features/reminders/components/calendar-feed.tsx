import { useState } from 'react';
import { showSnackbar, useAppDispatch } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Button, Card, ConfirmDialog, CopyField, QueryState, Stack } from '@officefit/ui';
import { useGetCalendarFeedQuery, useResetCalendarFeedMutation } from '../api/reminders';

/**
 * "Subscribe in a calendar" (issue 37): the user's secret iCalendar URL with the reminder times and the live
 * sessions they are reminded of, with a copy button; resetting it (after a confirmation) ends the old URL.
 */
export function CalendarFeed() {
  const { t } = useTranslation('training');
  const dispatch = useAppDispatch();
  const query = useGetCalendarFeedQuery();
  const [reset, { isLoading }] = useResetCalendarFeedMutation();
  const [confirming, setConfirming] = useState(false);

  const confirmReset = async () => {
    try {
      await reset().unwrap();
      dispatch(showSnackbar({ key: 'training:calendarFeed.resetDone', severity: 'success' }));
    } catch {
      dispatch(showSnackbar({ key: 'common:errors.transfer', severity: 'error' }));
    }
    setConfirming(false);
  };

  return (
    <Card title={t('calendarFeed.title')} data-testid="calendar-feed">
      <QueryState query={query}>
        {({ url }) => (
          <Stack gap="md">
            <p>{t('calendarFeed.intro')}</p>
            <CopyField label={t('calendarFeed.url')} value={url} hint={t('calendarFeed.secret')} />
            <div>
              <Button variant="text" onClick={() => setConfirming(true)}>
                {t('calendarFeed.reset')}
              </Button>
            </div>
          </Stack>
        )}
      </QueryState>
      <ConfirmDialog
        open={confirming}
        title={t('calendarFeed.resetTitle')}
        message={<p>{t('calendarFeed.resetMessage')}</p>}
        confirmLabel={t('calendarFeed.reset')}
        onConfirm={() => void confirmReset()}
        onCancel={() => setConfirming(false)}
        loading={isLoading}
        role="alertdialog"
      />
    </Card>
  );
}
