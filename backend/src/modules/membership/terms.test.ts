import { addDuration, inFirstWeek, maskIban, refundIfCancelled, refundIfCancelledBeforeStart } from './terms';

const at = (iso: string) => new Date(iso);

test('durations: two weeks are 14 days, months follow the calendar and keep to the month end', () => {
  expect(addDuration(at('2026-01-10T08:00:00Z'), '2w').toISOString()).toBe('2026-01-24T08:00:00.000Z');
  expect(addDuration(at('2026-01-10T08:00:00Z'), '1m').toISOString()).toBe('2026-02-10T08:00:00.000Z');
  expect(addDuration(at('2026-01-31T08:00:00Z'), '1m').toISOString()).toBe('2026-02-28T08:00:00.000Z');
  expect(addDuration(at('2026-05-31T08:00:00Z'), '9m').toISOString()).toBe('2027-02-28T08:00:00.000Z');
  expect(addDuration(at('2026-03-15T08:00:00Z'), '12m').toISOString()).toBe('2027-03-15T08:00:00.000Z');
});

test('a paid membership is refunded within its first 7 days only; others never', () => {
  const paid = {
    kind: 'private',
    payment_type: 'sepa',
    starts_at: at('2026-01-01T00:00:00Z'),
    price_cents: 1990,
  } as const;
  expect(refundIfCancelled(paid, at('2026-01-07T23:59:59Z'))).toBe(1990);
  expect(refundIfCancelled(paid, at('2026-01-08T00:00:00Z'))).toBe(0);
  expect(
    refundIfCancelled({ ...paid, kind: 'voucher', payment_type: 'voucher' }, at('2026-01-02T00:00:00Z')),
  ).toBe(0);
});

test('an invoice is refunded only once its payment was confirmed; its first week ends at once either way', () => {
  const invoice = {
    kind: 'private',
    payment_type: 'invoice',
    starts_at: at('2026-01-01T00:00:00Z'),
    price_cents: 17900,
  } as const;
  const inWeek = at('2026-01-03T00:00:00Z');
  expect(refundIfCancelled(invoice, inWeek)).toBe(0);
  expect(refundIfCancelled({ ...invoice, payment_confirmed_at: at('2026-01-02T00:00:00Z') }, inWeek)).toBe(
    17900,
  );
  expect(inFirstWeek(invoice, inWeek)).toBe(true);
  expect(inFirstWeek(invoice, at('2026-01-08T00:00:00Z'))).toBe(false);
});

test('a renewal is refunded before its start only when paid (payment confirmed: state extension)', () => {
  const renewal = { kind: 'private', payment_type: 'invoice', price_cents: 4990 } as const;
  const confirmed = new Date('2026-12-01T09:00:00Z');
  expect(
    refundIfCancelledBeforeStart({ ...renewal, state: 'extension', payment_confirmed_at: confirmed }),
  ).toBe(4990);
  // by invoice it is booked before it is paid (grace period): an open invoice is not paid back
  expect(refundIfCancelledBeforeStart({ ...renewal, state: 'extension', payment_confirmed_at: null })).toBe(
    0,
  );
  expect(refundIfCancelledBeforeStart({ ...renewal, payment_type: 'sepa', state: 'extension' })).toBe(4990);
  expect(refundIfCancelledBeforeStart({ ...renewal, state: 'awaiting_payment' })).toBe(0);
  expect(
    refundIfCancelledBeforeStart({
      ...renewal,
      kind: 'voucher',
      payment_type: 'voucher',
      state: 'extension',
    }),
  ).toBe(0);
});

test('an IBAN is masked but for its last 4 characters', () => {
  expect(maskIban('DE89370400440532013000')).toBe('**** **** **** **** **30 00');
  expect(maskIban('NO9386011117947')).toBe('**** **** ***7 947');
});
