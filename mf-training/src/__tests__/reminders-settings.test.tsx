import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemindersSettings } from '../features/reminders';
import { callsTo, renderRoute, stubFetch } from './support';

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const SETTINGS = {
  times: ['08:00'],
  weekdays: [1, 2, 3, 4, 5],
  per_push: 0,
  per_mail: 1,
  sms: 0,
  sms_available: true,
  time_zone: 'Europe/Berlin',
  active: true,
  push_devices: 0,
};

test('without an SMS provider the SMS choice is switched off and says why', async () => {
  // even a stored sms: 1 (a provider removed later) is shown off: it would not be sent
  stubFetch({ 'GET officefit/v1/reminders': { ...SETTINGS, sms: 1, sms_available: false } });
  renderRoute(<RemindersSettings />, { path: '/profile', url: '/profile' });
  const card = await screen.findByTestId('reminders-settings');
  const sms = await within(card).findByRole('checkbox', { name: 'SMS' });
  expect(sms).toBeDisabled();
  expect(sms).not.toBeChecked();
  expect(sms).toHaveAccessibleDescription('SMS-Erinnerungen bietet diese Seite nicht an.');
  expect(within(card).getByRole('checkbox', { name: 'E-Mail' })).toBeEnabled();
});

test('with an SMS provider the SMS choice can be switched on', async () => {
  stubFetch({ 'GET officefit/v1/reminders': SETTINGS });
  renderRoute(<RemindersSettings />, { path: '/profile', url: '/profile' });
  const card = await screen.findByTestId('reminders-settings');
  const sms = await within(card).findByRole('checkbox', { name: 'SMS' });
  expect(sms).toBeEnabled();
  expect(sms).toHaveAccessibleDescription('An die Telefonnummer in Ihrem Profil.');
  fireEvent.click(sms);
  expect(sms).toBeChecked();
});

test('up to 4 times on chosen weekdays and channels are saved as one setting', async () => {
  const user = userEvent.setup();
  const seen = stubFetch({
    'GET officefit/v1/reminders': SETTINGS,
    'PUT officefit/v1/reminders': { ...SETTINGS, times: ['08:00', '12:30'], weekdays: [1, 2, 3, 4, 5, 6] },
  });
  renderRoute(<RemindersSettings />, { path: '/profile', url: '/profile' });
  const card = await screen.findByTestId('reminders-settings');
  expect(await within(card).findByLabelText('Erinnerung 1')).toHaveValue('08:00');

  await user.click(within(card).getByRole('button', { name: 'Uhrzeit hinzufügen' }));
  fireEvent.change(within(card).getByLabelText('Erinnerung 2'), { target: { value: '12:30' } });
  await user.click(within(card).getByRole('button', { name: 'Uhrzeit hinzufügen' }));
  await user.click(within(card).getByRole('button', { name: 'Uhrzeit hinzufügen' }));
  // the fourth is the last one
  expect(within(card).queryByRole('button', { name: 'Uhrzeit hinzufügen' })).toBeNull();
  await user.click(within(card).getByRole('button', { name: 'Entfernen Erinnerung 4' }));
  await user.click(within(card).getByRole('button', { name: 'Samstag' }));
  await user.click(within(card).getByRole('checkbox', { name: 'SMS' }));
  await user.click(within(card).getByRole('button', { name: 'Speichern' }));

  await waitFor(() => expect(callsTo(seen, 'PUT', 'officefit/v1/reminders')).toHaveLength(1));
  // blank time fields are left out
  expect(callsTo(seen, 'PUT', 'officefit/v1/reminders')[0]?.body).toEqual({
    times: ['08:00', '12:30'],
    weekdays: [1, 2, 3, 4, 5, 6],
    per_push: 0,
    per_mail: 1,
    sms: 1,
  });
});

test('a repeated time is refused before saving, with the shared contract’s message', async () => {
  const user = userEvent.setup();
  const seen = stubFetch({ 'GET officefit/v1/reminders': SETTINGS });
  renderRoute(<RemindersSettings />, { path: '/profile', url: '/profile' });
  const card = await screen.findByTestId('reminders-settings');
  await user.click(await within(card).findByRole('button', { name: 'Uhrzeit hinzufügen' }));
  fireEvent.change(within(card).getByLabelText('Erinnerung 2'), { target: { value: '08:00' } });
  await user.click(within(card).getByRole('button', { name: 'Speichern' }));
  expect(await within(card).findByRole('alert')).toBeInTheDocument();
  expect(callsTo(seen, 'PUT', 'officefit/v1/reminders')).toHaveLength(0);
});

test('without Web Push in the browser the push choice is off and says why; no membership is explained', async () => {
  stubFetch({ 'GET officefit/v1/reminders': { ...SETTINGS, active: false } });
  renderRoute(<RemindersSettings />, { path: '/profile', url: '/profile' });
  const card = await screen.findByTestId('reminders-settings');
  const push = await within(card).findByRole('checkbox', { name: /Push-Benachrichtigung/ });
  expect(push).toBeDisabled();
  expect(card).toHaveTextContent('Ihr Browser unterstützt keine Push-Benachrichtigungen.');
  expect(card).toHaveTextContent('Erinnerungen werden nur mit einer aktiven Mitgliedschaft verschickt.');
});
