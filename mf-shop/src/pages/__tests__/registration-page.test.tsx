import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import {
  callsTo,
  me,
  recordHeaders,
  renderRoute,
  Reply,
  stubFetch,
  wpError,
  membership,
  offers,
} from '../../testing/support';
import { setLanguage } from '@officefit/i18n';
import RegistrationPage from '../registration-page';

const PASSWORD = 'Sommer!2026';

function answers(extra: Record<string, unknown> = {}) {
  return {
    'POST officefit/v1/registration/check-email': { exists: false },
    'GET officefit/v1/membership/offers': offers,
    'POST officefit/v1/registration': new Reply(201, {
      token: 'new-token',
      user_email: 'vera@example.com',
      user_nicename: 'vera',
      user_display_name: 'Vera Visitor',
      membership: membership({ kind: 'trial' }),
    }),
    'GET officefit/v1/me': me(),
    ...extra,
  };
}

function renderPage(url = '/registration') {
  return renderRoute(<RegistrationPage />, { path: '/registration', url, loggedIn: false });
}

/** Opens the registration at `url` with the usual answers and fills step 1, up to the personal step. */
async function reachPersonalStep(url: string) {
  const user = userEvent.setup();
  stubFetch(answers());
  renderPage(url);
  await fillAccount(user);
  await screen.findByText('Schritt 2 von 3');
  return user;
}

async function fillAccount(user: UserEvent, email = 'vera@example.com') {
  await user.type(screen.getByLabelText(/^E-Mail/), email);
  await user.type(screen.getByLabelText(/^Passwort(?! wiederholen)/), PASSWORD);
  await user.type(screen.getByLabelText(/^Passwort wiederholen/), PASSWORD);
  await user.click(screen.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }));
  await user.click(screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }));
  await user.click(screen.getByRole('button', { name: 'Weiter' }));
}

async function fillPersonal(user: UserEvent, employment: 'Privat' | 'Über meinen Arbeitgeber') {
  await screen.findByText('Schritt 2 von 3');
  await user.type(screen.getByLabelText(/^Vorname/), 'Vera');
  await user.type(screen.getByLabelText(/^Nachname/), 'Visitor');
  await user.click(screen.getByLabelText(employment));
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

test('step 1 shows each error beside its field and focuses the first one', async () => {
  const user = userEvent.setup();
  stubFetch(answers());
  renderPage();
  expect(screen.getByText('Schritt 1 von 3')).toBeInTheDocument();
  await user.type(screen.getByLabelText(/^Passwort(?! wiederholen)/), 'kurz');
  expect(
    screen.getByText(/^Passwortstärke: schwach. Es fehlt noch: mindestens 8 Zeichen, ein Großbuchstabe/),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Weiter' }));
  const email = screen.getByLabelText(/^E-Mail/);
  await waitFor(() => expect(email).toHaveFocus());
  expect(email).toHaveAccessibleDescription('Bitte füllen Sie dieses Feld aus.');
  expect(screen.getByLabelText(/^Passwort(?! wiederholen)/)).toHaveAccessibleDescription(
    expect.stringContaining('Das Passwort braucht mindestens 8 Zeichen'),
  );
  expect(screen.getAllByText('Bitte stimmen Sie zu.')).toHaveLength(2);
  expect(screen.getByText('Schritt 1 von 3')).toBeInTheDocument();
});

test('an e-mail that has an account shows the notice with the way to the login', async () => {
  const user = userEvent.setup();
  stubFetch(answers({ 'POST officefit/v1/registration/check-email': { exists: true } }));
  const { store } = renderPage();
  await fillAccount(user);
  const notice = await screen.findByTestId('account-exists');
  expect(notice).toHaveTextContent('Für diese E-Mail-Adresse gibt es bereits ein Konto.');
  expect(screen.getByText('Schritt 1 von 3')).toBeInTheDocument();
  await user.click(within(notice).getByRole('button', { name: 'Zur Anmeldung' }));
  expect(store.getState().ui.loginDialogOpen).toBe(true);
});

test('a visitor registers privately with a trial week: back keeps entries, one request, logged in, health profile next', async () => {
  const user = userEvent.setup();
  const seen = stubFetch(answers());
  const headers = recordHeaders();
  const { store } = renderPage();
  await fillAccount(user);
  await fillPersonal(user, 'Privat');
  await user.click(screen.getByRole('button', { name: 'Zurück' }));
  expect(await screen.findByLabelText(/^E-Mail/)).toHaveValue('vera@example.com');
  await user.click(screen.getByRole('button', { name: 'Weiter' }));
  expect(await screen.findByLabelText(/^Vorname/)).toHaveValue('Vera');
  expect(screen.getByLabelText('Privat')).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Weiter' }));

  await screen.findByText('Schritt 3 von 3');
  await user.click(screen.getByRole('button', { name: 'Konto erstellen' }));
  expect(await screen.findByText('Bitte wählen Sie eine Antwort.')).toBeInTheDocument();
  // the first invalid field in reading order gets the focus, also when it is a radio group
  await waitFor(() => expect(screen.getByLabelText('Probewoche')).toHaveFocus());
  await user.click(screen.getByLabelText('Probewoche'));
  await user.click(screen.getByRole('button', { name: 'Konto erstellen' }));

  expect(await screen.findByTestId('location')).toHaveTextContent('/anamnesis');
  const [registration] = callsTo(seen, 'POST', 'officefit/v1/registration');
  expect(registration?.body).toEqual({
    email: 'vera@example.com',
    password: PASSWORD,
    terms: true,
    privacy: true,
    first_name: 'Vera',
    last_name: 'Visitor',
    lang: 'de',
    access: { type: 'trial' },
  });
  const index = seen.findIndex((call) => call.path === 'officefit/v1/registration');
  expect(headers[index]?.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  expect(store.getState().auth).toMatchObject({
    token: 'new-token',
    loggedIn: true,
    email: 'vera@example.com',
  });
});

test('a term chosen on the price list (?term=1m) presets a private purchase of that term and its one interval', async () => {
  const user = await reachPersonalStep('/registration?term=1m');
  expect(screen.getByLabelText('Privat')).toBeChecked();
  await user.type(screen.getByLabelText(/^Vorname/), 'Vera');
  await user.type(screen.getByLabelText(/^Nachname/), 'Visitor');
  await user.click(screen.getByRole('button', { name: 'Weiter' }));
  await screen.findByText('Schritt 3 von 3');
  expect(screen.getByLabelText('Mitgliedschaft kaufen')).toBeChecked();
  expect(await screen.findByLabelText('1 Monat')).toBeChecked();
  expect(screen.getByLabelText('monatlich')).toBeChecked();
});

test('an unknown term in the address presets nothing', async () => {
  await reachPersonalStep('/registration?term=7y');
  expect(screen.getByLabelText('Privat')).not.toBeChecked();
});

test('an employee checks the access code, picks the location and joins the company', async () => {
  const user = userEvent.setup();
  const seen = stubFetch(
    answers({
      'POST officefit/v1/registration/access-code': ({ body }: { body: { code: string } }) =>
        body.code === 'DEMO-GMBH'
          ? {
              company: { id: 1, name: 'Demo GmbH' },
              subcategories: [
                { id: 5, kind: 'location', name: 'Berlin' },
                { id: 6, kind: 'department', name: 'Vertrieb' },
              ],
            }
          : wpError(404, 'access_code_invalid'),
    }),
  );
  renderPage();
  await fillAccount(user);
  await fillPersonal(user, 'Über meinen Arbeitgeber');
  await user.click(screen.getByRole('button', { name: 'Weiter' }));

  const code = await screen.findByLabelText(/^Zugangscode/);
  await user.type(code, 'NOPE');
  await user.click(screen.getByRole('button', { name: 'Code prüfen' }));
  await waitFor(() => expect(code).toHaveAccessibleDescription('Dieser Code ist nicht gültig.'));

  await user.clear(code);
  await user.type(code, 'DEMO-GMBH');
  await user.click(screen.getByRole('button', { name: 'Code prüfen' }));
  expect(await screen.findByTestId('access-company')).toHaveTextContent('Demo GmbH');
  await user.click(screen.getByRole('combobox', { name: /Standort oder Abteilung/ }));
  await user.click(screen.getByRole('option', { name: 'Standort: Berlin' }));
  await user.click(screen.getByRole('button', { name: 'Konto erstellen' }));

  expect(await screen.findByTestId('location')).toHaveTextContent('/anamnesis');
  expect(callsTo(seen, 'POST', 'officefit/v1/registration')[0]?.body).toMatchObject({
    access: { type: 'company', code: 'DEMO-GMBH', subcategory_id: 5 },
  });
});

test('a failed registration shows "Error during registration" and the reason beside the field; a retry keeps the key', async () => {
  const user = userEvent.setup();
  let answer: unknown = wpError(409, 'voucher_used');
  const seen = stubFetch(answers({ 'POST officefit/v1/registration': () => answer }));
  const headers = recordHeaders();
  const { store } = renderPage();
  await fillAccount(user);
  await fillPersonal(user, 'Privat');
  await user.click(screen.getByRole('button', { name: 'Weiter' }));
  await user.click(await screen.findByLabelText('Gutschein einlösen'));
  await user.type(screen.getByLabelText(/^Gutscheincode/), 'fit-12m');
  await user.click(screen.getByRole('button', { name: 'Konto erstellen' }));

  const field = screen.getByLabelText(/^Gutscheincode/);
  await waitFor(() => expect(field).toHaveAccessibleDescription('Dieser Gutschein wurde bereits eingelöst.'));
  expect(field).toHaveFocus();
  expect(store.getState().ui.messages).toEqual([
    expect.objectContaining({ key: 'shop:registration.errors.failed', severity: 'error' }),
  ]);

  answer = wpError(500, 'registration_failed');
  await user.click(screen.getByRole('button', { name: 'Konto erstellen' }));
  await waitFor(() => expect(callsTo(seen, 'POST', 'officefit/v1/registration')).toHaveLength(2));
  const keys = seen
    .map((call, i) => (call.path === 'officefit/v1/registration' ? headers[i]?.get('Idempotency-Key') : null))
    .filter(Boolean);
  expect(keys[0]).toBe(keys[1]);
  expect(callsTo(seen, 'POST', 'officefit/v1/registration')[0]?.body).toMatchObject({
    access: { type: 'voucher', code: 'FIT-12M' },
  });
});

test('a logged-in user already has an account: no stepper, a way to the membership instead', () => {
  stubFetch({});
  renderRoute(<RegistrationPage />, { path: '/registration', url: '/registration' });
  expect(screen.getByTestId('registration-logged-in')).toHaveTextContent('Sie sind bereits angemeldet');
  expect(screen.getByRole('link', { name: 'Zu Ihrer Mitgliedschaft' })).toHaveAttribute('href', '/extend');
  expect(screen.queryByText('Schritt 1 von 3')).not.toBeInTheDocument();
});

test.each([
  [
    'de-DE' as const,
    ['Telefonnummer', 'Vorname', 'Nachname', 'Privat'],
    'Diese Telefonnummer kann es so nicht geben.',
    'Weiter',
    'Schritt 3 von 3',
  ],
  [
    'en-US' as const,
    ['Phone number', 'First name', 'Last name', 'Privately'],
    'This phone number cannot exist as entered.',
    'Next',
    'Step 3 of 3',
  ],
])(
  'step 2 refuses a phone number that cannot exist, as the server does (%s)',
  async (lang, labels, text, next, step3) => {
    const [phoneLabel, first, last, privately] = labels;
    await setLanguage(lang);
    try {
      const user = userEvent.setup();
      stubFetch(answers());
      renderPage();
      await user.type(screen.getByLabelText(/^E-?mail/i), 'vera@example.com');
      await user.type(screen.getByLabelText(/^(Passwort|Password)(?! wiederholen| repeat)/), PASSWORD);
      await user.type(screen.getByLabelText(/^(Passwort wiederholen|Repeat password)/), PASSWORD);
      for (const box of screen.getAllByRole('checkbox')) await user.click(box);
      await user.click(screen.getByRole('button', { name: next }));
      const phone = await screen.findByLabelText(new RegExp(`^${phoneLabel}`));
      await user.type(phone, '+1 555');
      await user.click(screen.getByRole('button', { name: next }));
      await waitFor(() => expect(phone).toHaveAccessibleDescription(expect.stringContaining(text)));
      await user.clear(phone);
      await user.type(phone, '0170 1234567');
      await user.type(screen.getByLabelText(new RegExp(`^${first}`)), 'Vera');
      await user.type(screen.getByLabelText(new RegExp(`^${last}`)), 'Visitor');
      await user.click(screen.getByLabelText(privately!));
      await user.click(screen.getByRole('button', { name: next }));
      expect(await screen.findByText(step3)).toBeInTheDocument();
    } finally {
      await setLanguage('de-DE');
    }
  },
);
