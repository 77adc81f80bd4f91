// Companies (issue 14): staff read, administrators edit (locations/departments with pictures, goal, subranking,
// access codes with seats, services); account owners see their company's services and request bookings;
// staff create users one by one.
import request from 'supertest';
import sharp from 'sharp';
import { ownerOfNewCompany } from '../account-fixtures';
import { bearerRequests } from '../bearer-requests';
import { DB_SETUP_TIMEOUT_MS, ROLE_LOGINS, useTestApp, useTokens } from '../test-app';

const V1 = '/wp-json/officefit/v1';
let demoId: number;

const t = useTestApp();
const tokens = useTokens(t, ROLE_LOGINS);
beforeAll(async () => {
  demoId = (
    await t.db.selectFrom('companies').select('id').where('name', '=', 'Demo GmbH').executeTakeFirstOrThrow()
  ).id;
}, DB_SETUP_TIMEOUT_MS);

const as = (who: string) => bearerRequests(t.app, tokens[who]);

describe('companies', () => {
  test('staff list companies with members and seat use; the demo company has its access code', async () => {
    const res = await as('service').get('/admin/companies');
    expect(res.status).toBe(200);
    const demo = res.body.find((c: { id: number }) => c.id === demoId);
    expect(demo).toMatchObject({ name: 'Demo GmbH', enable_subranking: true, seats: 200 });
    expect(demo.members).toBeGreaterThanOrEqual(21);
    const detail = await as('service').get(`/admin/companies/${demoId}`);
    expect(detail.status).toBe(200);
    expect(detail.body.subcategories.map((s: { name: string }) => s.name).sort()).toEqual([
      'Berlin',
      'Entwicklung',
      'München',
      'Vertrieb',
    ]);
    expect(detail.body.access_codes[0]).toMatchObject({ code: 'DEMO-GMBH', seats: 200, state: 'valid' });
  });

  test('only administrators edit companies: customer service, owners and subscribers get 403', async () => {
    for (const who of ['service', 'owner', 'subscriber']) {
      const edit = await as(who).put(`/admin/companies/${demoId}`, { goal_text: 'x' });
      expect({ who, status: edit.status, code: edit.body.code }).toEqual({
        who,
        status: 403,
        code: 'rest_forbidden',
      });
      const create = await as(who).post('/admin/companies', { name: 'Nope AG' });
      expect(create.status).toBe(403);
    }
    for (const who of ['owner', 'subscriber'])
      expect((await as(who).get('/admin/companies')).status).toBe(403);
  });

  test('an administrator creates and edits a company: name, goal, goal points, subranking; names are unique', async () => {
    const created = await as('admin').post('/admin/companies', {
      name: 'Muster AG',
      enable_subranking: false,
      goal_points: 50000,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Muster AG',
      goal_points: 50000,
      goal_text: null,
      members: 0,
    });
    const edited = await as('admin').put(`/admin/companies/${created.body.id}`, {
      enable_subranking: true,
      goal_text: 'Gemeinsam fit ins Frühjahr',
      goal_points: null,
    });
    expect(edited.body).toMatchObject({
      enable_subranking: true,
      goal_text: 'Gemeinsam fit ins Frühjahr',
      goal_points: null,
    });
    const twice = await as('admin').post('/admin/companies', { name: 'muster ag' });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('company_name_used');
    const bad = await as('admin').put(`/admin/companies/${created.body.id}`, { goal_points: 0 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.data.params)).toEqual(['goal_points']);
    expect((await as('admin').get('/admin/companies/999999')).status).toBe(404);
  });

  test('a blank goal text is stored as none (null); more than 200 characters is 400', async () => {
    const goalTextOf = async (id: number) =>
      (await t.db.selectFrom('companies').select('goal_text').where('id', '=', id).executeTakeFirstOrThrow())
        .goal_text;
    const created = await as('admin').post('/admin/companies', { name: 'Leerziel GmbH', goal_text: '   ' });
    expect(created.status).toBe(201);
    expect(created.body.goal_text).toBeNull();
    expect(await goalTextOf(created.body.id)).toBeNull();

    const id = created.body.id as number;
    const set = await as('admin').put(`/admin/companies/${id}`, { goal_text: `  ${'x'.repeat(200)}  ` });
    expect(set.status).toBe(200);
    expect(await goalTextOf(id)).toBe('x'.repeat(200));
    const blanked = await as('admin').put(`/admin/companies/${id}`, { goal_text: '   ' });
    expect(blanked.status).toBe(200);
    expect(blanked.body.goal_text).toBeNull();
    expect(await goalTextOf(id)).toBeNull();

    for (const res of [
      await as('admin').post('/admin/companies', { name: 'Langziel GmbH', goal_text: 'x'.repeat(201) }),
      await as('admin').put(`/admin/companies/${id}`, { goal_text: 'x'.repeat(201) }),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_invalid_param');
      expect(Object.keys(res.body.data.params)).toEqual(['goal_text']);
    }
    expect(await goalTextOf(id)).toBeNull();
    expect(
      await t.db.selectFrom('companies').select('id').where('name', '=', 'Langziel GmbH').executeTakeFirst(),
    ).toBeUndefined();
  });

  test('locations and departments: preset picture, uploaded picture served publicly, rename, delete', async () => {
    const { body: company } = await as('admin').post('/admin/companies', { name: 'Bild GmbH' });
    const sub = await as('admin').post(`/admin/companies/${company.id}/subcategories`, {
      kind: 'location',
      name: 'Hamburg',
      picture: 'city',
    });
    expect(sub.status).toBe(201);
    expect(sub.body).toMatchObject({ kind: 'location', name: 'Hamburg', picture: 'city', members: 0 });
    const same = await as('admin').post(`/admin/companies/${company.id}/subcategories`, {
      kind: 'location',
      name: 'Hamburg',
    });
    expect(same.body.code).toBe('subcategory_name_used');

    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const uploaded = await request(t.app)
      .post(`${V1}/admin/companies/${company.id}/subcategories/${sub.body.id}/picture`)
      .set('Authorization', `Bearer ${tokens.admin}`)
      .attach('file', png, { filename: 'x.png', contentType: 'image/png' });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.picture).toMatch(/^\/wp-json\/officefit\/v1\/company_picture\/[0-9a-f]{32}$/);
    const picture = await request(t.app).get(uploaded.body.picture as string);
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');

    const notImage = await request(t.app)
      .post(`${V1}/admin/companies/${company.id}/subcategories/${sub.body.id}/picture`)
      .set('Authorization', `Bearer ${tokens.admin}`)
      .attach('file', Buffer.from('<svg/>'), { filename: 'x.png', contentType: 'image/png' });
    expect(notImage.body.code).toBe('rest_upload_type');

    // choosing a preset replaces the upload, whose URL stops working
    const renamed = await as('admin').put(`/admin/companies/${company.id}/subcategories/${sub.body.id}`, {
      kind: 'department',
      name: 'Einkauf',
      picture: 'team',
    });
    expect(renamed.body).toMatchObject({ kind: 'department', name: 'Einkauf', picture: 'team' });
    expect((await request(t.app).get(uploaded.body.picture as string)).status).toBe(404);

    // another company's location is not found through this company
    const foreign = await as('admin').put(`/admin/companies/${demoId}/subcategories/${sub.body.id}`, {
      kind: 'location',
      name: 'X',
    });
    expect(foreign.status).toBe(404);
    expect(
      (await as('admin').delete(`/admin/companies/${company.id}/subcategories/${sub.body.id}`)).body,
    ).toEqual({
      deleted: true,
    });
  });

  test('access codes: created with seats and validity, seats never below the seats taken', async () => {
    const { body: company } = await as('admin').post('/admin/companies', { name: 'Code KG' });
    const res = await as('admin').post(`/admin/companies/${company.id}/access-codes`, {
      code: 'code-kg-2027',
      seats: 10,
      valid_until: '2099-12-31',
    });
    expect(res.status).toBe(201);
    const code = res.body.access_codes[0];
    expect(code).toMatchObject({ code: 'CODE-KG-2027', seats: 10, seats_used: 0, state: 'valid' });
    const past = await as('admin').post(`/admin/companies/${company.id}/access-codes`, {
      code: 'OLD-ONE',
      seats: 1,
      valid_until: '2020-01-01',
    });
    expect(past.status).toBe(400);
    expect(past.body.data.params.valid_until).toBe('Date cannot be in the past');
    const dup = await as('admin').post(`/admin/companies/${company.id}/access-codes`, {
      code: 'DEMO-GMBH',
      seats: 1,
      valid_until: '2099-01-01',
    });
    expect(dup.body.code).toBe('access_code_used');
    // without a code of the staff's own: a readable one nobody can guess (12 symbols of 31, grouped)
    const made = await as('admin').post(`/admin/companies/${company.id}/access-codes`, {
      code: '',
      seats: 5,
      valid_until: '2099-12-31',
    });
    expect(made.status).toBe(201);
    const codes = (made.body.access_codes as Array<{ code: string }>).map((c) => c.code);
    const generated = codes.filter((c) => c !== 'CODE-KG-2027');
    expect(generated).toHaveLength(1);
    expect(generated[0]).toMatch(/^FIT-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);

    await t.db.updateTable('access_codes').set({ seats_used: 4 }).where('id', '=', code.id).execute();
    const below = await as('admin').put(`/admin/companies/${company.id}/access-codes/${code.id}`, {
      seats: 3,
    });
    expect(below.status).toBe(409);
    expect(below.body.code).toBe('seats_below_used');
    // an empty change answers the code as it is (no empty UPDATE)
    const nothing = await as('admin').put(`/admin/companies/${company.id}/access-codes/${code.id}`, {});
    expect(nothing.status).toBe(200);
    expect((await as('admin').put(`/admin/companies/${company.id}/access-codes/999999`, {})).status).toBe(
      404,
    );
    const ok = await as('admin').put(`/admin/companies/${company.id}/access-codes/${code.id}`, { seats: 4 });
    expect(ok.body.access_codes[0]).toMatchObject({ seats: 4, seats_used: 4, state: 'full' });
    // a change to a past day is refused like a new code with one
    const moved = await as('admin').put(`/admin/companies/${company.id}/access-codes/${code.id}`, {
      valid_until: '2020-01-01',
    });
    expect(moved.status).toBe(400);
    expect(moved.body.data.params.valid_until).toBe('Date cannot be in the past');
    // the validity ends with the Berlin day, in summer time too (21:59:59 UTC)
    await as('admin').put(`/admin/companies/${company.id}/access-codes/${code.id}`, {
      valid_until: '2099-07-15',
    });
    const stored = await t.db
      .selectFrom('access_codes')
      .select('valid_until')
      .where('id', '=', code.id)
      .executeTakeFirstOrThrow();
    expect(new Date(stored.valid_until as unknown as string).toISOString()).toBe('2099-07-15T21:59:59.000Z');
  });
});

describe('services and booking requests', () => {
  let serviceId: number;

  beforeAll(async () => {
    const res = await as('admin').post(`/admin/companies/${demoId}/services`, {
      kind: 'back_fit',
      format: 'workshop',
      note: 'Rückenfit am Arbeitsplatz',
    });
    expect(res.status).toBe(201);
    serviceId = res.body.id;
    const inactive = await as('admin').post(`/admin/companies/${demoId}/services`, {
      kind: 'massage',
      format: 'health_day',
      active: false,
    });
    expect(inactive.status).toBe(201);
  });

  test('a service kind and format once per company; kinds are the spec list', async () => {
    const twice = await as('admin').post(`/admin/companies/${demoId}/services`, {
      kind: 'back_fit',
      format: 'workshop',
    });
    expect(twice.body.code).toBe('service_exists');
    const bad = await as('admin').post(`/admin/companies/${demoId}/services`, {
      kind: 'yoga',
      format: 'workshop',
    });
    expect(bad.status).toBe(400);
    const nothing = await as('admin').put(`/admin/companies/${demoId}/services/${serviceId}`, {});
    expect(nothing.body).toMatchObject({ id: serviceId, kind: 'back_fit', active: true });
  });

  test('the account owner sees the active services and requests a booking; staff answer it once', async () => {
    const company = await as('owner').get('/company');
    expect(company.status).toBe(200);
    expect(company.body.services.map((s: { kind: string }) => s.kind)).toEqual(['back_fit']);
    const booked = await as('owner').post('/company/service-requests', {
      service_id: serviceId,
      preferred_date: '2099-03-02',
      participants: 25,
      message: 'Gern vormittags.',
    });
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({
      company: { id: demoId, name: 'Demo GmbH' },
      service: { id: serviceId, kind: 'back_fit', format: 'workshop' },
      requested_by: { name: 'Olga Owner' },
      participants: 25,
      status: 'requested',
    });
    expect((await as('owner').get('/company')).body.requests).toHaveLength(1);

    const past = await as('owner').post('/company/service-requests', {
      service_id: serviceId,
      preferred_date: '2020-01-01',
      participants: 5,
    });
    expect(past.status).toBe(400);

    const list = await as('service').get('/admin/service-requests');
    expect(list.body.map((r: { id: number }) => r.id)).toContain(booked.body.id);
    const confirmed = await as('service').put(`/admin/service-requests/${booked.body.id}`, {
      status: 'confirmed',
    });
    expect(confirmed.body).toMatchObject({ status: 'confirmed' });
    expect(confirmed.body.handled_at).not.toBeNull();
    const again = await as('service').put(`/admin/service-requests/${booked.body.id}`, {
      status: 'declined',
    });
    expect(again.body.code).toBe('service_request_answered');
  });

  test("a subscriber cannot book; another company's owner cannot book or see this company's services", async () => {
    const subscriber = await as('subscriber').post('/company/service-requests', {
      service_id: serviceId,
      preferred_date: '2099-03-02',
      participants: 2,
    });
    expect(subscriber.status).toBe(403);
    const other = await ownerOfNewCompany(t, tokens.admin!, 'Fremd GmbH', {
      email: 'otto.owner@fremd.example.com',
      first_name: 'Otto',
      last_name: 'Other',
    });
    const own = await request(t.app).get(`${V1}/company`).set('Authorization', `Bearer ${other.token}`);
    expect(own.body).toMatchObject({ id: other.companyId, name: 'Fremd GmbH', services: [], requests: [] });
    const foreign = await request(t.app)
      .post(`${V1}/company/service-requests`)
      .set('Authorization', `Bearer ${other.token}`)
      .send({ service_id: serviceId, preferred_date: '2099-03-02', participants: 2 });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('service_not_found');
  });
});

describe('creating users one by one', () => {
  test('staff create an employee with location and company membership; a welcome mail is queued', async () => {
    const berlin = await t.db
      .selectFrom('company_subcategories')
      .select('id')
      .where('company_id', '=', demoId)
      .where('name', '=', 'Berlin')
      .executeTakeFirstOrThrow();
    const res = await as('service').post('/admin/users', {
      email: ' Neu.Mitarbeiterin@Demo-GmbH.example.com ',
      first_name: 'Nora',
      last_name: 'Neu',
      company_id: demoId,
      subcategory_id: berlin.id,
      membership_months: 12,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email: 'neu.mitarbeiterin@demo-gmbh.example.com',
      company_id: demoId,
      subcategory_id: berlin.id,
      roles: ['subscriber'],
    });
    const membership = await t.db
      .selectFrom('subscriptions')
      .select(['kind', 'status', 'payment_type'])
      .where('user_id', '=', res.body.id)
      .executeTakeFirstOrThrow();
    expect(membership).toEqual({ kind: 'company', status: 'active', payment_type: 'company' });
    const history = await t.db
      .selectFrom('membership_history')
      .select(['actor', 'to_state'])
      .where('user_id', '=', res.body.id)
      .execute();
    expect(history).toEqual([{ actor: 'staff', to_state: 'active' }]);
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select(['kind', 'lang'])
      .where('recipient', '=', 'neu.mitarbeiterin@demo-gmbh.example.com')
      .execute();
    expect(mail).toEqual([{ kind: 'account_created', lang: 'de-DE' }]);
    // no password yet: the login fails until the user sets one through "password lost"
    const login = await request(t.app)
      .post('/wp-json/jwt-auth/v1/token')
      .send({ username: 'neu.mitarbeiterin@demo-gmbh.example.com', password: '!unset' });
    expect(login.status).toBe(403);
  });

  test('an existing e-mail is 409; a location of another company and a field error are 400', async () => {
    const taken = await as('admin').post('/admin/users', {
      email: 'demo@example.com',
      first_name: 'D',
      last_name: 'D',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('existing_user_email');
    const { body: other } = await as('admin').post('/admin/companies', { name: 'Andere AG' });
    const berlin = await t.db
      .selectFrom('company_subcategories')
      .select('id')
      .where('company_id', '=', demoId)
      .executeTakeFirstOrThrow();
    const foreign = await as('admin').post('/admin/users', {
      email: 'x@andere.example.com',
      first_name: 'X',
      last_name: 'Y',
      company_id: other.id,
      subcategory_id: berlin.id,
    });
    expect(foreign.status).toBe(400);
    expect(Object.keys(foreign.body.data.params)).toEqual(['subcategory_id']);
    const noCompany = await as('admin').post('/admin/users', {
      email: 'y@andere.example.com',
      first_name: 'X',
      last_name: 'Y',
      subcategory_id: berlin.id,
    });
    expect(noCompany.body.data.params).toEqual({
      subcategory_id: 'A location or department needs a company.',
    });
    const bad = await as('admin').post('/admin/users', { email: 'nope', first_name: '', last_name: 'Y' });
    expect(Object.keys(bad.body.data.params).sort()).toEqual(['email', 'first_name']);
  });

  test('subscribers, owners and marketing cannot create users', async () => {
    for (const who of ['subscriber', 'owner', 'marketing']) {
      const res = await as(who).post('/admin/users', {
        email: 'z@example.com',
        first_name: 'Z',
        last_name: 'Z',
      });
      expect({ who, status: res.status }).toEqual({ who, status: 403 });
    }
  });
});
