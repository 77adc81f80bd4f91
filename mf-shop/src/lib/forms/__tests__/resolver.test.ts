import { i18n, setLanguage } from '@officefit/i18n';
import '../../../testing/support';
import { formResolver } from '../resolver';
import {
  accessStepSchema,
  accountStepSchema,
  emptyAccess,
  personalStepSchema,
  emptyPersonal,
} from '../../../features/registration/form';
import { extendFormSchema } from '../paid-term';
import { withoutLoginSchema, emptyWithoutLogin } from '../../../features/termination/form';
import { checkoutFormSchema, emptyCheckout } from '../../../features/shop/checkout/form';

/** The messages a resolver gives per field path. */
async function codes(schema: Parameters<typeof formResolver>[0], values: object) {
  const resolve = formResolver(schema);
  const result = await resolve(values as Record<string, unknown>, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const out: Record<string, string> = {};
  const walk = (node: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const entry = value as { message?: unknown };
      if (typeof entry.message === 'string') out[`${prefix}${key}`] = entry.message;
      else if (value && typeof value === 'object') walk(value as Record<string, unknown>, `${prefix}${key}.`);
    }
  };
  walk(result.errors as Record<string, unknown>, '');
  return out;
}

const strong = 'Sommer!2026';

/** The German text of a key: the shared `validation:` wording or the shop's own `shop:validation.` one. */
const text = (key: string) => {
  expect(i18n.exists(key)).toBe(true);
  return i18n.t(key);
};
const REQUIRED = 'validation:required';

test('step 1 words each problem beside its field', async () => {
  expect(
    await codes(accountStepSchema, {
      email: 'not-an-email',
      password: 'weakpass',
      password_repeat: 'weakpass',
      terms: false,
      privacy: false,
    }),
  ).toEqual({
    email: text('validation:email'),
    password: text('shop:validation.password_too_weak'),
    terms: text('validation:consent'),
    privacy: text('validation:consent'),
  });
  expect(
    await codes(accountStepSchema, {
      email: '',
      password: '',
      password_repeat: '',
      terms: true,
      privacy: true,
    }),
  ).toEqual({ email: text(REQUIRED), password: text(REQUIRED) });
});

test('the repeated password must match ("Does not match with password!")', async () => {
  const values = {
    email: 'a@b.de',
    password: strong,
    password_repeat: 'Sommer!2025',
    terms: true,
    privacy: true,
  };
  expect(await codes(accountStepSchema, values)).toEqual({
    password_repeat: text('shop:validation.password_mismatch'),
  });
  expect(await codes(accountStepSchema, { ...values, password_repeat: strong })).toEqual({});
});

test('step 2 needs the names, the language and the employment; blank optional fields are left out', async () => {
  expect(await codes(personalStepSchema, { ...emptyPersonal('de') })).toEqual({
    first_name: text(REQUIRED),
    last_name: text(REQUIRED),
    employment: text('validation:choose'),
  });
  const resolve = formResolver(personalStepSchema);
  const ok = await resolve(
    {
      ...emptyPersonal('de'),
      first_name: 'Vera',
      last_name: 'Visitor',
      job_category: '3',
      employment: 'private',
    },
    undefined,
    { fields: {}, shouldUseNativeValidation: false },
  );
  expect(ok.values).toEqual({
    first_name: 'Vera',
    last_name: 'Visitor',
    job_category: 3,
    lang: 'de',
    employment: 'private',
  });
  expect(
    await codes(personalStepSchema, { ...emptyPersonal('de'), phone_number: 'abc', birthdate: '2999-01-01' }),
  ).toMatchObject({
    phone_number: text('shop:validation.phone_invalid'),
    birthdate: text('validation:codes.date_not_past'),
  });
});

test('step 3 asks for a choice, a code, and for a paid term the interval, payment and SEPA mandate', async () => {
  expect(await codes(accessStepSchema, emptyAccess('private'))).toEqual({
    'access.type': text('validation:choose'),
  });
  const voucher = emptyAccess('private');
  voucher.access.type = 'voucher';
  expect(await codes(accessStepSchema, voucher)).toEqual({ 'access.code': text(REQUIRED) });
  const paid = emptyAccess('private');
  paid.access = { ...paid.access, type: 'paid', duration: '12m', billing_interval: 'yearly' };
  paid.access.payment = {
    type: 'sepa',
    iban: 'DE89 3704 0044 0532 0130 00',
    account_owner: 'Vera Visitor',
    bic: '',
  };
  expect(await codes(accessStepSchema, paid)).toEqual({
    sepa_mandate: text('shop:validation.mandate_required'),
  });
  expect(await codes(accessStepSchema, { ...paid, sepa_mandate: true })).toEqual({});
  // the optional BIC: the contract's shape rule, with the shop's text
  paid.access.payment = { ...paid.access.payment, bic: 'COBA-DE' };
  expect(await codes(accessStepSchema, { ...paid, sepa_mandate: true })).toEqual({
    'access.payment.bic': text('shop:validation.bic_invalid'),
  });
  paid.access.payment = { ...paid.access.payment, bic: 'coba de ff' };
  expect(await codes(accessStepSchema, { ...paid, sepa_mandate: true })).toEqual({});
  paid.access.payment = { type: '', iban: '', account_owner: '', bic: '' };
  expect(await codes(accessStepSchema, paid)).toEqual({ 'access.payment.type': text('validation:choose') });
});

test('/extend refuses an interval that does not fit the duration and a malformed IBAN', async () => {
  const base = {
    duration: '1m',
    billing_interval: 'yearly',
    payment: { type: 'invoice', iban: '', account_owner: '' },
    sepa_mandate: false,
  };
  expect(await codes(extendFormSchema, base)).toEqual({
    billing_interval: text('validation:codes.billing_interval_mismatch'),
  });
  expect(
    await codes(extendFormSchema, {
      ...base,
      billing_interval: 'monthly',
      payment: { type: 'sepa', iban: 'DE12', account_owner: 'V' },
      sepa_mandate: true,
    }),
  ).toEqual({ 'payment.iban': text('shop:validation.iban_invalid') });
});

test('cancelling without login needs a contract number or the birthdate', async () => {
  const values = {
    ...emptyWithoutLogin,
    email: 'vera@example.com',
    first_name: 'Vera',
    last_name: 'Visitor',
  };
  expect(await codes(withoutLoginSchema, values)).toEqual({
    contract_reference: text('validation:codes.contract_data_required'),
  });
  expect(await codes(withoutLoginSchema, { ...values, contract_reference: 'of-2026-0003' })).toEqual({});
});

test('an empty postal code or IBAN is "required", a wrong one names the field — in German and English (#39)', async () => {
  const needs = { delivery: true, payment: true };
  const values = (postal_code: string, iban: string) => ({
    ...emptyCheckout('Dana Demo'),
    delivery_address: {
      recipient: 'Dana Demo',
      street: 'Hauptstraße 5',
      postal_code,
      city: 'Berlin',
      country: 'DE',
    },
    payment: { type: 'sepa', iban, account_owner: 'Dana Demo' },
    sepa_mandate: true,
  });
  for (const lang of ['de-DE', 'en-US'] as const) {
    await setLanguage(lang);
    expect(await codes(checkoutFormSchema(needs), values('', ''))).toEqual({
      'delivery_address.postal_code': text(REQUIRED),
      'payment.iban': text(REQUIRED),
    });
    expect(await codes(checkoutFormSchema(needs), values('1A', 'DE12'))).toEqual({
      'delivery_address.postal_code': text('shop:validation.postal_code_invalid'),
      'payment.iban': text('shop:validation.iban_invalid'),
    });
  }
  expect(text(REQUIRED)).toBe('Please fill in this field.');
  await setLanguage('de-DE');
  expect(text('shop:validation.postal_code_invalid')).toBe('Bitte geben Sie eine gültige Postleitzahl ein.');
});
