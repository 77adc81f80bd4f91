import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CalendarFeed } from '../features/reminders';
import { callsTo, renderRoute, stubFetch } from './support';

// "Kalender abonnieren" on the reminders tab (issue 37): the secret feed URL with a copy button, and a reset that
// asks first and then shows the new URL.

const OLD = 'https://officefit.example/wp-json/officefit/v1/calendar/old-token.ics';
const NEW = 'https://officefit.example/wp-json/officefit/v1/calendar/new-token.ics';

test('the URL is shown with a copy button; resetting asks first, then shows the new URL', async () => {
  let url = OLD;
  const seen = stubFetch({
    'GET officefit/v1/me/calendar': () => ({ url }),
    'POST officefit/v1/me/calendar/reset': () => {
      url = NEW;
      return { url };
    },
  });
  const user = userEvent.setup();
  renderRoute(<CalendarFeed />, { path: '/profile', url: '/profile' });
  const card = await screen.findByTestId('calendar-feed');
  expect(within(card).getByRole('heading', { name: 'Kalender abonnieren' })).toBeInTheDocument();
  const field = await within(card).findByRole('textbox', { name: 'Kalender-Adresse' });
  expect(field).toHaveValue(OLD);

  await user.click(within(card).getByRole('button', { name: 'Kalender-Adresse kopieren' }));
  // user-event's clipboard stands in for the browser's
  expect(await navigator.clipboard.readText()).toBe(OLD);

  await user.click(within(card).getByRole('button', { name: 'Adresse zurücksetzen' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Kalender-Adresse zurücksetzen?' });
  expect(callsTo(seen, 'POST', 'officefit/v1/me/calendar/reset')).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: 'Adresse zurücksetzen' }));
  await waitFor(() => expect(callsTo(seen, 'POST', 'officefit/v1/me/calendar/reset')).toHaveLength(1));
  await waitFor(() =>
    expect(within(card).getByRole('textbox', { name: 'Kalender-Adresse' })).toHaveValue(NEW),
  );
});

test('cancelling the reset keeps the URL', async () => {
  const seen = stubFetch({ 'GET officefit/v1/me/calendar': { url: OLD } });
  const user = userEvent.setup();
  renderRoute(<CalendarFeed />, { path: '/profile', url: '/profile' });
  const card = await screen.findByTestId('calendar-feed');
  await user.click(await within(card).findByRole('button', { name: 'Adresse zurücksetzen' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Abbrechen' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(callsTo(seen, 'POST', 'officefit/v1/me/calendar/reset')).toHaveLength(0);
  expect(within(card).getByRole('textbox', { name: 'Kalender-Adresse' })).toHaveValue(OLD);
});
