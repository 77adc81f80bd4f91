// Test helpers for the shop screens (jest only): the shared ones of @officefit/testing (real store and router,
// theme and i18n, a fetch stub at the network boundary), the shop texts and the shop's test data.
import type { Me } from '@officefit/api';
import type { Membership, MembershipOffersResponse, MembershipOverview } from '@officefit/domain';
import { registerNamespace } from '@officefit/i18n';
import de from '../i18n/de.json';
import en from '../i18n/en.json';
import accountsDe from '../i18n/accounts.de.json';
import accountsEn from '../i18n/accounts.en.json';
import formsDe from '../i18n/forms.de.json';
import formsEn from '../i18n/forms.en.json';
import { loadFormEngine } from '../lib/forms/form-engine';

export { callsTo, gate, renderRoute, Reply, stubFetch, wpError, type SeenCall } from '@officefit/testing';

registerNamespace('shop', { de, en });
// the account screens' texts, which routes.tsx loads beside their pages (i18n/accounts.ts)
registerNamespace('shop', { de: accountsDe, en: accountsEn });
// the shared form fields' texts, which routes.tsx loads beside the screens with fields (i18n/forms.ts)
registerNamespace('shop', { de: formsDe, en: formsEn });
// react-hook-form arrives on a form's first use in the app (form-engine.tsx); the screen tests start with it in, and
// form-engine.test.tsx covers the stand-in before it
beforeAll(() => loadFormEngine());

/**
 * Records the headers of every request on top of a fetch stub (the stub records method, path and body only).
 * Call after `stubFetch`.
 */
export function recordHeaders(): Headers[] {
  const seen: Headers[] = [];
  const inner = globalThis.fetch;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    seen.push(new Headers((input as Request).headers));
    return inner(input);
  }) as typeof fetch;
  return seen;
}

export const offers: MembershipOffersResponse = {
  offers: [
    { duration: '1m', price_cents: 1990, vat_rate: 19, billing_intervals: ['monthly'] },
    {
      duration: '12m',
      price_cents: 17900,
      vat_rate: 19,
      billing_intervals: ['monthly', 'quarterly', 'yearly'],
    },
  ],
};

export function membership(overrides: Partial<Membership> = {}): Membership {
  return {
    id: 3,
    kind: 'private',
    state: 'active',
    starts_at: '2026-11-01T00:00:00.000Z',
    ends_at: '2026-12-01T00:00:00.000Z',
    duration: '1m',
    billing_interval: 'monthly',
    payment_type: 'sepa',
    price_cents: 1990,
    vat_rate: 19,
    contract_reference: 'OF-2026-0003',
    company: null,
    ...overrides,
  };
}

export function overview(overrides: Partial<MembershipOverview> = {}): MembershipOverview {
  return {
    current: membership(),
    pending: null,
    history: [
      {
        at: '2026-11-01T09:00:00.000Z',
        membership_id: 3,
        from_state: null,
        to_state: 'active',
        reason: 'registered',
        detail: null,
        actor: 'self',
      },
    ],
    can_cancel: true,
    refund_if_cancelled_cents: 0,
    cancel_ends_immediately: false,
    ...overrides,
  };
}

/** The user after a registration: a subscriber with an active trial, no health profile yet. */
export function me(overrides: Partial<Me> = {}): Me {
  return {
    id: 40,
    switched_user: false,
    orig_user: null,
    first_name: 'Vera',
    last_name: 'Visitor',
    nickname: null,
    avatar: null,
    roles: ['subscriber'],
    email: 'vera@example.com',
    admin: false,
    lang: 'de-DE',
    meta: {
      strike: 0,
      fitness_points: 0,
      birthdate: null,
      stream_reminder: 0,
      phone_number: null,
      newsletter: 0,
      participating: 0,
      per_push: 1,
      per_mail: 1,
      sms: 0,
      subcategory: null,
      has_anamnesis: false,
      weekly_goal: 1,
      notifications: [],
      steps: 0,
      stepcount: 0,
      email_verified: false,
      time_zone: 'Europe/Berlin',
    },
    time: null,
    time2: null,
    time3: null,
    time4: null,
    termination: null,
    weekdays: [],
    absence_from: null,
    absence_until: null,
    absence_reason: null,
    sub: {
      kind: 'trial',
      status: 'active',
      state: 'active',
      ends_at: '2099-01-01T00:00:00.000Z',
      active: true,
    },
    birthdate: null,
    company: null,
    stats: {
      activeHabits: 0,
      exercises: 0,
      exercisesFull: 0,
      articles: 0,
      articlesFull: 0,
      minutes: 0,
      steps: 0,
    },
    ...overrides,
  };
}
