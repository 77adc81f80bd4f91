import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, membership, overview, renderRoute, stubFetch, wpError } from '../../testing/support';
import TerminationPage from '../termination-page';

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

test('logged in, in the first week: retention, reason with free text, confirmation that it ends at once with the refund, then the result', async () => {
  const user = userEvent.setup();
  const seen = stubFetch({
    'GET officefit/v1/membership': overview({
      refund_if_cancelled_cents: 1990,
      cancel_ends_immediately: true,
    }),
    'POST officefit/v1/membership/cancel': {
      membership: membership({ state: 'cancelled' }),
      refund_cents: 1990,
      ended_immediately: true,
    },
  });
  renderRoute(<TerminationPage />, { path: '/termination', url: '/termination' });
  expect(await screen.findByText('Schritt 1 von 3')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Mitgliedschaft behalten' })).toHaveAttribute('href', '/home');
  await user.click(screen.getByRole('button', { name: 'Weiter zur Kündigung' }));

  expect(screen.getByText('Schritt 2 von 3')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Weiter' }));
  expect(await screen.findByText('Bitte wählen Sie eine Antwort.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('Zu teuer')).toHaveFocus());
  await user.click(screen.getByLabelText('Keine Zeit'));
  await user.type(screen.getByLabelText(/Möchten Sie uns noch etwas mitteilen/), 'Zu viele Termine');
  await user.click(screen.getByRole('button', { name: 'Weiter' }));

  expect(await screen.findByText('Schritt 3 von 3')).toBeInTheDocument();
  // the first week's cancellation ends the membership at once: no "until then"
  expect(screen.getByTestId('termination-summary')).toHaveTextContent('endet Ihre Mitgliedschaft sofort');
  expect(screen.getByTestId('termination-summary')).not.toHaveTextContent('Bis dahin');
  expect(screen.getByText(/erstatten wir Ihnen 19,90/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Zurück' }));
  expect(screen.getByLabelText('Keine Zeit')).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Weiter' }));
  await user.click(await screen.findByRole('button', { name: 'Jetzt kündigen' }));

  const done = await screen.findByTestId('termination-done');
  expect(done).toHaveTextContent('Ihre Mitgliedschaft ist beendet.');
  expect(done).toHaveTextContent('19,90');
  expect(callsTo(seen, 'POST', 'officefit/v1/membership/cancel')[0]?.body).toEqual({
    reason: 'no_time',
    text: 'Zu viele Termine',
  });
});

test('logged in after the first week: it runs to its end date, on the confirmation and on the result alike', async () => {
  const user = userEvent.setup();
  stubFetch({
    'GET officefit/v1/membership': overview(),
    'POST officefit/v1/membership/cancel': {
      membership: membership({ state: 'cancelled' }),
      refund_cents: 0,
      ended_immediately: false,
    },
  });
  renderRoute(<TerminationPage />, { path: '/termination', url: '/termination' });
  await user.click(await screen.findByRole('button', { name: 'Weiter zur Kündigung' }));
  await user.click(screen.getByLabelText('Keine Zeit'));
  await user.click(screen.getByRole('button', { name: 'Weiter' }));
  expect(await screen.findByTestId('termination-summary')).toHaveTextContent(
    'endet zum 1. Dezember 2026. Bis dahin',
  );
  expect(screen.queryByText(/erstatten wir/)).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Jetzt kündigen' }));
  expect(await screen.findByTestId('termination-done')).toHaveTextContent('endet zum 1. Dezember 2026');
});

test('logged in without a cancellable membership: says so instead of the steps', async () => {
  stubFetch({ 'GET officefit/v1/membership': overview({ can_cancel: false }) });
  renderRoute(<TerminationPage />, { path: '/termination', url: '/termination' });
  expect(await screen.findByTestId('termination-not-possible')).toBeInTheDocument();
  expect(screen.queryByText('Schritt 1 von 3')).not.toBeInTheDocument();
});

test('logged out: e-mail and contract data, then the same neutral answer', async () => {
  const user = userEvent.setup();
  const seen = stubFetch({ 'POST officefit/v1/membership/cancel-without-login': { received: true } });
  renderRoute(<TerminationPage />, { path: '/termination', url: '/termination', loggedIn: false });
  const form = screen.getByRole('form', { name: 'Kündigung ohne Anmeldung' });
  await user.type(within(form).getByLabelText(/^E-Mail-Adresse Ihres Kontos/), 'vera@example.com');
  await user.type(within(form).getByLabelText(/^Vorname/), 'Vera');
  await user.type(within(form).getByLabelText(/^Nachname/), 'Visitor');
  await user.click(within(form).getByRole('button', { name: 'Jetzt kündigen' }));
  expect(await within(form).findByText('Bitte geben Sie die Vertragsdaten an.')).toBeInTheDocument();
  expect(callsTo(seen, 'POST', 'officefit/v1/membership/cancel-without-login')).toEqual([]);

  await user.type(within(form).getByLabelText(/^Vertragsnummer/), 'of-2026-0003');
  await user.click(within(form).getByRole('button', { name: 'Jetzt kündigen' }));
  const received = await screen.findByTestId('termination-received');
  expect(received).toHaveTextContent(
    'Wenn die Angaben zu einem Vertrag passen, erhalten Sie umgehend eine Eingangsbestätigung mit einem Link per E-Mail. Ihre Kündigung wird wirksam, sobald Sie sie über diesen Link bestätigen.',
  );
  // the answer replaces the long form and takes the focus, so screen readers read it at once
  await waitFor(() => expect(received.closest('[tabindex="-1"]')).toHaveFocus());
  expect(callsTo(seen, 'POST', 'officefit/v1/membership/cancel-without-login')[0]?.body).toEqual({
    email: 'vera@example.com',
    first_name: 'Vera',
    last_name: 'Visitor',
    contract_reference: 'OF-2026-0003',
  });
});

/** The page opened from the confirmation mail's link (`?key=`), the server answering the confirmation with `answer`. */
function openMailedLink(key: string, answer: unknown, loggedIn = false) {
  const seen = stubFetch({ 'POST officefit/v1/membership/cancel-without-login/confirm': answer });
  renderRoute(<TerminationPage />, { path: '/termination', url: `/termination?key=${key}`, loggedIn });
  return seen;
}

test('the mailed link: nothing is sent until the visitor confirms, then the end date shows', async () => {
  const user = userEvent.setup();
  const seen = openMailedLink('k3y', {
    membership: membership({ state: 'cancelled' }),
    refund_cents: 0,
    ended_immediately: false,
  });
  expect(screen.getByRole('heading', { name: 'Kündigung bestätigen' })).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Kündigung ohne Anmeldung' })).not.toBeInTheDocument();
  expect(callsTo(seen, 'POST', 'officefit/v1/membership/cancel-without-login/confirm')).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Kündigung jetzt bestätigen' }));
  expect(await screen.findByTestId('termination-done')).toHaveTextContent('endet zum 1. Dezember 2026');
  expect(callsTo(seen, 'POST', 'officefit/v1/membership/cancel-without-login/confirm')[0]?.body).toEqual({
    key: 'k3y',
  });
});

test('the mailed link, used or expired: says so and leads back to the form', async () => {
  const user = userEvent.setup();
  openMailedLink('old', wpError(400, 'cancellation_link_invalid'));
  await user.click(screen.getByRole('button', { name: 'Kündigung jetzt bestätigen' }));
  const failed = await screen.findByTestId('termination-confirm-failed');
  expect(failed).toHaveTextContent('Dieser Link ist ungültig.');
  expect(within(failed).getByRole('link', { name: 'Kündigung erneut senden' })).toHaveAttribute(
    'href',
    '/termination',
  );
});

test('the mailed link when the membership was cancelled meanwhile', async () => {
  const user = userEvent.setup();
  openMailedLink('k', wpError(409, 'membership_not_cancellable'), true);
  await user.click(screen.getByRole('button', { name: 'Kündigung jetzt bestätigen' }));
  expect(await screen.findByTestId('termination-confirm-failed')).toHaveTextContent(
    'Es gibt nichts mehr zu kündigen.',
  );
});

test('the birthdate of a visitor is picked within 100 years back up to yesterday in Berlin (spec §9)', () => {
  // 23:30 UTC on 27 November is already 28 November in Berlin, the date a visitor's forms use
  jest.useFakeTimers({
    now: new Date('2026-11-27T23:30:00Z'),
    doNotFake: ['setTimeout', 'clearTimeout', 'queueMicrotask', 'nextTick'],
  });
  try {
    stubFetch({});
    renderRoute(<TerminationPage />, { path: '/termination', url: '/termination', loggedIn: false });
    const birthdate = within(screen.getByRole('form', { name: 'Kündigung ohne Anmeldung' })).getByLabelText(
      /^Geburtsdatum/,
    );
    expect(birthdate).toHaveAttribute('min', '1926-01-01');
    expect(birthdate).toHaveAttribute('max', '2026-11-27');
  } finally {
    jest.useRealTimers();
  }
});
