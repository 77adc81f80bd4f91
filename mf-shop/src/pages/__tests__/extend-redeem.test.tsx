// /extend's code form (issue 36): someone signed in redeems a voucher or an employer's access code.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@officefit/i18n';
import {
  callsTo,
  membership,
  offers,
  overview,
  renderRoute,
  Reply,
  stubFetch,
  wpError,
} from '../../testing/support';
import ExtendPage from '../extend-page';

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

const voucherTerm = membership({
  id: 12,
  kind: 'voucher',
  payment_type: 'voucher',
  price_cents: 0,
  duration: '3m',
  starts_at: '2026-12-06T10:00:00.000Z',
  ends_at: '2027-03-06T10:00:00.000Z',
});

test('a guest redeems a voucher: the code is sent in capitals and the term shows with its end', async () => {
  const user = userEvent.setup();
  const seen = stubFetch({
    'GET officefit/v1/membership': overview({ current: null, can_cancel: false, history: [] }),
    'GET officefit/v1/membership/offers': offers,
    'POST officefit/v1/membership/redeem': new Reply(201, { membership: voucherTerm }),
  });
  renderRoute(<ExtendPage />, { path: '/extend', url: '/extend' });
  expect(
    await screen.findByRole('heading', { name: 'Gutschein oder Zugangscode einlösen' }),
  ).toBeInTheDocument();
  const form = screen.getByRole('form', { name: 'Code einlösen' });
  await user.type(within(form).getByLabelText(/^Gutschein- oder Zugangscode/), ' fit-k7qm-3xpa-w9rd ');
  await user.click(within(form).getByRole('button', { name: 'Code einlösen' }));
  expect(await screen.findByTestId('redeem-success')).toHaveTextContent(
    'Ihre Mitgliedschaft ist aktiv und läuft bis zum 6. März 2027.',
  );
  expect(callsTo(seen, 'POST', 'officefit/v1/membership/redeem').map((call) => call.body)).toEqual([
    { code: 'FIT-K7QM-3XPA-W9RD' },
  ]);
});

test('a refused code shows its reason at the field, and an empty one is not sent', async () => {
  const user = userEvent.setup();
  const seen = stubFetch({
    'GET officefit/v1/membership': overview(),
    'GET officefit/v1/membership/offers': offers,
    'POST officefit/v1/membership/redeem': wpError(409, 'voucher_used'),
  });
  renderRoute(<ExtendPage />, { path: '/extend', url: '/extend' });
  const form = await screen.findByRole('form', { name: 'Code einlösen' });
  await user.click(within(form).getByRole('button', { name: 'Code einlösen' }));
  await waitFor(() =>
    expect(within(form).getByLabelText(/^Gutschein- oder Zugangscode/)).toHaveAttribute(
      'aria-invalid',
      'true',
    ),
  );
  expect(callsTo(seen, 'POST', 'officefit/v1/membership/redeem')).toHaveLength(0);
  await user.type(within(form).getByLabelText(/^Gutschein- oder Zugangscode/), 'ONCE-ONLY');
  await user.click(within(form).getByRole('button', { name: 'Code einlösen' }));
  expect(await within(form).findByText('Dieser Gutschein wurde bereits eingelöst.')).toBeInTheDocument();
  expect(screen.queryByTestId('redeem-success')).not.toBeInTheDocument();
});

test('a company that admits only its own addresses: the code field says so (spec §5)', async () => {
  const user = userEvent.setup();
  stubFetch({
    'GET officefit/v1/membership': overview(),
    'GET officefit/v1/membership/offers': offers,
    'POST officefit/v1/membership/redeem': wpError(400, 'email_not_company'),
  });
  renderRoute(<ExtendPage />, { path: '/extend', url: '/extend' });
  const form = await screen.findByRole('form', { name: 'Code einlösen' });
  await user.type(within(form).getByLabelText(/^Gutschein- oder Zugangscode/), 'NURFIRMA');
  await user.click(within(form).getByRole('button', { name: 'Code einlösen' }));
  expect(
    await within(form).findByText('Dieser Code gilt nur mit einer E-Mail-Adresse Ihres Unternehmens.'),
  ).toBeInTheDocument();
});

test('in English: a voucher after the running term, an access code of the employer', async () => {
  await setLanguage('en-US');
  try {
    const user = userEvent.setup();
    let answer: unknown = new Reply(201, {
      membership: { ...voucherTerm, state: 'extension', starts_at: '2026-12-01T00:00:00.000Z' },
    });
    stubFetch({
      'GET officefit/v1/membership': overview(),
      'GET officefit/v1/membership/offers': offers,
      'POST officefit/v1/membership/redeem': () => answer,
    });
    const view = renderRoute(<ExtendPage />, { path: '/extend', url: '/extend' });
    const form = await screen.findByRole('form', { name: 'Redeem a code' });
    await user.type(within(form).getByLabelText(/^Voucher or access code/), 'FIT-K7QM-3XPA-W9RD');
    await user.click(within(form).getByRole('button', { name: 'Redeem code' }));
    expect(await screen.findByTestId('redeem-success')).toHaveTextContent(
      /follows your running membership and starts on/,
    );
    view.unmount();

    answer = new Reply(201, {
      membership: membership({ kind: 'company', ends_at: null, company: { id: 1, name: 'Demo GmbH' } }),
    });
    renderRoute(<ExtendPage />, { path: '/extend', url: '/extend' });
    const again = await screen.findByRole('form', { name: 'Redeem a code' });
    await user.type(within(again).getByLabelText(/^Voucher or access code/), 'DEMO-GMBH');
    await user.click(within(again).getByRole('button', { name: 'Redeem code' }));
    expect(await screen.findByTestId('redeem-success')).toHaveTextContent(
      'You are now a member through Demo GmbH.',
    );
  } finally {
    await setLanguage('de-DE');
  }
});

const demo = {
  company: { id: 1, name: 'Demo GmbH' },
  subcategories: [
    { id: 3, kind: 'location', name: 'Berlin' },
    { id: 4, kind: 'department', name: 'Vertrieb' },
  ],
};

test('a company code of a company with places: the form asks for the location and sends it (#36)', async () => {
  const user = userEvent.setup();
  const seen = stubFetch({
    'GET officefit/v1/membership': overview({ current: null, can_cancel: false, history: [] }),
    'GET officefit/v1/membership/offers': offers,
    'POST officefit/v1/registration/access-code': demo,
    'POST officefit/v1/membership/redeem': ({ body }: { body: { subcategory_id?: number } }) =>
      body.subcategory_id === undefined
        ? wpError(400, 'subcategory_required')
        : new Reply(201, {
            membership: membership({ kind: 'company', ends_at: null, company: { id: 1, name: 'Demo GmbH' } }),
          }),
  });
  renderRoute(<ExtendPage />, { path: '/extend', url: '/extend' });
  const form = await screen.findByRole('form', { name: 'Code einlösen' });
  await user.type(within(form).getByLabelText(/^Gutschein- oder Zugangscode/), 'demo-gmbh');
  await user.click(within(form).getByRole('button', { name: 'Code einlösen' }));
  expect(await within(form).findByTestId('redeem-company')).toHaveTextContent('Demo GmbH');
  expect(
    await within(form).findByText('Bitte wählen Sie Ihren Standort oder Ihre Abteilung.'),
  ).toBeInTheDocument();
  await user.click(within(form).getByRole('combobox', { name: /Standort oder Abteilung/ }));
  await user.click(screen.getByRole('option', { name: 'Abteilung: Vertrieb' }));
  await user.click(within(form).getByRole('button', { name: 'Code einlösen' }));
  expect(await screen.findByTestId('redeem-success')).toHaveTextContent(
    'Sie sind jetzt über Demo GmbH Mitglied.',
  );
  expect(callsTo(seen, 'POST', 'officefit/v1/membership/redeem').map((call) => call.body)).toEqual([
    { code: 'DEMO-GMBH' },
    { code: 'DEMO-GMBH', subcategory_id: 4 },
  ]);
  expect(callsTo(seen, 'POST', 'officefit/v1/registration/access-code')).toHaveLength(1);
});

test('in English: a refused place stands at the select, a running paid term at the code (#36)', async () => {
  await setLanguage('en-US');
  try {
    const user = userEvent.setup();
    let answer: unknown = wpError(400, 'subcategory_required');
    stubFetch({
      'GET officefit/v1/membership': overview(),
      'GET officefit/v1/membership/offers': offers,
      'POST officefit/v1/registration/access-code': { ...demo, subcategories: [demo.subcategories[0]] },
      'POST officefit/v1/membership/redeem': () => answer,
    });
    const view = renderRoute(<ExtendPage />, { path: '/extend', url: '/extend' });
    const form = await screen.findByRole('form', { name: 'Redeem a code' });
    await user.type(within(form).getByLabelText(/^Voucher or access code/), 'DEMO-GMBH');
    await user.click(within(form).getByRole('button', { name: 'Redeem code' }));
    // a single place is chosen already
    expect(await within(form).findByRole('combobox', { name: /Location or department/ })).toHaveTextContent(
      'Location: Berlin',
    );
    answer = wpError(400, 'subcategory_invalid');
    await user.click(within(form).getByRole('button', { name: 'Redeem code' }));
    expect(
      await within(form).findByText('This location or department does not belong to your company.'),
    ).toBeInTheDocument();
    answer = wpError(409, 'paid_membership_running');
    await user.click(within(form).getByRole('button', { name: 'Redeem code' }));
    expect(await within(form).findByText(/Your paid membership is still running/)).toBeInTheDocument();
    expect(screen.queryByTestId('redeem-success')).not.toBeInTheDocument();
    view.unmount();
  } finally {
    await setLanguage('de-DE');
  }
});
