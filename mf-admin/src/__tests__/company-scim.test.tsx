import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, me, stubFetch } from '../testing/support';
import { COMPANY_PATH, demoCompany, renderCompanyPage } from '../testing/company-page';

// The company screen's SCIM section (issue 37): a token is shown once with a copy button after it is created, the
// list shows each token's ending and dates, and revoking asks first.

const PATH = COMPANY_PATH;
const TOKENS = `${PATH}/scim-tokens`;
const TOKEN = `ofscim_${'a'.repeat(39)}WXYZ`;

const company = demoCompany();

const listed = {
  id: 3,
  hint: 'WXYZ',
  created_at: '2026-02-01T09:00:00Z',
  created_by: 'admin@example.com',
  last_used_at: null,
  revoked_at: null,
};

test('an administrator creates a token, sees it once with a copy button, and revokes it after confirming', async () => {
  let tokens: object[] = [];
  const seen = stubFetch({
    'GET officefit/v1/me': me(['administrator'], true),
    [`GET ${PATH}`]: company,
    [`GET ${TOKENS}`]: () => tokens,
    [`POST ${TOKENS}`]: () => {
      tokens = [listed];
      return { ...listed, token: TOKEN, scim_url: 'https://officefit.example/scim/v2' };
    },
    [`DELETE ${TOKENS}/3`]: () => {
      tokens = [{ ...listed, revoked_at: '2026-02-02T09:00:00Z' }];
      return { revoked: true };
    },
  });
  const user = userEvent.setup();
  renderCompanyPage();

  expect(await screen.findByText(/Noch kein SCIM-Token/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'SCIM-Token erstellen' }));
  const field = await screen.findByRole('textbox', { name: 'Token (geheim)' });
  expect(field).toHaveValue(TOKEN);
  expect(screen.getByRole('textbox', { name: 'SCIM-URL (Tenant-URL)' })).toHaveValue(
    'https://officefit.example/scim/v2',
  );
  await user.click(screen.getByRole('button', { name: 'Token (geheim) kopieren' }));
  // user-event puts a clipboard of its own on the page: what the button wrote is there
  expect(await navigator.clipboard.readText()).toBe(TOKEN);
  expect(await screen.findByRole('button', { name: 'Token (geheim) kopiert' })).toHaveTextContent('Kopiert');

  const row = await screen.findByTestId('scim-token-row');
  expect(row).toHaveTextContent('…WXYZ');
  expect(row).toHaveTextContent('Aktiv');
  // the list never carries the token itself
  expect(row).not.toHaveTextContent(TOKEN);

  await user.click(within(row).getByRole('button', { name: 'Widerrufen' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'SCIM-Token widerrufen?' });
  expect(callsTo(seen, 'DELETE', `${TOKENS}/3`)).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: 'Widerrufen' }));
  await waitFor(() => expect(callsTo(seen, 'DELETE', `${TOKENS}/3`)).toHaveLength(1));
  expect(
    await within(await screen.findByTestId('scim-token-row')).findByText('Widerrufen'),
  ).toBeInTheDocument();
});

test('cancelling the confirmation revokes nothing; staff without companies.write see the list only', async () => {
  const seen = stubFetch({
    'GET officefit/v1/me': me(['customer_service'], false),
    [`GET ${PATH}`]: company,
    [`GET ${TOKENS}`]: [listed],
  });
  renderCompanyPage();
  const row = await screen.findByTestId('scim-token-row');
  expect(row).toHaveTextContent('…WXYZ');
  expect(within(row).queryByRole('button', { name: 'Widerrufen' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'SCIM-Token erstellen' })).toBeNull();
  expect(callsTo(seen, 'POST', TOKENS)).toHaveLength(0);
});

test('revoking asks first; cancel leaves the token live', async () => {
  const seen = stubFetch({
    'GET officefit/v1/me': me(['administrator'], true),
    [`GET ${PATH}`]: company,
    [`GET ${TOKENS}`]: [listed],
  });
  const user = userEvent.setup();
  renderCompanyPage();
  const row = await screen.findByTestId('scim-token-row');
  await user.click(within(row).getByRole('button', { name: 'Widerrufen' }));
  const dialog = await screen.findByRole('alertdialog');
  await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(callsTo(seen, 'DELETE', `${TOKENS}/3`)).toHaveLength(0);
});
