import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createTestStore, initialAuthState } from '@officefit/api';
import { i18n, LANGUAGE_COOKIE } from '@officefit/i18n';
import { ThemeWrapper } from '@officefit/ui/testing';
import { LanguageSwitch } from '../components/language-switch';

// One language for texts and server-named content: the select and the account (me.lang) never stay apart.
let account: 'de-DE' | 'en-US';
let puts: unknown[];

beforeEach(async () => {
  localStorage.clear();
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  await act(() => i18n.changeLanguage('de-DE'));
  puts = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    if (request.method === 'PUT' && path.endsWith('officefit/v1/me')) {
      const body = (await request.json()) as { lang: 'de-DE' | 'en-US' };
      puts.push(body);
      account = body.lang;
    }
    return new Response(
      JSON.stringify({ id: 7, lang: account, roles: ['subscriber'], admin: false, sub: null }),
      {
        status: 200,
        headers: { 'content-type': 'application/json' },
      },
    );
  }) as typeof fetch;
});
afterEach(async () => {
  localStorage.clear();
  await act(() => i18n.changeLanguage('de-DE'));
});

function show() {
  const store = createTestStore({
    auth: { ...initialAuthState, token: 't', loggedIn: true, email: 'd@e.x' },
  });
  render(
    <Provider store={store}>
      <ThemeWrapper>
        <LanguageSwitch />
      </ThemeWrapper>
    </Provider>,
  );
  return screen.getByRole<HTMLSelectElement>('combobox');
}

test('the account follows the language of this browser, so server texts come in it', async () => {
  account = 'en-US';
  const select = show();
  await waitFor(() => expect(puts).toEqual([{ lang: 'de-DE' }]));
  expect(select.value).toBe('de-DE');
  expect(i18n.language).toBe('de-DE');

  await userEvent.setup().selectOptions(select, 'en-US');
  await waitFor(() => expect(puts).toEqual([{ lang: 'de-DE' }, { lang: 'en-US' }]));
  expect(select.value).toBe('en-US');
});

test('an account already in the browser language is left alone', async () => {
  account = 'de-DE';
  show();
  await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(puts).toEqual([]);
});
