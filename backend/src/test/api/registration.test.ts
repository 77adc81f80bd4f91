// Registration (issue 11): offers, access codes (seat limit under concurrency), vouchers, the trial week, paid
// sign-up with SEPA/invoice, idempotency, e-mail verification, and the unverified account's limits.
import { sql } from 'kysely';
import request from 'supertest';
import {
  authed,
  freshEmail,
  mailBodies,
  paidBySepa,
  PASSWORD,
  refreshCookieOf,
  register,
  registrationBody,
  renewSession,
  V1,
  verificationKey,
} from '../account-fixtures';
import { createTestApp, DB_SETUP_TIMEOUT_MS, tokenFor, userIdOf, useTestApp } from '../test-app';

const t = useTestApp();

const post = (path: string, body: unknown) =>
  request(t.app)
    .post(`${V1}/${path}`)
    .send(body as object);

async function companyId(): Promise<number> {
  return (
    await t.db.selectFrom('companies').select('id').where('name', '=', 'Demo GmbH').executeTakeFirstOrThrow()
  ).id;
}

async function addCode(code: string, seats: number, validity: 'valid' | 'expired' = 'valid') {
  await t.db
    .insertInto('access_codes')
    .values({
      code,
      company_id: await companyId(),
      seats,
      valid_from: sql<Date>`now() - interval '30 days'`,
      valid_until:
        validity === 'valid' ? sql<Date>`now() + interval '30 days'` : sql<Date>`now() - interval '1 day'`,
    })
    .execute();
}

describe('GET membership/offers', () => {
  it('lists every duration with its price in cents, the VAT rate and the billing intervals', async () => {
    const res = await request(t.app).get(`${V1}/membership/offers`);
    expect(res.status).toBe(200);
    expect(res.body.offers.map((o: { duration: string }) => o.duration)).toEqual([
      '2w',
      '1m',
      '3m',
      '6m',
      '9m',
      '12m',
    ]);
    expect(res.body.offers[1]).toEqual({
      duration: '1m',
      price_cents: 1990,
      vat_rate: 19,
      billing_intervals: ['monthly'],
    });
    expect(res.body.offers[5]).toMatchObject({ duration: '12m', price_cents: 17900 });
  });

  it('is public and cacheable: revalidated by ETag, a price change gives a new one (issue 39)', async () => {
    const first = await request(t.app).get(`${V1}/membership/offers`);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await request(t.app).get(`${V1}/membership/offers`).set('If-None-Match', etag);
    expect(again.status).toBe(304);
    await t.db
      .updateTable('membership_prices')
      .set({ price_cents: 2090 })
      .where('duration', '=', '1m')
      .execute();
    try {
      const changed = await request(t.app).get(`${V1}/membership/offers`).set('If-None-Match', etag);
      expect(changed.status).toBe(200);
      expect(changed.body.offers[1]).toMatchObject({ duration: '1m', price_cents: 2090 });
    } finally {
      // the other tests of this file pay the seeded price
      await t.db
        .updateTable('membership_prices')
        .set({ price_cents: 1990 })
        .where('duration', '=', '1m')
        .execute();
    }
  });

  it('takes no query parameters', async () => {
    const res = await request(t.app).get(`${V1}/membership/offers?duration=1m`);
    expect(res.status).toBe(400);
  });
});

describe('POST registration/access-code', () => {
  it('shows the company and its locations and departments for a valid code', async () => {
    const res = await post('registration/access-code', { code: ' demo-gmbh ' });
    expect(res.status).toBe(200);
    expect(res.body.company).toEqual({ id: await companyId(), name: 'Demo GmbH' });
    expect(res.body.subcategories.length).toBeGreaterThan(0);
    expect(res.body.subcategories[0]).toEqual({
      id: expect.any(Number),
      kind: expect.any(String),
      name: expect.any(String),
    });
  });

  it('tells an unknown, an expired and a full code apart', async () => {
    await addCode('LOOKUP-OLD', 5, 'expired');
    await addCode('LOOKUP-FULL', 1);
    await t.db.updateTable('access_codes').set({ seats_used: 1 }).where('code', '=', 'LOOKUP-FULL').execute();
    const unknown = await post('registration/access-code', { code: 'NOPE-123' });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'access_code_invalid']);
    const expired = await post('registration/access-code', { code: 'LOOKUP-OLD' });
    expect([expired.status, expired.body.code]).toEqual([410, 'access_code_expired']);
    const full = await post('registration/access-code', { code: 'LOOKUP-FULL' });
    expect([full.status, full.body.code]).toEqual([409, 'access_code_full']);
  });
});

describe('POST registration/check-email', () => {
  it('says whether an account exists', async () => {
    expect((await post('registration/check-email', { email: 'Demo@Example.com' })).body).toEqual({
      exists: true,
    });
    expect((await post('registration/check-email', { email: freshEmail() })).body).toEqual({ exists: false });
  });

  it('is rate-limited tightly per client (10 lookups an hour, then 429 with Retry-After): it tells who has an account', async () => {
    const ask = () =>
      request(t.app)
        .post(`${V1}/registration/check-email`)
        .set('X-Forwarded-For', '203.0.113.77')
        .send({ email: freshEmail() });
    for (let i = 0; i < 10; i++) expect((await ask()).status).toBe(200);
    const refused = await ask();
    expect([refused.status, refused.body.code]).toEqual([429, 'too_many_requests']);
    expect(refused.headers['retry-after']).toBe('3600');
    // another client is not affected
    expect((await post('registration/check-email', { email: freshEmail() })).status).toBe(200);
  });
});

describe('POST registration: validation', () => {
  it('refuses a weak password with the field in data.params and creates nothing', async () => {
    const body = registrationBody({ type: 'trial' }, { password: 'password' });
    const res = await register(t.app, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_invalid_param');
    expect(res.body.data.params.password).toMatch(/at least 8 characters/);
    expect(
      await t.db.selectFrom('users').select('id').where('email', '=', body.email).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('refuses a phone number that cannot exist (the profile rule), creating nothing; keeps a possible one', async () => {
    for (const phone of ['123', '+1 555', '+49 170 12345678901234']) {
      const body = registrationBody({ type: 'trial' }, { phone_number: phone });
      const res = await register(t.app, body);
      expect([phone, res.status, Object.keys(res.body.data?.params ?? {})]).toEqual([
        phone,
        400,
        ['phone_number'],
      ]);
      expect(
        await t.db.selectFrom('users').select('id').where('email', '=', body.email).executeTakeFirst(),
      ).toBeUndefined();
    }
    const body = registrationBody({ type: 'trial' }, { phone_number: '0170 1234567' });
    expect((await register(t.app, body)).status).toBe(201);
    const user = await t.db
      .selectFrom('users')
      .select('phone_number')
      .where('email', '=', body.email)
      .executeTakeFirst();
    expect(user?.phone_number).toBe('0170 1234567');
  });

  it('needs both consents and a billing interval that fits the duration', async () => {
    const body = registrationBody(
      { type: 'paid', duration: '1m', billing_interval: 'yearly', payment: { type: 'invoice' } },
      { terms: false as unknown as true },
    );
    const res = await register(t.app, body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.data.params).sort()).toEqual(['access.billing_interval', 'terms']);
  });

  it('answers an existing e-mail with registration_email_exists', async () => {
    const res = await register(t.app, registrationBody({ type: 'trial' }, { email: 'DEMO@example.com' }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'registration_email_exists',
      message: 'An account with this e-mail address exists already. Please log in.',
      data: { status: 409 },
    });
  });
});

describe('POST registration: trial week', () => {
  it('starts a 7-day trial, logs in at once and mails a verification link', async () => {
    const body = registrationBody({ type: 'trial' });
    const res = await register(t.app, body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ user_email: body.email, user_display_name: 'Rita Register' });
    const m = res.body.membership;
    expect(m).toMatchObject({ kind: 'trial', state: 'active', payment_type: 'none', price_cents: 0 });
    expect(new Date(m.ends_at).getTime() - new Date(m.starts_at).getTime()).toBe(7 * 24 * 3600 * 1000);
    expect(m.contract_reference).toMatch(/^OF-[0-9A-F]{10}$/);

    // a session like a password login's: it renews itself with the refresh cookie (issue 36)
    const refreshCookie = refreshCookieOf(res);
    const renewed = await renewSession(t.app, refreshCookie);
    expect(renewed.body.user_email).toBe(body.email);

    const me = await authed(t.app, res.body.token).get('me');
    expect(me.status).toBe(200);
    expect(me.body.sub).toMatchObject({ kind: 'trial', status: 'active', state: 'active', active: true });
    expect(me.body.meta.email_verified).toBe(false);
    // a subscriber route is open
    expect((await authed(t.app, res.body.token).get('anamnesis')).status).toBe(200);
    const mails = await mailBodies(t, body.email, 'email_verification');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('/registration/verify?key=');
    const history = await authed(t.app, res.body.token).get('membership');
    expect(history.body.history).toEqual([
      expect.objectContaining({ from_state: null, to_state: 'active', reason: 'registered', actor: 'self' }),
    ]);
  });

  it('gives the trial week once per e-mail address, even after the account was deleted', async () => {
    const email = freshEmail('twice');
    expect((await register(t.app, registrationBody({ type: 'trial' }, { email }))).status).toBe(201);
    await t.db.deleteFrom('users').where('email', '=', email).execute();
    const again = await register(t.app, registrationBody({ type: 'trial' }, { email }));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('trial_already_used');
    expect(
      await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst(),
    ).toBeUndefined();
  });

  it("starts the contact form's trial request; staff see the requests not registered yet", async () => {
    const registered = freshEmail('trial-req');
    const waiting = freshEmail('trial-wait');
    for (const email of [registered, waiting]) {
      const res = await post('contact', {
        name: 'Tina Trial',
        email,
        company: 'Test AG',
        message: 'Wir möchten testen.',
        consent: true,
        trial: true,
        lang: 'de',
      });
      expect(res.status).toBe(201);
    }
    expect((await register(t.app, registrationBody({ type: 'trial' }, { email: registered }))).status).toBe(
      201,
    );
    const row = await t.db
      .selectFrom('contact_requests')
      .select(['state', 'started_by'])
      .where('email', '=', registered)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'started', started_by: await userIdOf(t, registered) });

    const service = await tokenFor(t.app, 'service@example.com');
    const list = await authed(t.app, service).get('admin/trial-requests?registered=false');
    expect(list.status).toBe(200);
    const emails = list.body.requests.map((r: { email: string }) => r.email);
    expect(emails).toContain(waiting);
    expect(emails).not.toContain(registered);
    const subscriber = await tokenFor(t.app, 'demo@example.com');
    expect((await authed(t.app, subscriber).get('admin/trial-requests')).status).toBe(403);
  });
});

describe('POST registration: vouchers', () => {
  it('redeems the multi-use voucher FIT-12M for 12 months', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await register(t.app, registrationBody({ type: 'voucher', code: 'fit-12m' }));
      expect(res.status).toBe(201);
      expect(res.body.membership).toMatchObject({
        kind: 'voucher',
        duration: '12m',
        payment_type: 'voucher',
      });
      const months =
        (new Date(res.body.membership.ends_at).getUTCFullYear() -
          new Date(res.body.membership.starts_at).getUTCFullYear()) *
          12 +
        new Date(res.body.membership.ends_at).getUTCMonth() -
        new Date(res.body.membership.starts_at).getUTCMonth();
      expect(months).toBe(12);
    }
  });

  it('refuses an expired, a used and an unknown voucher and creates no account', async () => {
    await t.db.insertInto('vouchers').values({ code: 'ONCE-ONLY', duration: '1m', max_uses: 1 }).execute();
    expect((await register(t.app, registrationBody({ type: 'voucher', code: 'ONCE-ONLY' }))).status).toBe(
      201,
    );
    const cases = [
      ['OLD-2025', 410, 'voucher_expired', 'This code has expired.'],
      ['ONCE-ONLY', 409, 'voucher_used', 'This code has already been used.'],
      ['NO-SUCH-CODE', 404, 'voucher_invalid', 'This code is not valid.'],
    ] as const;
    for (const [code, status, errorCode, message] of cases) {
      const body = registrationBody({ type: 'voucher', code });
      const res = await register(t.app, body);
      expect({ code, status: res.status, body: res.body }).toEqual({
        code,
        status,
        body: { code: errorCode, message, data: { status } },
      });
      expect(
        await t.db.selectFrom('users').select('id').where('email', '=', body.email).executeTakeFirst(),
      ).toBeUndefined();
    }
  });
});

describe('POST registration: company access code', () => {
  it('joins Demo GmbH with a location and starts the company membership', async () => {
    const lookup = await post('registration/access-code', { code: 'DEMO-GMBH' });
    const sub = lookup.body.subcategories[0];
    const res = await register(
      t.app,
      registrationBody({ type: 'company', code: 'DEMO-GMBH', subcategory_id: sub.id }),
    );
    expect(res.status).toBe(201);
    expect(res.body.membership).toMatchObject({
      kind: 'company',
      state: 'active',
      ends_at: null,
      payment_type: 'company',
      company: { id: await companyId(), name: 'Demo GmbH' },
    });
    const me = await authed(t.app, res.body.token).get('me');
    expect(me.body.company).toMatchObject({ name: 'Demo GmbH' });
    expect(me.body.meta.subcategory).toBe(sub.id);
  });

  it('refuses a sub-category of another company', async () => {
    const res = await register(
      t.app,
      registrationBody({ type: 'company', code: 'DEMO-GMBH', subcategory_id: 999999 }),
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('subcategory_invalid');
    expect(Object.keys(res.body.data.params)).toEqual(['access.subcategory_id']);
  });

  it('refuses an expired code and a code at its seat limit', async () => {
    await addCode('REG-OLD', 5, 'expired');
    await addCode('REG-ONE', 1);
    expect((await register(t.app, registrationBody({ type: 'company', code: 'REG-ONE' }))).status).toBe(201);
    const full = await register(t.app, registrationBody({ type: 'company', code: 'REG-ONE' }));
    expect([full.status, full.body.code]).toEqual([409, 'access_code_full']);
    const expired = await register(t.app, registrationBody({ type: 'company', code: 'REG-OLD' }));
    expect([expired.status, expired.body.code]).toEqual([410, 'access_code_expired']);
    const unknown = await register(t.app, registrationBody({ type: 'company', code: 'REG-NONE' }));
    expect([unknown.status, unknown.body.code]).toEqual([404, 'access_code_invalid']);
  });

  it('holds the seat limit under 20 parallel registrations on a 5-seat code', async () => {
    await addCode('FIVE-SEATS', 5);
    const bodies = Array.from({ length: 20 }, () =>
      registrationBody({ type: 'company', code: 'FIVE-SEATS' }),
    );
    const results = await Promise.all(bodies.map((body) => register(t.app, body)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === 'access_code_full')).toBe(
      true,
    );
    const code = await t.db
      .selectFrom('access_codes')
      .select(['id', 'seats_used'])
      .where('code', '=', 'FIVE-SEATS')
      .executeTakeFirstOrThrow();
    expect(code.seats_used).toBe(5);
    const joined = await t.db
      .selectFrom('users')
      .select('id')
      .where(
        'email',
        'in',
        bodies.map((b) => b.email),
      )
      .execute();
    expect(joined).toHaveLength(5);
    const memberships = await t.db
      .selectFrom('subscriptions')
      .select('id')
      .where('access_code_id', '=', code.id)
      .execute();
    expect(memberships).toHaveLength(5);
  }, 60_000);
});

describe('POST registration: paid membership', () => {
  it('stores the SEPA mandate and never sends the IBAN in full', async () => {
    const body = registrationBody(paidBySepa('12m'));
    const res = await register(t.app, body);
    expect(res.status).toBe(201);
    expect(res.body.membership).toMatchObject({
      kind: 'private',
      state: 'active',
      duration: '12m',
      billing_interval: 'monthly',
      payment_type: 'sepa',
      price_cents: 17900,
      vat_rate: 19,
      payment: {
        type: 'sepa',
        iban_masked: '**** **** **** **** **30 00',
        account_owner: 'Rita Register',
        mandate_reference: expect.stringMatching(/^OFM-[0-9A-F]{16}$/),
        mandate_date: new Date().toISOString().slice(0, 10),
      },
    });
    expect(JSON.stringify(res.body)).not.toContain('0532013000');
    const overview = await authed(t.app, res.body.token).get('membership');
    expect(JSON.stringify(overview.body)).not.toContain('0532013000');
    const mandate = await t.db
      .selectFrom('sepa_mandates')
      .selectAll()
      .where('user_id', '=', await userIdOf(t, body.email))
      .executeTakeFirstOrThrow();
    expect(mandate.iban).toBe('DE89370400440532013000');
  });

  it('keeps an optional BIC on an active mandate, and refuses an unknown BIC country (#36)', async () => {
    const body = registrationBody(paidBySepa('1m', { bic: 'cobadeffxxx' }));
    expect((await register(t.app, body)).status).toBe(201);
    const mandate = await t.db
      .selectFrom('sepa_mandates')
      .select(['bic', 'status', 'revoked_at'])
      .where('user_id', '=', await userIdOf(t, body.email))
      .executeTakeFirstOrThrow();
    expect(mandate).toEqual({ bic: 'COBADEFFXXX', status: 'active', revoked_at: null });

    const bad = registrationBody(paidBySepa('1m', { bic: 'COBAXXFF' }));
    const res = await register(t.app, bad);
    expect(res.status).toBe(400);
    expect(res.body.data.params).toEqual({ 'access.payment.bic': 'The BIC is not valid.' });
    expect(
      await t.db.selectFrom('users').select('id').where('email', '=', bad.email).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('refuses an IBAN with a wrong checksum and creates nothing', async () => {
    const body = registrationBody(paidBySepa('1m', { iban: 'DE89 3704 0044 0532 0130 01' }));
    const res = await register(t.app, body);
    expect(res.status).toBe(400);
    expect(res.body.data.params).toEqual({ 'access.payment.iban': 'The IBAN is not valid.' });
    expect(
      await t.db.selectFrom('users').select('id').where('email', '=', body.email).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('registers with payment by invoice', async () => {
    const res = await register(
      t.app,
      registrationBody({
        type: 'paid',
        duration: '3m',
        billing_interval: 'quarterly',
        payment: { type: 'invoice' },
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.membership).toMatchObject({
      payment_type: 'invoice',
      price_cents: 5490,
      payment: { type: 'invoice' },
    });
  });
});

describe('POST registration: Idempotency-Key', () => {
  it('answers a retry with the same key and body like the first request and creates nothing', async () => {
    const body = registrationBody({
      type: 'paid',
      duration: '1m',
      billing_interval: 'monthly',
      payment: { type: 'invoice' },
    });
    const first = await register(t.app, body, 'reg-key-0001');
    const retry = await register(t.app, body, 'reg-key-0001');
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body.membership).toEqual(first.body.membership);
    expect((await authed(t.app, retry.body.token).get('me')).status).toBe(200);
    const userId = await userIdOf(t, body.email);
    expect(
      await t.db.selectFrom('subscriptions').select('id').where('user_id', '=', userId).execute(),
    ).toHaveLength(1);
    expect(await mailBodies(t, body.email, 'email_verification')).toHaveLength(1);

    const other = await register(t.app, { ...body, first_name: 'Other' }, 'reg-key-0001');
    expect([other.status, other.body.code]).toEqual([409, 'idempotency_key_reused']);
    const wrongPassword = await register(t.app, { ...body, password: 'Anderes!2026' }, 'reg-key-0001');
    expect([wrongPassword.status, wrongPassword.body.code]).toEqual([409, 'idempotency_key_reused']);
  });
});

describe('e-mail verification', () => {
  it('verifies once with the mailed link; a used, unknown or expired link is refused alike', async () => {
    const body = registrationBody({ type: 'trial' });
    const { token } = (await register(t.app, body)).body;
    const key = await verificationKey(t, body.email);
    const invalid = {
      code: 'verification_link_invalid',
      message: 'This link is invalid or has expired. Please have a new link sent to you.',
      data: { status: 400 },
    };
    expect((await post('registration/verify', { key })).body).toEqual({ verified: true });
    expect((await authed(t.app, token).get('me')).body.meta.email_verified).toBe(true);
    const again = await post('registration/verify', { key });
    expect([again.status, again.body]).toEqual([400, invalid]);
    const unknown = await post('registration/verify', { key: 'x'.repeat(43) });
    expect([unknown.status, unknown.body]).toEqual([400, invalid]);

    const late = registrationBody({ type: 'trial' });
    await register(t.app, late);
    const lateKey = await verificationKey(t, late.email);
    await t.db
      .updateTable('email_verification_keys')
      .set({
        created_at: sql<Date>`now() - interval '3 days'`,
        expires_at: sql<Date>`now() - interval '1 day'`,
      })
      .where('user_id', '=', await userIdOf(t, late.email))
      .execute();
    const expired = await post('registration/verify', { key: lateKey });
    expect([expired.status, expired.body]).toEqual([400, invalid]);
  });

  it('resends a link to an unverified account', async () => {
    const body = registrationBody({ type: 'trial' });
    const { token } = (await register(t.app, body)).body;
    const res = await authed(t.app, token).post('registration/verify/resend');
    expect(res.status).toBe(202);
    expect(await mailBodies(t, body.email, 'email_verification')).toHaveLength(2);
    expect((await post('registration/verify', { key: await verificationKey(t, body.email) })).status).toBe(
      200,
    );
  });

  it('an unverified account cannot redeem points (exercise share) until it confirms', async () => {
    const body = registrationBody({ type: 'company', code: 'DEMO-GMBH' });
    const { token } = (await register(t.app, body)).body;
    const exercise = await t.db.selectFrom('exercises').select('id').orderBy('id').executeTakeFirstOrThrow();
    const share = () =>
      request(t.app)
        .put(`${V1}/exercise_share`)
        .set('Authorization', `Bearer ${token}`)
        .send({ id: exercise.id, email: 'demo@example.com' });
    const refused = await share();
    expect([refused.status, refused.body.code]).toEqual([403, 'email_not_verified']);
    await post('registration/verify', { key: await verificationKey(t, body.email) });
    const shared = await share();
    expect(shared.status).toBe(200);
  });

  it('logs in with the new password', async () => {
    const body = registrationBody({ type: 'trial' });
    await register(t.app, body);
    await expect(tokenFor(t.app, body.email, PASSWORD)).resolves.toEqual(expect.any(String));
  });
});

describe('POST registration: one transaction', () => {
  it('answers an unexpected failure with registration_failed and leaves nothing behind', async () => {
    const body = registrationBody({ type: 'voucher', code: 'FIT-12M' });
    const usesBefore = await t.db
      .selectFrom('vouchers')
      .select('uses')
      .where('code', '=', 'FIT-12M')
      .executeTakeFirstOrThrow();
    // the last write of a registration (the verification key) fails
    await sql`alter table email_verification_keys rename to email_verification_keys_away`.execute(t.db);
    try {
      const res = await register(t.app, body);
      expect([res.status, res.body]).toEqual([
        500,
        { code: 'registration_failed', message: 'Error during registration', data: { status: 500 } },
      ]);
    } finally {
      await sql`alter table email_verification_keys_away rename to email_verification_keys`.execute(t.db);
    }
    expect(
      await t.db.selectFrom('users').select('id').where('email', '=', body.email).executeTakeFirst(),
    ).toBeUndefined();
    const usesAfter = await t.db
      .selectFrom('vouchers')
      .select('uses')
      .where('code', '=', 'FIT-12M')
      .executeTakeFirstOrThrow();
    expect(usesAfter).toEqual(usesBefore);
  });
});

describe('names', () => {
  it('refuses invisible and control characters (zero-width, bidi overrides, line breaks) and creates no account', async () => {
    for (const first_name of [
      'Ma\u200Bx',
      'Max\u202Eevil',
      'Max\u0000',
      'Max\nMustermann',
      'Max\u2028Muster',
    ]) {
      const body = registrationBody({ type: 'trial' }, { first_name });
      const res = await register(t.app, body);
      expect([JSON.stringify(first_name), res.status, res.body.code]).toEqual([
        JSON.stringify(first_name),
        400,
        'rest_invalid_param',
      ]);
      expect(await t.db.selectFrom('users').select('id').where('email', '=', body.email).execute()).toEqual(
        [],
      );
    }
    // letters of any script, accents, apostrophes and hyphens stay welcome
    expect(
      (await register(t.app, registrationBody({ type: 'trial' }, { first_name: 'Zoë-Ø’Brien 李' }))).status,
    ).toBe(201);
  });
});

/** A test that sets up a database of its own (createTestApp) needs the setup's time besides its own. */
const OWN_APP_TIMEOUT_MS = DB_SETUP_TIMEOUT_MS + 30_000;

describe('abuse (issue 32)', () => {
  it('one trial week per mailbox: +tags, capitals and Gmail dots are the same person', async () => {
    expect(
      (await register(t.app, registrationBody({ type: 'trial' }, { email: 'Tina.Trial+1@gmail.com' })))
        .status,
    ).toBe(201);
    for (const email of ['tinatrial+2@gmail.com', 't.i.n.a.trial@googlemail.com', 'TINA.TRIAL@gmail.com']) {
      const res = await register(t.app, registrationBody({ type: 'trial' }, { email }));
      expect([email, res.status, res.body.code]).toEqual([email, 409, 'trial_already_used']);
    }
    // another mailbox of the same name elsewhere is another person
    expect(
      (await register(t.app, registrationBody({ type: 'trial' }, { email: 'tina.trial@example.org' })))
        .status,
    ).toBe(201);
  });

  it(
    'guessing codes stops after 10 unknown ones per client and hour, even with a right code then',
    async () => {
      const own = await createTestApp();
      try {
        for (let i = 0; i < 10; i++) {
          const res = await register(own.app, registrationBody({ type: 'voucher', code: `GUESS-${i}` }));
          expect(res.body.code).toBe('voucher_invalid');
        }
        const right = await register(own.app, registrationBody({ type: 'voucher', code: 'FIT-12M' }));
        expect([right.status, right.body.code]).toEqual([429, 'too_many_requests']);
        const lookup = await request(own.app)
          .post(`${V1}/registration/access-code`)
          .send({ code: 'DEMO-GMBH' });
        expect([lookup.status, lookup.body.code]).toEqual([429, 'too_many_requests']);
      } finally {
        await own.close();
      }
    },
    OWN_APP_TIMEOUT_MS,
  );

  it(
    'guessing around one code from many clients stops for that code family, not for others',
    async () => {
      const own = await createTestApp();
      try {
        const check = (code: string, client: string) =>
          request(own.app)
            .post(`${V1}/registration/access-code`)
            .set('X-Forwarded-For', client)
            .send({ code });
        // a generated code (no family) and a staff-chosen one of another family stay usable throughout
        await own.db
          .insertInto('access_codes')
          .values({
            code: 'FIT-K7QM-3XPA-W9RD',
            company_id: (await own.db.selectFrom('companies').select('id').executeTakeFirstOrThrow()).id,
            seats: 5,
            valid_from: sql<Date>`now() - interval '1 day'`,
            valid_until: sql<Date>`now() + interval '30 days'`,
          })
          .execute();
        // 30 variations of FIT-…, five per client: each client stays far below its own 10
        for (let i = 0; i < 30; i++) {
          const res = await check(`FIT-${i}X`, `203.0.113.${Math.floor(i / 5) + 1}`);
          expect([i, res.status, res.body.code]).toEqual([i, 404, 'access_code_invalid']);
        }
        // the family is closed for everyone, the right voucher from a fresh client included (no oracle)
        const right = await register(own.app, registrationBody({ type: 'voucher', code: 'FIT-12M' }));
        expect([right.status, right.body.code, right.headers['retry-after']]).toEqual([
          429,
          'too_many_requests',
          '3600',
        ]);
        expect((await check('fit12m', '203.0.113.50')).status).toBe(429);
        // spelling the family differently is the same family
        expect((await check('F-I-T-9', '203.0.113.51')).status).toBe(429);
        expect((await check('DEMO-GMBH', '203.0.113.52')).status).toBe(200);
        expect((await check('FIT-K7QM-3XPA-W9RD', '203.0.113.53')).status).toBe(200);
        // a guess in the generated shape is counted per client only
        const generatedGuess = await check('FIT-AAAA-BBBB-CCCC', '203.0.113.54');
        expect([generatedGuess.status, generatedGuess.body.code]).toEqual([404, 'access_code_invalid']);
        // refusals are not counted as misses: the client budget of the fresh clients is untouched
        expect(
          await own.db
            .selectFrom('login_attempts')
            .select('key')
            .where('key', 'like', 'code-family:%')
            .execute(),
        ).toHaveLength(1);
      } finally {
        await own.close();
      }
    },
    DB_SETUP_TIMEOUT_MS,
  );

  it(
    'registrations per client are limited',
    async () => {
      const own = await createTestApp({ registrationLimit: { max: 3, windowSeconds: 3600 } });
      try {
        for (let i = 0; i < 3; i++) {
          expect((await register(own.app, registrationBody({ type: 'trial' }))).status).toBe(201);
        }
        const body = registrationBody({ type: 'trial' });
        const res = await register(own.app, body);
        expect([res.status, res.body.code]).toEqual([429, 'too_many_requests']);
        expect(
          await own.db.selectFrom('users').select('id').where('email', '=', body.email).execute(),
        ).toEqual([]);
      } finally {
        await own.close();
      }
    },
    OWN_APP_TIMEOUT_MS,
  );
});
