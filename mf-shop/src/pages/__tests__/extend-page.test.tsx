import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@officefit/i18n';
import {
  callsTo,
  membership,
  offers,
  overview,
  recordHeaders,
  renderRoute,
  Reply,
  stubFetch,
  wpError,
} from '../../testing/support';
import ExtendPage from '../extend-page';

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

const extended = membership({
  id: 9,
  contract_reference: 'OF-2026-0009',
  state: 'awaiting_payment',
  ends_at: '2027-12-01T00:00:00.000Z',
  duration: '12m',
});

test('the overview shows the membership, its end date, a pending extension and the history', async () => {
  stubFetch({
    'GET officefit/v1/membership': overview({ pending: extended }),
    'GET officefit/v1/membership/offers': offers,
  });
  renderRoute(<ExtendPage />, { path: '/extend', url: '/extend' });
  expect(await screen.findByText('1. Dezember 2026')).toBeInTheDocument();
  expect(screen.getByText('OF-2026-0003')).toBeInTheDocument();
  expect(screen.getByText(/wartet auf den Zahlungseingang/)).toBeInTheDocument();
  expect(screen.getByText(/Registrierung/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Mitgliedschaft kündigen' })).toHaveAttribute(
    'href',
    '/termination',
  );
  // one extension at a time: no second form while one waits
  expect(screen.getByText(/Eine Verlängerung ist bereits gebucht/)).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Mitgliedschaft verlängern' })).not.toBeInTheDocument();
});

test('a SEPA membership shows its mandate reference and date, in German and English (#36)', async () => {
  stubFetch({
    'GET officefit/v1/membership': overview({
      current: membership({
        payment: {
          type: 'sepa',
          iban_masked: '**** **** **** **** **30 00',
          account_owner: 'Vera Visitor',
          mandate_reference: 'OFM-0123456789ABCDEF',
          mandate_date: '2026-11-01',
        },
      }),
    }),
    'GET officefit/v1/membership/offers': offers,
  });
  renderRoute(<ExtendPage />, { path: '/extend', url: '/extend' });
  expect(await screen.findByTestId('mandate-reference')).toHaveTextContent('OFM-0123456789ABCDEF');
  expect(screen.getByText('SEPA-Mandatsreferenz')).toBeInTheDocument();
  expect(screen.getByText('1. November 2026')).toBeInTheDocument();
  await setLanguage('en-US');
  expect(await screen.findByText('SEPA mandate reference')).toBeInTheDocument();
  expect(screen.getByText('Mandate signed on')).toBeInTheDocument();
  await setLanguage('de-DE');
});

test('an invoice membership shows no mandate', async () => {
  stubFetch({
    'GET officefit/v1/membership': overview({ current: membership({ payment_type: 'invoice' }) }),
    'GET officefit/v1/membership/offers': offers,
  });
  renderRoute(<ExtendPage />, { path: '/extend', url: '/extend' });
  expect(await screen.findByText('OF-2026-0003')).toBeInTheDocument();
  expect(screen.queryByTestId('mandate-reference')).not.toBeInTheDocument();
});

test('paid by invoice: "invoice due by" with the local date while it runs, "paused" once dunning paused it (de, en; #36)', async () => {
  // noon UTC: the same calendar day in every time zone the tests run in
  const due = '2026-12-15T12:00:00.000Z';
  stubFetch({
    'GET officefit/v1/membership': overview({
      current: membership({ payment_type: 'invoice', invoice_due_at: due }),
    }),
    'GET officefit/v1/membership/offers': offers,
  });
  const { unmount } = renderRoute(<ExtendPage />, { path: '/extend', url: '/extend' });
  expect(await screen.findByTestId('invoice-notice')).toHaveTextContent(
    /^Rechnung offen bis 15\. Dezember 2026\./,
  );
  await setLanguage('en-US');
  expect(await screen.findByText(/^Invoice due by December 15, 2026\./)).toBeInTheDocument();
  await setLanguage('de-DE');
  unmount();

  stubFetch({
    'GET officefit/v1/membership': overview({
      current: membership({ state: 'expired' }),
      pending: membership({
        id: 12,
        payment_type: 'invoice',
        state: 'awaiting_payment',
        invoice_due_at: due,
      }),
    }),
    'GET officefit/v1/membership/offers': offers,
  });
  renderRoute(<ExtendPage />, { path: '/extend', url: '/extend' });
  expect(await screen.findByTestId('invoice-notice')).toHaveTextContent(
    'Rechnung seit 15. Dezember 2026 fällig: Ihre Mitgliedschaft ist pausiert',
  );
  expect(screen.queryByText(/wartet auf den Zahlungseingang/)).not.toBeInTheDocument();
});

test('a company membership is extended by the employer, so no form is offered', async () => {
  stubFetch({
    'GET officefit/v1/membership': overview({
      current: membership({ kind: 'company', ends_at: null, payment_type: 'company', price_cents: 0 }),
      can_cancel: false,
    }),
    'GET officefit/v1/membership/offers': offers,
  });
  renderRoute(<ExtendPage />, { path: '/extend', url: '/extend' });
  expect(await screen.findByText(/über Ihren Arbeitgeber und wird von ihm verlängert/)).toBeInTheDocument();
  expect(screen.getByText('unbefristet')).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Mitgliedschaft verlängern' })).not.toBeInTheDocument();
});

test('a visitor is asked to log in', async () => {
  stubFetch({});
  const user = userEvent.setup();
  const { store } = renderRoute(<ExtendPage />, { path: '/extend', url: '/extend', loggedIn: false });
  await user.click(screen.getByRole('button', { name: 'Anmelden' }));
  expect(store.getState().ui).toMatchObject({ loginDialogOpen: true, afterLoginPath: '/extend' });
});

test('extending: choose a duration with its price, pay by SEPA, confirm, and the success explains the payment wait', async () => {
  const user = userEvent.setup();
  const seen = stubFetch({
    'GET officefit/v1/membership': overview(),
    'GET officefit/v1/membership/offers': offers,
    'POST officefit/v1/membership/extend': new Reply(201, { membership: extended }),
  });
  const headers = recordHeaders();
  renderRoute(<ExtendPage />, { path: '/extend', url: '/extend' });
  const form = await screen.findByRole('form', { name: 'Mitgliedschaft verlängern' });
  expect(await within(form).findByText('179,00 € inkl. 19 % MwSt.')).toBeInTheDocument();

  await user.click(within(form).getByRole('button', { name: 'Weiter zur Bestätigung' }));
  expect(await within(form).findAllByText('Bitte wählen Sie eine Antwort.')).not.toHaveLength(0);
  await waitFor(() => expect(within(form).getByLabelText('1 Monat')).toHaveFocus());

  await user.click(within(form).getByLabelText('12 Monate'));
  await user.click(within(form).getByLabelText('jährlich'));
  await user.click(within(form).getByLabelText('SEPA-Lastschrift'));
  await user.type(within(form).getByLabelText(/^IBAN/), 'DE89 3704 0044 0532 0130 00');
  await user.type(within(form).getByLabelText(/^Kontoinhaber/), 'Dana Demo');
  await user.click(within(form).getByRole('button', { name: 'Weiter zur Bestätigung' }));
  expect(await within(form).findByText('Bitte erteilen Sie das SEPA-Lastschriftmandat.')).toBeInTheDocument();
  await user.click(within(form).getByRole('checkbox', { name: /SEPA-Lastschriftmandat/ }));
  await user.click(within(form).getByRole('button', { name: 'Weiter zur Bestätigung' }));

  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('12 Monate für 179,00 €, Zahlung jährlich per SEPA-Lastschrift.');
  await user.click(within(dialog).getByRole('button', { name: 'Zahlungspflichtig verlängern' }));

  expect(await screen.findByTestId('extend-success')).toHaveTextContent(
    'sobald Ihre Zahlung bei uns eingegangen ist',
  );
  // the result replaced the long form: it has the focus, so it is read (and shown) next
  await waitFor(() => expect(screen.getByTestId('extend-success')).toHaveFocus());
  const [call] = callsTo(seen, 'POST', 'officefit/v1/membership/extend');
  expect(call?.body).toEqual({
    duration: '12m',
    billing_interval: 'yearly',
    payment: { type: 'sepa', iban: 'DE89370400440532013000', account_owner: 'Dana Demo' },
  });
  const index = seen.indexOf(call!);
  expect(headers[index]?.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
});

test('a failed extension shows the cancelled result; "try again" resends the same attempt with the same key', async () => {
  const user = userEvent.setup();
  let answer: unknown = wpError(500, 'internal_error');
  const seen = stubFetch({
    'GET officefit/v1/membership': overview(),
    'GET officefit/v1/membership/offers': offers,
    'POST officefit/v1/membership/extend': () => answer,
  });
  const headers = recordHeaders();
  renderRoute(<ExtendPage />, { path: '/extend', url: '/extend' });
  const form = await screen.findByRole('form', { name: 'Mitgliedschaft verlängern' });
  await user.click(await within(form).findByLabelText('1 Monat'));
  await user.click(within(form).getByLabelText('Rechnung'));
  expect(within(form).getByLabelText('monatlich')).toBeChecked();
  await user.click(within(form).getByRole('button', { name: 'Weiter zur Bestätigung' }));
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Zahlungspflichtig verlängern' }),
  );

  const cancelled = await screen.findByTestId('extend-cancelled');
  answer = new Reply(201, { membership: extended });
  await user.click(within(cancelled).getByRole('button', { name: 'Erneut versuchen' }));
  expect(await screen.findByTestId('extend-success')).toBeInTheDocument();

  const calls = callsTo(seen, 'POST', 'officefit/v1/membership/extend');
  expect(calls).toHaveLength(2);
  const keys = calls.map((call) => headers[seen.indexOf(call)]?.get('Idempotency-Key'));
  await waitFor(() => expect(keys[0]).toBe(keys[1]));
  expect(calls[1]?.body).toEqual({
    duration: '1m',
    billing_interval: 'monthly',
    payment: { type: 'invoice' },
  });
});

test.each([
  [
    'de-DE' as const,
    [
      'Mitgliedschaft verlängern',
      '12 Monate',
      'jährlich',
      'SEPA-Lastschrift',
      'Kontoinhaber',
      'Weiter zur Bestätigung',
      'SEPA-Lastschriftmandat',
    ],
    'Bitte geben Sie eine gültige BIC ein',
  ],
  [
    'en-US' as const,
    [
      'Extend membership',
      '12 months',
      'yearly',
      'SEPA direct debit',
      'Account holder',
      'Continue to confirmation',
      'SEPA direct debit mandate',
    ],
    'Please enter a valid BIC',
  ],
])(
  'the optional BIC is checked by the contract rule and sent in capitals without spaces (#36, %s)',
  async (lang, labels, bicError) => {
    const [formName, months, yearly, sepa, owner, submit, mandate] = labels as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    await setLanguage(lang);
    try {
      const user = userEvent.setup();
      const seen = stubFetch({
        'GET officefit/v1/membership': overview(),
        'GET officefit/v1/membership/offers': offers,
        'POST officefit/v1/membership/extend': new Reply(201, { membership: extended }),
      });
      const view = renderRoute(<ExtendPage />, { path: '/extend', url: '/extend' });
      const form = await screen.findByRole('form', { name: formName });
      await user.click(within(form).getByLabelText(months));
      await user.click(within(form).getByLabelText(yearly));
      await user.click(within(form).getByLabelText(sepa));
      await user.type(within(form).getByLabelText(/^IBAN/), 'DE89 3704 0044 0532 0130 00');
      await user.type(within(form).getByLabelText(new RegExp(`^${owner}`)), 'Dana Demo');
      await user.click(within(form).getByRole('checkbox', { name: new RegExp(mandate) }));
      const bic = within(form).getByLabelText(/^BIC/);
      await user.type(bic, 'COBA');
      await user.click(within(form).getByRole('button', { name: submit }));
      await waitFor(() => expect(bic).toHaveAccessibleDescription(expect.stringContaining(bicError)));
      await user.clear(bic);
      await user.type(bic, 'coba de ff xxx');
      await user.click(within(form).getByRole('button', { name: submit }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getAllByRole('button').at(-1)!);
      await screen.findByTestId('extend-success');
      expect(callsTo(seen, 'POST', 'officefit/v1/membership/extend')[0]?.body).toMatchObject({
        payment: {
          type: 'sepa',
          iban: 'DE89370400440532013000',
          account_owner: 'Dana Demo',
          bic: 'COBADEFFXXX',
        },
      });
      view.unmount();
    } finally {
      await setLanguage('de-DE');
    }
  },
);
