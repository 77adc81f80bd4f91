// /password_lost from the mailed link (spec §2, §5): the new password is held to the password rule and its repeat
// must match ("Does not match with password!") before anything is sent; a valid pair is sent with the link's key.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, renderRoute, stubFetch } from '@officefit/testing';
import { registerNamespace } from '@officefit/i18n';
import de from '../i18n/de.json';
import en from '../i18n/en.json';
import PasswordLost from '../pages/password-lost';

registerNamespace('shell', { de, en });

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

test('a repeat that differs is refused at its field, nothing is sent; a matching strong pair is', async () => {
  const user = userEvent.setup();
  const seen = stubFetch({ 'POST officefit/v1/password_reset': { reset: true } });
  renderRoute(<PasswordLost />, {
    path: '/password_lost',
    url: '/password_lost?key=abc123&login=paula%40example.com',
    loggedIn: false,
  });
  const password = await screen.findByLabelText(/^Neues Passwort/);
  const repeat = screen.getByLabelText(/^Passwort wiederholen/);
  await user.type(password, 'Winter?2027x');
  await user.type(repeat, 'Winter?2027y');
  await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
  expect(await screen.findByText('Stimmt nicht mit dem Passwort überein!')).toBeInTheDocument();
  expect(repeat).toHaveAttribute('aria-invalid', 'true');
  expect(seen).toEqual([]);

  await user.clear(repeat);
  await user.type(repeat, 'Winter?2027x');
  await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
  expect(await screen.findByText(/Ihr Passwort wurde geändert/)).toBeInTheDocument();
  await waitFor(() => expect(callsTo(seen, 'POST', 'officefit/v1/password_reset')).toHaveLength(1));
  expect(callsTo(seen, 'POST', 'officefit/v1/password_reset')[0]?.body).toEqual({
    key: 'abc123',
    login: 'paula@example.com',
    password: 'Winter?2027x',
  });
});
