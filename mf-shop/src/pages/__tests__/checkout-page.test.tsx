import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  callsTo,
  me,
  recordHeaders,
  renderRoute,
  Reply,
  stubFetch,
  wpError,
  type SeenCall,
} from '../../testing/support';
import { cart, danaAddress, order, pointsOnlyCart } from '../../testing/shop-data';
import CheckoutPage from '../checkout-page';

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

const dana = me({ first_name: 'Dana', last_name: 'Demo', meta: { ...me().meta, fitness_points: 1200 } });

function render(routes: Record<string, unknown> = {}) {
  const seen = stubFetch({
    'GET officefit/v1/shop/cart': cart(),
    'GET officefit/v1/me': dana,
    ...routes,
  });
  const headers = recordHeaders();
  const view = renderRoute(<CheckoutPage />, { path: '/mybonuses/checkout', url: '/mybonuses/checkout' });
  return { seen, headers, ...view };
}

const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

async function fillDelivery(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  const delivery = within(form).getByRole('group', { name: 'Lieferadresse' });
  // pasted rather than typed key by key: the form is long and a busy machine slow
  const fill = async (label: RegExp, value: string) => {
    await user.click(within(delivery).getByLabelText(label));
    await user.paste(value);
  };
  await fill(/^Straße und Hausnummer/, danaAddress.street);
  await fill(/^PLZ/, danaAddress.postal_code);
  await fill(/^Ort/, danaAddress.city);
}

describe('coupon states', () => {
  test('a valid code shows its discount in the price breakdown and goes with the order', async () => {
    const user = userEvent.setup();
    const { seen } = render({
      'POST officefit/v1/shop/coupon': { state: 'valid', code: 'WILLKOMMEN10', kind: 'percent', value: 10 },
      'POST officefit/v1/shop/checkout': new Reply(201, { order: order(), balance: 600 }),
    });
    await user.type(await screen.findByLabelText('Gutscheincode'), 'willkommen10');
    await user.click(screen.getByRole('button', { name: 'Einlösen' }));
    expect(await screen.findByTestId('coupon-valid')).toHaveTextContent(
      'Gutschein WILLKOMMEN10 eingelöst: 10 % Rabatt auf die Prämien.',
    );
    expect(callsTo(seen, 'POST', 'officefit/v1/shop/coupon')[0]?.body).toEqual({ code: 'willkommen10' });
    expect(text(screen.getByTestId('summary-discount'))).toBe('-2,49 €');
    expect(text(screen.getByTestId('summary-total'))).toBe('28,01 €');

    const form = screen.getByRole('form', { name: 'Bestellung abschließen' });
    await fillDelivery(user, form);
    await user.click(within(form).getByLabelText('Rechnung'));
    await user.click(within(form).getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    await waitFor(() => expect(callsTo(seen, 'POST', 'officefit/v1/shop/checkout')).toHaveLength(1));
    expect(callsTo(seen, 'POST', 'officefit/v1/shop/checkout')[0]?.body).toMatchObject({
      coupon: 'WILLKOMMEN10',
    });
  });

  test('a redeemed coupon can be taken off again', async () => {
    const user = userEvent.setup();
    render({
      'POST officefit/v1/shop/coupon': { state: 'valid', code: 'FIT5', kind: 'fixed', value: 500 },
    });
    await user.type(await screen.findByLabelText('Gutscheincode'), 'FIT5{Enter}');
    expect(await screen.findByTestId('coupon-valid')).toHaveTextContent(/5,00\s€ Rabatt/);
    expect(text(screen.getByTestId('summary-total'))).toBe('25,50 €');
    await user.click(screen.getByRole('button', { name: 'Gutschein entfernen' }));
    expect(screen.queryByTestId('summary-discount')).not.toBeInTheDocument();
    expect(text(screen.getByTestId('summary-total'))).toBe('30,50 €');
  });

  test.each([
    ['shop_coupon_expired', 'SOMMER2024', 'Dieser Code ist abgelaufen.'],
    ['shop_coupon_invalid', 'GIBTESNICHT', 'Dieser Code ist nicht gültig.'],
  ])('%s is shown at the field and gives no discount', async (code, typed, message) => {
    const user = userEvent.setup();
    render({ 'POST officefit/v1/shop/coupon': wpError(400, code) });
    const field = await screen.findByLabelText('Gutscheincode');
    await user.type(field, `${typed}{Enter}`);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('summary-discount')).not.toBeInTheDocument();
  });

  test('a code at its limit tells the user they are on the waiting list', async () => {
    const user = userEvent.setup();
    render({ 'POST officefit/v1/shop/coupon': wpError(409, 'shop_coupon_limit_reached') });
    await user.type(await screen.findByLabelText('Gutscheincode'), 'FRUEHBUCHER');
    await user.click(screen.getByRole('button', { name: 'Einlösen' }));
    expect(await screen.findByTestId('coupon-waitlist')).toHaveTextContent(
      'Dieser Gutscheincode hat sein Limit erreicht. Sie stehen auf der Warteliste.',
    );
  });

  test('a code that cannot be one is refused without asking the server', async () => {
    const user = userEvent.setup();
    const { seen } = render();
    await user.type(await screen.findByLabelText('Gutscheincode'), 'a b');
    await user.click(screen.getByRole('button', { name: 'Einlösen' }));
    expect(await screen.findByText(/Bitte geben Sie einen Gutscheincode ein/)).toBeInTheDocument();
    expect(callsTo(seen, 'POST', 'officefit/v1/shop/coupon')).toHaveLength(0);
  });
});

describe('checkout form', () => {
  test('the addresses and the payment are required; the first missing field gets focus', async () => {
    const user = userEvent.setup();
    const { seen } = render();
    const form = await screen.findByRole('form', { name: 'Bestellung abschließen' });
    // the bill recipient is prefilled with the user's name
    expect(within(form).getAllByLabelText(/^Name/)[0]).toHaveValue('Dana Demo');
    await user.click(within(form).getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    const street = within(form).getByLabelText(/^Straße und Hausnummer/);
    await waitFor(() => expect(street).toHaveAttribute('aria-invalid', 'true'));
    expect(street).toHaveFocus();
    expect(within(form).getByLabelText(/^PLZ/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText('Bitte wählen Sie eine Antwort.')).toBeInTheDocument();

    await fillDelivery(user, form);
    await user.click(within(form).getByLabelText('SEPA-Lastschrift'));
    await user.type(within(form).getByLabelText(/^IBAN/), 'DE00 1234');
    await user.type(within(form).getByLabelText(/^Kontoinhaber/), 'Dana Demo');
    await user.click(within(form).getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    expect(await within(form).findByText('Bitte geben Sie eine gültige IBAN ein.')).toBeInTheDocument();
    expect(within(form).getByText('Bitte erteilen Sie das SEPA-Lastschriftmandat.')).toBeInTheDocument();
    expect(callsTo(seen, 'POST', 'officefit/v1/shop/checkout')).toHaveLength(0);
  });

  test('a separate billing address is asked for when "same as delivery" is unticked', async () => {
    const user = userEvent.setup();
    const { seen } = render({
      'POST officefit/v1/shop/checkout': new Reply(201, { order: order(), balance: 600 }),
    });
    const form = await screen.findByRole('form', { name: 'Bestellung abschließen' });
    expect(within(form).queryByRole('group', { name: 'Rechnungsadresse' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('checkbox', { name: /Rechnungsadresse ist die Lieferadresse/ }));
    const billing = within(form).getByRole('group', { name: 'Rechnungsadresse' });
    await fillDelivery(user, form);
    await user.clear(within(billing).getByLabelText(/^Name/));
    await user.type(within(billing).getByLabelText(/^Name/), 'Demo GmbH');
    await user.type(within(billing).getByLabelText(/^Straße und Hausnummer/), 'Allee 1');
    await user.type(within(billing).getByLabelText(/^PLZ/), '80331');
    await user.type(within(billing).getByLabelText(/^Ort/), 'München');
    await user.click(within(form).getByLabelText('Rechnung'));
    await user.click(within(form).getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    await waitFor(() => expect(callsTo(seen, 'POST', 'officefit/v1/shop/checkout')).toHaveLength(1));
    expect(callsTo(seen, 'POST', 'officefit/v1/shop/checkout')[0]?.body).toEqual({
      delivery_address: danaAddress,
      billing_address: {
        recipient: 'Demo GmbH',
        street: 'Allee 1',
        postal_code: '80331',
        city: 'München',
        country: 'DE',
      },
      payment: { type: 'invoice' },
      lang: 'de',
    });
  });

  test('a points-only order asks for nothing but the confirmation and goes to the success result', async () => {
    const user = userEvent.setup();
    const { seen, headers } = render({
      'GET officefit/v1/shop/cart': pointsOnlyCart(),
      'POST officefit/v1/shop/checkout': new Reply(201, { order: order({ id: 44 }), balance: 150 }),
    });
    const form = await screen.findByRole('form', { name: 'Bestellung abschließen' });
    expect(within(form).queryByLabelText('Gutscheincode')).not.toBeInTheDocument();
    expect(within(form).queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(text(within(form).getByTestId('summary-balance-after'))).toBe('150 Punkte');
    await user.click(within(form).getByRole('button', { name: 'Punkte einlösen' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/mybonuses/orders/44?placed=1');
    const [call] = callsTo(seen, 'POST', 'officefit/v1/shop/checkout');
    expect(call?.body).toEqual({ lang: 'de' });
    expect(headers[seen.indexOf(call as SeenCall)]?.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('a colleague in the ranking may share the redemption in the team feed: unticked by default, sent when ticked', async () => {
    const user = userEvent.setup();
    const { seen } = render({
      'GET officefit/v1/me': { ...dana, meta: { ...dana.meta, participating: 1 } },
      'GET officefit/v1/shop/cart': pointsOnlyCart(),
      'POST officefit/v1/shop/checkout': new Reply(201, { order: order({ id: 45 }), balance: 150 }),
    });
    const form = await screen.findByRole('form', { name: 'Bestellung abschließen' });
    const share = await within(form).findByRole('checkbox', {
      name: /Im Team-Feed teilen, dass ich diese Prämie eingelöst habe/,
    });
    expect(share).not.toBeChecked();
    await user.click(share);
    await user.click(within(form).getByRole('button', { name: 'Punkte einlösen' }));
    await waitFor(() => expect(callsTo(seen, 'POST', 'officefit/v1/shop/checkout')).toHaveLength(1));
    expect(callsTo(seen, 'POST', 'officefit/v1/shop/checkout')[0]?.body).toEqual({
      lang: 'de',
      share_in_feed: true,
    });
  });

  test('outside the ranking there is nothing to share in', async () => {
    render();
    const form = await screen.findByRole('form', { name: 'Bestellung abschließen' });
    expect(within(form).queryByRole('checkbox', { name: /Team-Feed/ })).not.toBeInTheDocument();
  });

  test('"Not enough fitness points" from the server is shown and nothing else changes', async () => {
    const user = userEvent.setup();
    render({
      'GET officefit/v1/shop/cart': pointsOnlyCart(),
      'POST officefit/v1/shop/checkout': wpError(409, 'shop_not_enough_points'),
    });
    await user.click(await screen.findByRole('button', { name: 'Punkte einlösen' }));
    expect(await screen.findByTestId('checkout-refused')).toHaveTextContent('Nicht genügend Fitnesspunkte');
  });

  test('a failed order shows the cancelled result; "try again" sends the same order with the same key', async () => {
    const user = userEvent.setup();
    let answer: unknown = wpError(500, 'shop_order_failed');
    const { seen, headers } = render({
      'GET officefit/v1/shop/cart': pointsOnlyCart(),
      'POST officefit/v1/shop/checkout': () => answer,
    });
    await user.click(await screen.findByRole('button', { name: 'Punkte einlösen' }));
    const failed = await screen.findByTestId('order-failed');
    expect(failed).toHaveTextContent('Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.');
    answer = new Reply(201, { order: order({ id: 45 }), balance: 150 });
    await user.click(within(failed).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/mybonuses/orders/45?placed=1');
    const calls = callsTo(seen, 'POST', 'officefit/v1/shop/checkout');
    const keys = calls.map((call) => headers[seen.indexOf(call)]?.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });
});
