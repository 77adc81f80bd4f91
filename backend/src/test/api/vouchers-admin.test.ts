// Membership vouchers staff make (issue 36): who may list, create and switch them off, the generated codes, the
// server-side limits, the audit rows, and the state a redemption leaves.
import { sql } from 'kysely';
import request from 'supertest';
import { VOUCHER_BATCH_MAX, VOUCHER_HOURLY_MAX } from '../../shared/domain';
import { authed, register, registrationBody, V1 } from '../account-fixtures';
import { DB_SETUP_TIMEOUT_MS, tokenFor, userIdOf, useTestApp } from '../test-app';

let admin: string;
const t = useTestApp();
beforeAll(async () => {
  admin = await tokenFor(t.app, 'admin@example.com');
}, DB_SETUP_TIMEOUT_MS);

const GENERATED = /^FIT(-[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{4}){3}$/;

/** A calendar day `days` from now (UTC date; far enough from midnight in Berlin either way). */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface Voucher {
  id: number;
  code: string;
  state: string;
  uses: number;
  max_uses: number;
  duration: string;
  valid_until: string | null;
}

async function create(body: object, token = admin) {
  return authed(t.app, token).post('admin/vouchers', body);
}

describe('admin/vouchers: who may', () => {
  it('refuses a subscriber and a guest everything, and a visitor', async () => {
    for (const email of ['demo@example.com', 'guest@example.com']) {
      const token = await tokenFor(t.app, email);
      expect((await authed(t.app, token).get('admin/vouchers')).status).toBe(403);
      expect((await create({ duration: '1m', count: 1 }, token)).status).toBe(403);
      expect((await authed(t.app, token).post('admin/vouchers/1/disable')).status).toBe(403);
    }
    expect((await request(t.app).get(`${V1}/admin/vouchers`)).status).toBe(401);
    expect(
      await t.db.selectFrom('vouchers').select('id').where('created_by', 'is not', null).execute(),
    ).toEqual([]);
  });

  it('lets customer service read the list but not create or disable (like access codes)', async () => {
    const service = await tokenFor(t.app, 'service@example.com');
    const list = await authed(t.app, service).get('admin/vouchers');
    expect(list.status).toBe(200);
    expect(list.body.vouchers.map((v: Voucher) => v.code)).toEqual(expect.arrayContaining(['FIT-12M']));
    expect((await create({ duration: '1m', count: 1 }, service)).status).toBe(403);
  });
});

describe('POST admin/vouchers', () => {
  it('makes single-use codes of the generator, valid through the chosen day, audited without the codes', async () => {
    const validUntil = dayFromNow(30);
    const res = await create({ duration: '6m', count: 3, valid_until: validUntil });
    expect(res.status).toBe(201);
    const made = res.body.vouchers as Voucher[];
    expect(made).toHaveLength(3);
    for (const voucher of made) {
      expect(voucher.code).toMatch(GENERATED);
      expect(voucher).toMatchObject({ duration: '6m', max_uses: 1, uses: 0, state: 'unused' });
      expect(voucher.valid_until?.slice(0, 10)).toBe(validUntil);
    }
    expect(new Set(made.map((v) => v.code)).size).toBe(3);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('action', '=', 'voucher.create')
      .executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({ ids: made.map((v) => v.id), duration: '6m' });
    expect(JSON.stringify(audit.after)).not.toContain(made[0]!.code);
  });

  it('makes one code with several uses and no end', async () => {
    const res = await create({ duration: '1m', count: 1, max_uses: 25 });
    expect(res.status).toBe(201);
    expect(res.body.vouchers[0]).toMatchObject({ max_uses: 25, valid_until: null, state: 'unused' });
  });

  it('checks the limits and the day on the server, making nothing', async () => {
    const before = await t.db.selectFrom('vouchers').select('id').execute();
    const cases = [
      { duration: '1m', count: 101 },
      { duration: '1m', count: 0 },
      { duration: '5m', count: 1 },
      { duration: '1m', count: 1, max_uses: 1001 },
      { duration: '1m', count: 1, valid_until: '2026-02-30' },
      { duration: '1m', count: 1, valid_until: '2020-01-01' },
      { duration: '1m', count: 1, code: 'MY-OWN' },
    ];
    for (const body of cases) {
      const res = await create(body);
      expect([JSON.stringify(body), res.status, res.body.code]).toEqual([
        JSON.stringify(body),
        400,
        'rest_invalid_param',
      ]);
    }
    expect(await t.db.selectFrom('vouchers').select('id').execute()).toHaveLength(before.length);
  });
});

describe('admin/vouchers: states and disabling', () => {
  it('shows a redeemed voucher as used and filters by state', async () => {
    const [voucher] = (await create({ duration: '1m', count: 1 })).body.vouchers as Voucher[];
    const signUp = await register(t.app, registrationBody({ type: 'voucher', code: voucher!.code }));
    expect(signUp.status).toBe(201);
    const used = await authed(t.app, admin).get('admin/vouchers?state=used');
    expect(used.body.vouchers.map((v: Voucher) => v.id)).toContain(voucher!.id);
    const unused = await authed(t.app, admin).get('admin/vouchers?state=unused');
    expect(unused.body.vouchers.map((v: Voucher) => v.id)).not.toContain(voucher!.id);
    expect((await authed(t.app, admin).get('admin/vouchers?state=sold')).status).toBe(400);
  });

  it('disables a voucher: redeeming it then answers "not valid"; audited; an unknown id is 404', async () => {
    const [voucher] = (await create({ duration: '3m', count: 1 })).body.vouchers as Voucher[];
    const res = await authed(t.app, admin).post(`admin/vouchers/${voucher!.id}/disable`);
    expect([res.status, res.body.state]).toEqual([200, 'disabled']);
    const again = await authed(t.app, admin).post(`admin/vouchers/${voucher!.id}/disable`);
    expect([again.status, again.body.state]).toEqual([200, 'disabled']);
    const signUp = await register(t.app, registrationBody({ type: 'voucher', code: voucher!.code }));
    expect([signUp.status, signUp.body.code]).toEqual([404, 'voucher_invalid']);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'voucher.disable')
      .where('subject', '=', `voucher:${voucher!.id}`)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect([audit.before, audit.after]).toEqual([{ state: 'unused' }, { state: 'disabled' }]);
    const missing = await authed(t.app, admin).post('admin/vouchers/999999/disable');
    expect([missing.status, missing.body.code]).toEqual([404, 'voucher_not_found']);
  });
});

describe('POST admin/vouchers: the hourly limit per staff member', () => {
  it(`refuses past ${VOUCHER_HOURLY_MAX} codes in an hour with 429, makes nothing, audits it; an hour later it goes on`, async () => {
    const adminId = await userIdOf(t, 'admin@example.com');
    const mine = () => t.db.selectFrom('vouchers').select('id').where('created_by', '=', adminId).execute();
    // the earlier tests' codes and enough made just now to leave one
    const already = (await mine()).length;
    await t.db
      .insertInto('vouchers')
      .values(
        Array.from({ length: VOUCHER_HOURLY_MAX - already - 1 }, (_, i) => ({
          code: `HOURLY-${i}`,
          duration: '1m',
          max_uses: 1,
          created_by: adminId,
        })),
      )
      .execute();
    const refused = await create({ duration: '1m', count: 2 });
    expect([refused.status, refused.body.code]).toEqual([429, 'voucher_hourly_limit']);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(Object.keys(refused.body.data.params)).toEqual(['count']);
    expect((await mine()).length).toBe(VOUCHER_HOURLY_MAX - 1);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['after'])
      .where('action', '=', 'voucher.create_refused')
      .executeTakeFirstOrThrow();
    expect(audit.after).toEqual({
      count: 2,
      made_last_hour: VOUCHER_HOURLY_MAX - 1,
      limit: VOUCHER_HOURLY_MAX,
    });

    expect((await create({ duration: '1m', count: 1 })).status).toBe(201);
    expect((await create({ duration: '1m', count: 1 })).status).toBe(429);

    // the codes of more than an hour ago no longer count
    await t.db
      .updateTable('vouchers')
      .set({ created_at: sql<Date>`now() - interval '61 minutes'` })
      .where('created_by', '=', adminId)
      .execute();
    const later = await create({ duration: '1m', count: VOUCHER_BATCH_MAX });
    expect([later.status, later.body.vouchers?.length]).toEqual([201, VOUCHER_BATCH_MAX]);
  });
});
