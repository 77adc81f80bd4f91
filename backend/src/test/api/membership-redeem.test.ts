// A voucher or a company access code redeemed by someone already signed in (issue 36): a guest, a lapsed member,
// a member adding a term. The registration's rules and guessing budgets hold; an error changes nothing.
import { sql } from 'kysely';
import request from 'supertest';
import { authed, paidBySepa, register, registrationBody, V1 } from '../account-fixtures';
import { createTestApp, DB_SETUP_TIMEOUT_MS, userIdOf, useTestApp } from '../test-app';

const t = useTestApp();

const DAY_MS = 86_400_000;

/** A new account on the trial week; its token, e-mail and id. */
async function member() {
  const body = registrationBody({ type: 'trial' });
  const res = await register(t.app, body);
  expect(res.status).toBe(201);
  return { token: res.body.token as string, email: body.email, id: await userIdOf(t, body.email) };
}

/** A guest: an account without any membership and with the guest role only. */
async function guest() {
  const account = await member();
  await t.db.deleteFrom('subscriptions').where('user_id', '=', account.id).execute();
  await t.db
    .updateTable('users')
    .set({ roles: ['guest'] })
    .where('id', '=', account.id)
    .execute();
  return account;
}

/** A member whose only membership (the trial) ended yesterday. */
async function lapsed() {
  const account = await member();
  await t.db
    .updateTable('subscriptions')
    .set({ starts_at: sql<Date>`now() - interval '8 days'`, ends_at: sql<Date>`now() - interval '1 day'` })
    .where('user_id', '=', account.id)
    .execute();
  return account;
}

async function addVoucher(code: string, values: { max_uses?: number; expired?: boolean } = {}) {
  await t.db
    .insertInto('vouchers')
    .values({
      code,
      duration: '3m',
      max_uses: values.max_uses ?? 1,
      valid_until: values.expired
        ? sql<Date>`now() - interval '1 day'`
        : sql<Date>`now() + interval '30 days'`,
    })
    .execute();
}

async function addCode(code: string, seats: number) {
  const company = await t.db
    .selectFrom('companies')
    .select('id')
    .where('name', '=', 'Demo GmbH')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('access_codes')
    .values({
      code,
      company_id: company.id,
      seats,
      valid_from: sql<Date>`now() - interval '1 day'`,
      valid_until: sql<Date>`now() + interval '30 days'`,
    })
    .execute();
  return company.id;
}

const rowsOf = (userId: number) =>
  t.db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).execute();

describe('POST membership/redeem: vouchers', () => {
  it('gives a guest a voucher term from now, makes the account a subscriber and writes the history', async () => {
    const account = await guest();
    await addVoucher('GUEST-VOUCHER');
    const res = await authed(t.app, account.token).post('membership/redeem', { code: ' guest-voucher ' });
    expect(res.status).toBe(201);
    expect(res.body.membership).toMatchObject({ kind: 'voucher', state: 'active', payment_type: 'voucher' });
    const months =
      (Date.parse(res.body.membership.ends_at) - Date.parse(res.body.membership.starts_at)) / DAY_MS;
    expect(months).toBeGreaterThanOrEqual(89);
    expect(months).toBeLessThanOrEqual(92);
    const user = await t.db
      .selectFrom('users')
      .select('roles')
      .where('id', '=', account.id)
      .executeTakeFirst();
    expect(user?.roles).toEqual(['guest', 'subscriber']);
    const history = await t.db
      .selectFrom('membership_history')
      .select(['reason', 'detail', 'actor', 'to_state'])
      .where('user_id', '=', account.id)
      .execute();
    expect(history).toEqual([
      { reason: 'code_redeemed', detail: 'voucher', actor: 'self', to_state: 'active' },
    ]);
    const me = await authed(t.app, account.token).get('membership');
    expect(me.body.current).toMatchObject({ kind: 'voucher', state: 'active' });
  });

  it('adds the term of a running member after its end, without a gap', async () => {
    const account = await member();
    const [trial] = await rowsOf(account.id);
    await addVoucher('RUNNING-VOUCHER');
    const res = await authed(t.app, account.token).post('membership/redeem', { code: 'RUNNING-VOUCHER' });
    expect(res.status).toBe(201);
    expect(res.body.membership).toMatchObject({ kind: 'voucher', state: 'extension' });
    expect(Date.parse(res.body.membership.starts_at)).toBe(trial!.ends_at!.getTime());
    const overview = await authed(t.app, account.token).get('membership');
    expect(overview.body.current).toMatchObject({ kind: 'trial', state: 'active' });
    expect(overview.body.pending).toMatchObject({ kind: 'voucher', state: 'extension' });
  });

  it('starts a lapsed member at once', async () => {
    const account = await lapsed();
    await addVoucher('LAPSED-VOUCHER');
    const res = await authed(t.app, account.token).post('membership/redeem', { code: 'LAPSED-VOUCHER' });
    expect([res.status, res.body.membership.state]).toEqual([201, 'active']);
  });

  it('refuses unknown, used up, expired and disabled vouchers with their codes and changes nothing', async () => {
    const account = await lapsed();
    await addVoucher('USED-UP');
    await addVoucher('TOO-LATE', { expired: true });
    await addVoucher('SWITCHED-OFF');
    await t.db.updateTable('vouchers').set({ uses: 1 }).where('code', '=', 'USED-UP').execute();
    await t.db
      .updateTable('vouchers')
      .set({ disabled_at: new Date() })
      .where('code', '=', 'SWITCHED-OFF')
      .execute();
    const before = await rowsOf(account.id);
    const cases = [
      ['NOT-A-VOUCHER', 404, 'voucher_invalid'],
      ['USED-UP', 409, 'voucher_used'],
      ['TOO-LATE', 410, 'voucher_expired'],
      ['SWITCHED-OFF', 404, 'voucher_invalid'],
    ] as const;
    for (const [code, status, error] of cases) {
      const res = await authed(t.app, account.token).post('membership/redeem', { code });
      expect([code, res.status, res.body.code]).toEqual([code, status, error]);
    }
    expect(await rowsOf(account.id)).toEqual(before);
    const uses = await t.db
      .selectFrom('vouchers')
      .select(['code', 'uses'])
      .where('code', 'in', ['USED-UP', 'TOO-LATE', 'SWITCHED-OFF'])
      .orderBy('code')
      .execute();
    expect(uses.map((v) => v.uses)).toEqual([0, 0, 1]);
  });

  it('refuses a second voucher while one waits to start', async () => {
    const account = await member();
    await addVoucher('FIRST-ONE');
    await addVoucher('SECOND-ONE');
    expect((await authed(t.app, account.token).post('membership/redeem', { code: 'FIRST-ONE' })).status).toBe(
      201,
    );
    const res = await authed(t.app, account.token).post('membership/redeem', { code: 'SECOND-ONE' });
    expect([res.status, res.body.code]).toEqual([409, 'extension_pending']);
    const second = await t.db
      .selectFrom('vouchers')
      .select('uses')
      .where('code', '=', 'SECOND-ONE')
      .executeTakeFirst();
    expect(second?.uses).toBe(0);
  });

  it('validates the body and needs a token', async () => {
    const account = await member();
    const bad = await authed(t.app, account.token).post('membership/redeem', { code: 'no spaces!' });
    expect([bad.status, bad.body.code]).toEqual([400, 'rest_invalid_param']);
    const extra = await authed(t.app, account.token).post('membership/redeem', {
      code: 'X',
      type: 'voucher',
    });
    expect(extra.status).toBe(400);
    const anonymous = await request(t.app).post(`${V1}/membership/redeem`).send({ code: 'FIT-12M' });
    expect(anonymous.status).toBe(401);
  });
});

/** The seeded company's locations/departments (Demo GmbH has some). */
const placesOf = (companyId: number) =>
  t.db.selectFrom('company_subcategories').select('id').where('company_id', '=', companyId).execute();

/** A company without locations and one location of it, for "another company's location". */
async function otherCompanyPlace() {
  const company = await t.db
    .insertInto('companies')
    .values({ name: `Andere GmbH ${Date.now().toString(36)}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const place = await t.db
    .insertInto('company_subcategories')
    .values({ company_id: company.id, kind: 'location', name: `Ort ${company.id}`, pic: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return place.id;
}

const seatsOf = async (code: string) =>
  (await t.db.selectFrom('access_codes').select('seats_used').where('code', '=', code).executeTakeFirst())
    ?.seats_used;

describe('POST membership/redeem: company access codes', () => {
  it('takes a seat with a location for a lapsed member; the same company again is refused and takes no seat', async () => {
    const account = await lapsed();
    const companyId = await addCode('REDEEM-SEAT', 5);
    const [place] = await placesOf(companyId);
    const res = await authed(t.app, account.token).post('membership/redeem', {
      code: 'redeem-seat',
      subcategory_id: place!.id,
    });
    expect(res.status).toBe(201);
    expect(res.body.membership).toMatchObject({ kind: 'company', state: 'active', ends_at: null });
    const user = await t.db
      .selectFrom('users')
      .select(['company_id', 'subcategory_id'])
      .where('id', '=', account.id)
      .executeTakeFirst();
    expect(user).toEqual({ company_id: companyId, subcategory_id: place!.id });
    const again = await authed(t.app, account.token).post('membership/redeem', {
      code: 'REDEEM-SEAT',
      subcategory_id: place!.id,
    });
    expect([again.status, again.body.code]).toEqual([409, 'already_company_member']);
    expect(await seatsOf('REDEEM-SEAT')).toBe(1);
  });

  it("asks for a location when the company has some, and refuses another company's, changing nothing", async () => {
    const account = await guest();
    await addCode('PICK-A-PLACE', 3);
    const missing = await authed(t.app, account.token).post('membership/redeem', { code: 'PICK-A-PLACE' });
    expect([missing.status, missing.body.code]).toEqual([400, 'subcategory_required']);
    expect(Object.keys(missing.body.data.params)).toEqual(['subcategory_id']);
    const foreign = await authed(t.app, account.token).post('membership/redeem', {
      code: 'PICK-A-PLACE',
      subcategory_id: await otherCompanyPlace(),
    });
    expect([foreign.status, foreign.body.code]).toEqual([400, 'subcategory_invalid']);
    const unknown = await authed(t.app, account.token).post('membership/redeem', {
      code: 'PICK-A-PLACE',
      subcategory_id: 2_000_000_000,
    });
    expect([unknown.status, unknown.body.code]).toEqual([400, 'subcategory_invalid']);
    expect(await rowsOf(account.id)).toEqual([]);
    expect(await seatsOf('PICK-A-PLACE')).toBe(0);
    const user = await t.db
      .selectFrom('users')
      .select(['company_id', 'subcategory_id', 'roles'])
      .where('id', '=', account.id)
      .executeTakeFirst();
    expect(user).toEqual({ company_id: null, subcategory_id: null, roles: ['guest'] });
  });

  it('takes a seat without a location when the company has none', async () => {
    const account = await guest();
    const company = await t.db
      .insertInto('companies')
      .values({ name: `Ohne Standorte ${Date.now().toString(36)}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('access_codes')
      .values({
        code: 'NO-PLACES',
        company_id: company.id,
        seats: 2,
        valid_from: sql<Date>`now() - interval '1 day'`,
        valid_until: sql<Date>`now() + interval '30 days'`,
      })
      .execute();
    const res = await authed(t.app, account.token).post('membership/redeem', { code: 'NO-PLACES' });
    expect([res.status, res.body.membership?.kind]).toEqual([201, 'company']);
  });

  it('refuses a full code, changing nothing', async () => {
    const account = await guest();
    await addCode('FULL-SEATS', 1);
    await t.db.updateTable('access_codes').set({ seats_used: 1 }).where('code', '=', 'FULL-SEATS').execute();
    const full = await authed(t.app, account.token).post('membership/redeem', { code: 'FULL-SEATS' });
    expect([full.status, full.body.code]).toEqual([409, 'access_code_full']);
    expect(await rowsOf(account.id)).toEqual([]);
  });
});

describe('POST membership/redeem: a company code during the trial week or a voucher term', () => {
  it('ends the running trial now and starts the company membership where it ends; a refused seat keeps the trial', async () => {
    const account = await member();
    const companyId = await addCode('TRIAL-TO-COMPANY', 3);
    const [place] = await placesOf(companyId);
    // no place chosen yet: refused, the trial runs on untouched
    const before = await rowsOf(account.id);
    const missing = await authed(t.app, account.token).post('membership/redeem', {
      code: 'TRIAL-TO-COMPANY',
    });
    expect([missing.status, missing.body.code]).toEqual([400, 'subcategory_required']);
    expect(await rowsOf(account.id)).toEqual(before);

    const res = await authed(t.app, account.token).post('membership/redeem', {
      code: 'TRIAL-TO-COMPANY',
      subcategory_id: place!.id,
    });
    expect([res.status, res.body.membership?.kind]).toEqual([201, 'company']);
    const rows = await t.db
      .selectFrom('subscriptions')
      .select(['kind', 'starts_at', 'ends_at'])
      .where('user_id', '=', account.id)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.kind)).toEqual(['trial', 'company']);
    // the trial ends exactly where the company membership starts
    expect(rows[0]!.ends_at!.getTime()).toBe(rows[1]!.starts_at.getTime());
    const history = await t.db
      .selectFrom('membership_history')
      .select(['from_state', 'to_state', 'reason'])
      .where('user_id', '=', account.id)
      .where('reason', '=', 'code_redeemed')
      .orderBy('id')
      .execute();
    expect(history).toEqual([
      { from_state: 'active', to_state: 'expired', reason: 'code_redeemed' },
      { from_state: null, to_state: 'active', reason: 'code_redeemed' },
    ]);
    expect(await seatsOf('TRIAL-TO-COMPANY')).toBe(1);
  });

  it('refuses while a voucher term runs, takes no seat and changes nothing', async () => {
    const account = await lapsed();
    await addVoucher('VOUCHER-THEN-CODE');
    const redeemed = await authed(t.app, account.token).post('membership/redeem', {
      code: 'VOUCHER-THEN-CODE',
    });
    expect(redeemed.status).toBe(201);
    const companyId = await addCode('AFTER-VOUCHER', 3);
    const [place] = await placesOf(companyId);
    const before = await rowsOf(account.id);
    const res = await authed(t.app, account.token).post('membership/redeem', {
      code: 'AFTER-VOUCHER',
      subcategory_id: place!.id,
    });
    expect([res.status, res.body.code]).toEqual([409, 'voucher_membership_running']);
    expect(await rowsOf(account.id)).toEqual(before);
    expect(await seatsOf('AFTER-VOUCHER')).toBe(0);
  });
});

describe('POST membership/redeem: a company code next to a paid term (docs/decisions)', () => {
  /** A member who bought a term at the registration (SEPA): it runs now. */
  async function paidMember() {
    const body = registrationBody(paidBySepa('3m', { account_owner: 'Paula Paid' }));
    const res = await register(t.app, body);
    expect(res.status).toBe(201);
    return { token: res.body.token as string, id: await userIdOf(t, body.email) };
  }

  it('refuses while the paid term runs, also once cancelled, and takes no seat', async () => {
    const account = await paidMember();
    const companyId = await addCode('AFTER-PAID', 3);
    const [place] = await placesOf(companyId);
    const body = { code: 'AFTER-PAID', subcategory_id: place!.id };
    const before = await rowsOf(account.id);
    const res = await authed(t.app, account.token).post('membership/redeem', body);
    expect([res.status, res.body.code]).toEqual([409, 'paid_membership_running']);
    // cancelled after the first week: it runs to its end date (spec §4)
    await t.db
      .updateTable('subscriptions')
      .set({ status: 'cancelled' })
      .where('user_id', '=', account.id)
      .execute();
    const cancelled = await authed(t.app, account.token).post('membership/redeem', body);
    expect([cancelled.status, cancelled.body.code]).toEqual([409, 'paid_membership_running']);
    expect((await rowsOf(account.id)).map((r) => r.kind)).toEqual(before.map((r) => r.kind));
    expect(await seatsOf('AFTER-PAID')).toBe(0);
  });

  it('takes the seat once the paid term has ended', async () => {
    const account = await paidMember();
    await t.db
      .updateTable('subscriptions')
      .set({
        starts_at: sql<Date>`now() - interval '100 days'`,
        ends_at: sql<Date>`now() - interval '1 day'`,
      })
      .where('user_id', '=', account.id)
      .execute();
    const companyId = await addCode('PAID-ENDED', 3);
    const [place] = await placesOf(companyId);
    const res = await authed(t.app, account.token).post('membership/redeem', {
      code: 'PAID-ENDED',
      subcategory_id: place!.id,
    });
    expect([res.status, res.body.membership?.kind]).toEqual([201, 'company']);
  });

  it('still lets a paid member redeem a voucher after the paid term', async () => {
    const account = await paidMember();
    await addVoucher('PAID-PLUS-VOUCHER');
    const res = await authed(t.app, account.token).post('membership/redeem', { code: 'PAID-PLUS-VOUCHER' });
    expect([res.status, res.body.membership?.state]).toEqual([201, 'extension']);
  });
});

describe('POST membership/redeem: guessing (issue 32 budgets)', () => {
  it(
    'stops after 10 unknown codes per client, even for a right code then',
    async () => {
      const own = await createTestApp();
      try {
        const body = registrationBody({ type: 'trial' });
        const token = (await register(own.app, body)).body.token as string;
        for (let i = 0; i < 10; i++) {
          const res = await authed(own.app, token).post('membership/redeem', { code: `WILD-GUESS-${i}` });
          expect(res.body.code).toBe('voucher_invalid');
        }
        const right = await authed(own.app, token).post('membership/redeem', { code: 'FIT-12M' });
        expect([right.status, right.body.code]).toEqual([429, 'too_many_requests']);
      } finally {
        await own.close();
      }
    },
    DB_SETUP_TIMEOUT_MS,
  );
});
