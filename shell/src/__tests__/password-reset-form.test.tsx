// /password_lost from the mailed link (spec §2, §5): the new password is held to the password rule and its repeat
// must match ("Does not match with password!") before anything is sent; a valid pair is sent with the link's key.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createTestStore } from '@officefit/api';
import { registerNamespace } from '@officefit/i18n';
import { ThemeWrapper } from '@officefit/ui/testing';
import de from '../i18n/de.json';
import en from '../i18n/en.json';
import PasswordLost from '../pages/password-lost';

registerNamespace('shell', { de, en });

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

/** Every request the page sends: method, path below /wp-json/ and JSON body; each answers `answer`. */
function serve(answer: unknown) {
  const seen: Array<{ method: string; path: string; body: unknown }> = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const text = await request.text();
    seen.push({
      method: request.method,
      path: new URL(request.url).pathname.replace('/wp-json/', ''),
      body: text ? JSON.parse(text) : undefined,
    });
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return seen;
}

test('a repeat that differs is refused at its field, nothing is sent; a matching strong pair is', async () => {
  const user = userEvent.setup();
  const seen = serve({ reset: true });
  render(
    <Provider store={createTestStore()}>
      <ThemeWrapper>
        <MemoryRouter initialEntries={['/password_lost?key=abc123&login=paula%40example.com']}>
          <PasswordLost />
        </MemoryRouter>
      </ThemeWrapper>
    </Provider>,
  );
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
  await waitFor(() =>
    expect(seen).toEqual([
      {
        method: 'POST',
        path: 'officefit/v1/password_reset',
        body: { key: 'abc123', login: 'paula@example.com', password: 'Winter?2027x' },
      },
    ]),
  );
});
