import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, me, stubFetch, type SeenCall } from '../testing/support';
import { COMPANY_PATH, demoCompany, renderCompanyPage } from '../testing/company-page';

// The company editor's single sign-on section (issue 37): administrators set the provider; the client secret is
// write-only (never shown, kept when the field stays empty); customer service only reads.

const PATH = COMPANY_PATH;

const company = demoCompany();

const none = {
  configured: false,
  issuer: null,
  client_id: null,
  client_secret_set: false,
  email_domains: [],
  password_login: true,
};

test('an administrator sets the provider; the secret is sent once and kept afterwards', async () => {
  let stored: Record<string, unknown> = none;
  const seen = stubFetch({
    'GET officefit/v1/me': me(['administrator'], true),
    [`GET ${PATH}`]: company,
    [`GET ${PATH}/sso`]: () => stored,
    [`PUT ${PATH}/sso`]: (call: SeenCall) => {
      const { client_secret: _secret, ...body } = call.body as Record<string, unknown>;
      stored = { ...body, configured: true, client_secret_set: true };
      return stored;
    },
  });
  const user = userEvent.setup();
  renderCompanyPage();

  const form = await screen.findByRole('form', { name: 'Single Sign-on (Firmenkonto)' });
  expect(form).toHaveTextContent('Noch kein Secret gespeichert.');
  await user.type(
    screen.getByRole('textbox', { name: /Issuer-URL/ }),
    'https://login.example.com/tenant/v2.0',
  );
  await user.type(screen.getByRole('textbox', { name: /Client-ID/ }), 'officefit-app');
  await user.type(screen.getByLabelText(/Client-Secret/), 'very-secret');
  await user.type(
    screen.getByRole('textbox', { name: /E-Mail-Domains mit Single Sign-on/ }),
    'Demo.example, demo.de',
  );
  await user.click(screen.getByRole('checkbox', { name: /weiterhin mit Passwort/ }));
  const saveButtons = screen.getAllByRole('button', { name: 'Speichern' });
  await user.click(saveButtons[saveButtons.length - 1]!);

  await waitFor(() =>
    expect(callsTo(seen, 'PUT', `${PATH}/sso`)[0]?.body).toEqual({
      issuer: 'https://login.example.com/tenant/v2.0',
      client_id: 'officefit-app',
      client_secret: 'very-secret',
      email_domains: ['demo.example', 'demo.de'],
      password_login: false,
    }),
  );
  // the stored secret is never shown; saving again without typing one leaves it out
  expect(
    await screen.findByText('Ein Secret ist gespeichert. Leer lassen, um es zu behalten.'),
  ).toBeInTheDocument();
  expect(screen.getByLabelText(/Client-Secret/)).toHaveValue('');
  const again = screen.getAllByRole('button', { name: 'Speichern' });
  await user.click(again[again.length - 1]!);
  await waitFor(() => expect(callsTo(seen, 'PUT', `${PATH}/sso`)).toHaveLength(2));
  expect(callsTo(seen, 'PUT', `${PATH}/sso`)[1]?.body).not.toHaveProperty('client_secret');
});

test('customer service reads the provider without a form', async () => {
  stubFetch({
    'GET officefit/v1/me': me(['customer_service']),
    [`GET ${PATH}`]: company,
    [`GET ${PATH}/sso`]: {
      configured: true,
      issuer: 'https://accounts.google.com',
      client_id: 'abc',
      client_secret_set: true,
      email_domains: ['demo.de'],
      password_login: true,
    },
  });
  renderCompanyPage();
  expect(await screen.findByText('https://accounts.google.com')).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Single Sign-on (Firmenkonto)' })).toBeNull();
  expect(screen.queryByLabelText(/Client-Secret/)).toBeNull();
});
