// The account-owner report (issue 14): aggregates only, by location/department, no group under 5 shown or
// derivable — the seeded Entwicklung (4) and Vertrieb (3) appear only as "other", in JSON and in CSV. An owner
// sees only their own company.
import request from 'supertest';
import { ownerOfNewCompany, register, registrationBody } from '../account-fixtures';
import { DB_SETUP_TIMEOUT_MS, tokenFor, userIdOf, useTestApp } from '../test-app';

const V1 = '/wp-json/officefit/v1';
let owner: string;
let admin: string;
let demoId: number;

const t = useTestApp();
beforeAll(async () => {
  owner = await tokenFor(t.app, 'owner@example.com');
  admin = await tokenFor(t.app, 'admin@example.com');
  demoId = (
    await t.db.selectFrom('companies').select('id').where('name', '=', 'Demo GmbH').executeTakeFirstOrThrow()
  ).id;
}, DB_SETUP_TIMEOUT_MS);

const get = (path: string, token: string) =>
  request(t.app).get(`${V1}${path}`).set('Authorization', `Bearer ${token}`);

interface Line {
  id: number | null;
  kind: string;
  name: string | null;
  members: number;
  active_users: number;
  exercises_per_week: number;
  points: number;
  challenge_participants: number;
}

test('the owner sees Berlin and München; Entwicklung (4) and Vertrieb (3) are merged into "other"', async () => {
  const res = await get('/company/report', owner);
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({
    company: { id: demoId, name: 'Demo GmbH' },
    weeks: 4,
    min_group: 5,
    shown: true,
  });
  const groups = res.body.groups as Line[];
  expect(groups.map((g) => [g.kind, g.name, g.members])).toEqual([
    ['location', 'Berlin', 8],
    ['location', 'München', 6],
    ['other', null, 7],
  ]);
  expect(JSON.stringify(res.body)).not.toMatch(/Entwicklung|Vertrieb/);
  // the total minus the shown groups is exactly "other": nothing smaller can be derived
  const total = res.body.total as Line;
  expect(total).toMatchObject({ kind: 'total', members: 21 });
  for (const key of ['members', 'active_users', 'points', 'challenge_participants'] as const) {
    expect(groups.reduce((sum, g) => sum + g[key], 0)).toBe(total[key]);
  }
  for (const line of [...groups, total]) {
    // aggregates only: no person, no health data
    expect(Object.keys(line).sort()).toEqual(
      [
        'active_users',
        'challenge_participants',
        'exercises_per_week',
        'id',
        'kind',
        'members',
        'name',
        'points',
      ].sort(),
    );
    expect(line.members).toBeGreaterThanOrEqual(5);
  }
  // seeded: 7 of Berlin's 8 trained in the last 4 weeks (Dana and 6 of her 7 colleagues)
  expect(groups[0]).toMatchObject({ active_users: 7 });
  expect(total.points).toBeGreaterThan(0);
});

test('the CSV has the same lines: "Sonstige" instead of the small departments, also in English', async () => {
  const de = await get('/company/report.csv', owner);
  expect(de.status).toBe(200);
  expect(de.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(de.headers['content-disposition']).toMatch(/^attachment; filename="report-\d+-[\d-]+\.csv"$/);
  const lines = de.text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe('Gruppe;Art;Mitglieder;Aktive;Übungen pro Woche;Punkte;In Challenges');
  expect(lines.slice(1).map((l) => l.split(';').slice(0, 3).join(';'))).toEqual([
    'Berlin;Standort;8',
    'München;Standort;6',
    'Sonstige;;7',
    'Gesamt;;21',
  ]);
  expect(de.text).not.toMatch(/Entwicklung|Vertrieb/);
  const en = await get('/company/report.csv?lang=en&weeks=8', owner);
  expect(en.text).toMatch(/^\uFEFF?Group,Kind,Members/);
  expect(en.text).toContain('Other,,7');
  expect(en.text).not.toMatch(/Entwicklung|Vertrieb/);
});

test('when "other" would be under 5, the smallest shown group joins it', async () => {
  // Vertrieb's three move to München (now 9): "other" is Entwicklung alone (4), so the smallest shown group,
  // Berlin (8), joins it
  const vertrieb = await t.db
    .selectFrom('company_subcategories')
    .select('id')
    .where('company_id', '=', demoId)
    .where('name', 'in', ['Vertrieb', 'München'])
    .orderBy('name')
    .execute();
  const [muenchen, sales] = vertrieb as [{ id: number }, { id: number }];
  await t.db
    .updateTable('users')
    .set({ subcategory_id: muenchen.id })
    .where('subcategory_id', '=', sales.id)
    .execute();
  try {
    const res = await get('/company/report', owner);
    expect((res.body.groups as Line[]).map((g) => [g.kind, g.name, g.members])).toEqual([
      ['location', 'München', 9],
      ['other', null, 12],
    ]);
  } finally {
    await t.db
      .updateTable('users')
      .set({ subcategory_id: sales.id })
      .where('email', 'in', [
        'clara.braun@demo-gmbh.example.com',
        'david.krueger@demo-gmbh.example.com',
        'lena.hartmann@demo-gmbh.example.com',
      ])
      .execute();
  }
});

test("another company's owner sees only their own company (under 5: nothing) and not Demo GmbH's", async () => {
  const { companyId, token: other } = await ownerOfNewCompany(t, admin, 'Klein GmbH', {
    email: 'chefin@klein.example.com',
    first_name: 'K',
    last_name: 'Lein',
  });
  const own = await get('/company/report', other);
  expect(own.status).toBe(200);
  expect(own.body).toMatchObject({ company: { id: companyId }, shown: false, groups: [], total: null });
  const csv = await get('/company/report.csv', other);
  expect(
    csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/),
  ).toHaveLength(1);
  for (const path of [`/admin/companies/${demoId}/report`, `/admin/companies/${demoId}/report.csv`]) {
    expect((await get(path, other)).status).toBe(403);
  }
  // query parameters cannot pick another company
  expect((await get(`/company/report?company_id=${demoId}`, other)).status).toBe(400);
});

test('a subscriber gets 403; staff read any company through the admin route, with the same floor', async () => {
  expect((await get('/company/report', await tokenFor(t.app, 'demo@example.com'))).status).toBe(403);
  const service = await tokenFor(t.app, 'service@example.com');
  const res = await get(`/admin/companies/${demoId}/report?weeks=2`, service);
  expect(res.status).toBe(200);
  expect(res.body.weeks).toBe(2);
  expect(JSON.stringify(res.body)).not.toMatch(/Entwicklung|Vertrieb/);
  expect((await get('/admin/companies/999999/report', service)).status).toBe(404);
  expect((await get('/company/report?weeks=53', owner)).status).toBe(400);
});

describe('only members the company confirmed count (issue 32: sock accounts beat the floor)', () => {
  const post = (path: string, token: string) =>
    request(t.app).post(`${V1}${path}`).set('Authorization', `Bearer ${token}`);
  const lines = async () =>
    ((await get('/company/report', owner)).body.groups as Line[]).map((g) => [g.kind, g.name, g.members]);
  const total = async () => ((await get('/company/report', owner)).body.total as Line).members;

  /** Registers `n` accounts with Demo GmbH's access code into Vertrieb (3 confirmed members). */
  async function socks(n: number, domain = 'sock.example.org'): Promise<number[]> {
    const sales = await t.db
      .selectFrom('company_subcategories')
      .select('id')
      .where('company_id', '=', demoId)
      .where('name', '=', 'Vertrieb')
      .executeTakeFirstOrThrow();
    const ids: number[] = [];
    for (let i = 0; i < n; i++) {
      const body = registrationBody(
        { type: 'company', code: 'DEMO-GMBH', subcategory_id: sales.id },
        { email: `sock-${i}-${Date.now().toString(36)}@${domain}` },
      );
      const res = await register(t.app, body);
      expect(res.status).toBe(201);
      ids.push(await userIdOf(t, body.email));
    }
    return ids;
  }

  test('four sock accounts with the access code neither show Vertrieb nor change any figure', async () => {
    const before = await lines();
    const ids = await socks(4);
    expect(await lines()).toEqual(before);
    expect(JSON.stringify((await get('/company/report', owner)).body)).not.toMatch(/Vertrieb/);
    // an address on the company's domain counts only once it is verified (anyone can type one)
    const [onDomain] = await socks(1, 'demo-gmbh.example.com');
    expect(await lines()).toEqual(before);
    await t.db
      .updateTable('users')
      .set({ email_verified_at: new Date() })
      .where('id', '=', onDomain!)
      .execute();
    expect(await total()).toBe(22);
    await t.db.updateTable('users').set({ email_verified_at: null }).where('id', '=', onDomain!).execute();

    // the owner sees who waits, and confirms one: now that one counts
    const waiting = await get('/company/members/unconfirmed', owner);
    expect(waiting.status).toBe(200);
    expect(waiting.headers['cache-control']).toBe('no-store');
    const listed = (waiting.body.members as Array<{ id: number }>).map((m) => m.id);
    expect(listed).toEqual(expect.arrayContaining([...ids, onDomain]));
    expect(waiting.body.members[0]).toEqual({
      id: expect.any(Number),
      first_name: 'Rita',
      last_name: 'Register',
      email: expect.stringContaining('@'),
      registered_at: expect.any(String),
    });
    const confirmed = await post(`/company/members/${ids[0]}/confirm`, owner);
    expect([confirmed.status, confirmed.body]).toEqual([200, { id: ids[0], confirmed: true }]);
    expect((await post(`/company/members/${ids[0]}/confirm`, owner)).status).toBe(200);
    expect(await total()).toBe(22);
    expect(
      (await get('/company/members/unconfirmed', owner)).body.members.map((m: { id: number }) => m.id),
    ).not.toContain(ids[0]);
  });

  test('confirming: own company only, subscribers refused, bad ids refused', async () => {
    const [sock] = await socks(1);
    const demo = await tokenFor(t.app, 'demo@example.com');
    expect((await get('/company/members/unconfirmed', demo)).status).toBe(403);
    expect((await post(`/company/members/${sock}/confirm`, demo)).status).toBe(403);
    expect((await request(t.app).get(`${V1}/company/members/unconfirmed`)).status).toBe(401);
    // another company's owner cannot vouch for Demo GmbH's members
    const { token: stranger } = await ownerOfNewCompany(t, admin, 'Fremd GmbH', {
      email: 'chef@fremd.example.net',
      first_name: 'F',
      last_name: 'Remd',
    });
    const refused = await post(`/company/members/${sock}/confirm`, stranger);
    expect([refused.status, refused.body.code]).toEqual([404, 'member_not_found']);
    expect((await get('/company/members/unconfirmed', stranger)).body.members).toEqual([]);
    const staffMember = await userIdOf(t, 'service@example.com');
    expect((await post(`/company/members/${staffMember}/confirm`, owner)).status).toBe(404);
    expect((await post('/company/members/999999/confirm', owner)).status).toBe(404);
    expect((await post('/company/members/abc/confirm', owner)).status).toBe(400);
    expect((await get('/company/members/unconfirmed?all=1', owner)).status).toBe(400);
    const row = await t.db
      .selectFrom('users')
      .select('company_confirmed_at')
      .where('id', '=', sock!)
      .executeTakeFirstOrThrow();
    expect(row.company_confirmed_at).toBeNull();
  });

  test('staff set the company domains; a verified address there confirms, odd domains are refused', async () => {
    const put = (body: object) =>
      request(t.app)
        .put(`${V1}/admin/companies/${demoId}`)
        .set('Authorization', `Bearer ${admin}`)
        .send(body);
    const before = await total();
    const [member] = await socks(1, 'mail.sock-firma.example');
    await t.db
      .updateTable('users')
      .set({ email_verified_at: new Date() })
      .where('id', '=', member!)
      .execute();
    expect(await total()).toBe(before);
    const res = await put({
      email_domains: ['demo-gmbh.example.com', 'example.com', ' Sock-Firma.Example '],
    });
    expect(res.status).toBe(200);
    expect(res.body.email_domains).toEqual(['demo-gmbh.example.com', 'example.com', 'sock-firma.example']);
    // a subdomain of a company domain is the company's too
    expect(await total()).toBe(before + 1);
    for (const bad of [
      ['@firma.de'],
      ['firma'],
      ['a b.de'],
      Array.from({ length: 11 }, (_, i) => `f${i}.de`),
      'x.de',
    ]) {
      const refused = await put({ email_domains: bad });
      expect([JSON.stringify(bad), refused.status, refused.body.code]).toEqual([
        JSON.stringify(bad),
        400,
        'rest_invalid_param',
      ]);
    }
    const subscriber = await tokenFor(t.app, 'owner@example.com');
    expect(
      (
        await request(t.app)
          .put(`${V1}/admin/companies/${demoId}`)
          .set('Authorization', `Bearer ${subscriber}`)
          .send({ email_domains: ['evil.example'] })
      ).status,
    ).toBe(403);
  });
});
