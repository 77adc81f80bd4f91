// Bulk user import from a CSV file (issue 14): the whole file is checked first; one bad row and nobody is
// created, and the report names each bad row and field. Duplicates in the file or in the database are row errors.
import request from 'supertest';
import { countRows } from '../marketing-fixtures';
import { DB_SETUP_TIMEOUT_MS, tokenFor, useTestApp } from '../test-app';

const V1 = '/wp-json/officefit/v1';
let admin: string;
let demoId: number;

const t = useTestApp();
beforeAll(async () => {
  admin = await tokenFor(t.app, 'admin@example.com');
  demoId = (
    await t.db.selectFrom('companies').select('id').where('name', '=', 'Demo GmbH').executeTakeFirstOrThrow()
  ).id;
}, DB_SETUP_TIMEOUT_MS);

const importFile = (csv: string, extra: object = {}, token = admin) =>
  request(t.app)
    .post(`${V1}/admin/users/import`)
    .set('Authorization', `Bearer ${token}`)
    .send({ csv, company_id: demoId, membership_months: 12, ...extra });

const userCount = () => countRows(t.db, 'users');

test('a file with a bad row imports nobody; the report names the row and the field', async () => {
  const before = await userCount();
  const res = await importFile(
    [
      'email,first_name,last_name,subcategory',
      'anna.alt@demo-gmbh.example.com,Anna,Alt,Berlin',
      'kein-email,Bert,Baum,Berlin',
      'carla.chen@demo-gmbh.example.com,Carla,,München',
    ].join('\n'),
  );
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({
    code: 'import_rows_invalid',
    data: { status: 400, rows: 3, imported: 0, users: [] },
  });
  expect(res.body.data.errors).toEqual([
    { row: 3, field: 'email', code: 'field_invalid', message: 'E-mail address not valid.' },
    { row: 4, field: 'last_name', code: 'field_required', message: 'Please enter the last name.' },
  ]);
  expect(await userCount()).toBe(before);
  const anna = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'anna.alt@demo-gmbh.example.com')
    .execute();
  expect(anna).toEqual([]);
});

test('an e-mail twice in the file or already in the database is a row error', async () => {
  const res = await importFile(
    [
      'email;first_name;last_name',
      'dora.doppelt@demo-gmbh.example.com;Dora;Doppelt',
      'DORA.DOPPELT@demo-gmbh.example.com;Dora;Zwei',
      'demo@example.com;Dana;Demo',
    ].join('\n'),
  );
  expect(res.status).toBe(400);
  expect(res.body.data.errors).toEqual([
    { row: 3, field: 'email', code: 'email_repeated', message: 'This e-mail address is in row 2 already.' },
    {
      row: 4,
      field: 'email',
      code: 'email_taken',
      message: 'An account with this e-mail address exists already.',
    },
  ]);
});

test('an unknown location, a missing column or an unknown column are reported', async () => {
  const unknown = await importFile('email,first_name,last_name,subcategory\ne@x.example.com,E,X,Hamburg\n');
  expect(unknown.body.data.errors).toEqual([
    {
      row: 2,
      field: 'subcategory',
      code: 'subcategory_unknown',
      message: 'The company has no location or department "Hamburg".',
    },
  ]);
  const header = await importFile('mail,first_name,nachname\na@x.example.com,A,B\n');
  expect(header.body.data.errors.map((e: { code: string; field: string }) => `${e.code}:${e.field}`)).toEqual(
    ['column_unknown:mail', 'column_unknown:nachname', 'column_missing:email', 'column_missing:last_name'],
  );
  const empty = await importFile('email,first_name,last_name\n');
  expect(empty.body.data.errors[0].code).toBe('csv_empty');
});

test('a dry run checks a good file without creating anyone', async () => {
  const before = await userCount();
  const res = await importFile(
    'email,first_name,last_name\nfrieda.probe@demo-gmbh.example.com,Frieda,Probe\n',
    {
      dry_run: true,
    },
  );
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ rows: 1, imported: 0, dry_run: true, errors: [], users: [] });
  expect(await userCount()).toBe(before);
});

test('a good file (Excel style: BOM, semicolons, quotes) imports every row with company, location and membership', async () => {
  const csv = [
    '\uFEFFemail;first_name;last_name;subcategory;lang;role',
    'gustav.gut@demo-gmbh.example.com;Gustav;Gut;Vertrieb;;',
    '"hilde.hell@demo-gmbh.example.com";"Hilde";"Hell, von";Entwicklung;en-US;company_owner',
    'ida.ohne@demo-gmbh.example.com;Ida;Ohne;;;',
  ].join('\r\n');
  const res = await importFile(csv);
  expect(res.status).toBe(201);
  expect(res.body).toMatchObject({ rows: 3, imported: 3, errors: [] });
  const users = await t.db
    .selectFrom('users as u')
    .leftJoin('company_subcategories as s', 's.id', 'u.subcategory_id')
    .select(['u.email', 'u.last_name', 'u.lang', 'u.roles', 'u.company_id', 's.name as subcategory'])
    .where('u.email', 'like', '%@demo-gmbh.example.com')
    .where('u.email', 'in', [
      'gustav.gut@demo-gmbh.example.com',
      'hilde.hell@demo-gmbh.example.com',
      'ida.ohne@demo-gmbh.example.com',
    ])
    .orderBy('u.email')
    .execute();
  expect(users).toEqual([
    {
      email: 'gustav.gut@demo-gmbh.example.com',
      last_name: 'Gut',
      lang: 'de-DE',
      roles: ['subscriber'],
      company_id: demoId,
      subcategory: 'Vertrieb',
    },
    {
      email: 'hilde.hell@demo-gmbh.example.com',
      last_name: 'Hell, von',
      lang: 'en-US',
      roles: ['subscriber', 'company_owner'],
      company_id: demoId,
      subcategory: 'Entwicklung',
    },
    {
      email: 'ida.ohne@demo-gmbh.example.com',
      last_name: 'Ohne',
      lang: 'de-DE',
      roles: ['subscriber'],
      company_id: demoId,
      subcategory: null,
    },
  ]);
  const memberships = await t.db
    .selectFrom('subscriptions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select('s.kind')
    .where(
      'u.email',
      'in',
      res.body.users.map((u: { email: string }) => u.email),
    )
    .execute();
  expect(memberships.map((m) => m.kind)).toEqual(['company', 'company', 'company']);
  const mails = await t.db
    .selectFrom('mail_outbox')
    .select('recipient')
    .where('kind', '=', 'account_created')
    .where(
      'recipient',
      'in',
      res.body.users.map((u: { email: string }) => u.email),
    )
    .execute();
  expect(mails).toHaveLength(3);

  // the same file again: every row is now a duplicate of the database
  const again = await importFile(csv);
  expect(again.body.data.errors.map((e: { row: number; code: string }) => `${e.row}:${e.code}`)).toEqual([
    '2:email_taken',
    '3:email_taken',
    '4:email_taken',
  ]);
});

test('without a company a location or an account owner is a row error', async () => {
  const res = await importFile(
    'email,first_name,last_name,subcategory,role\nj@x.example.com,J,X,Berlin,\nk@x.example.com,K,X,,company_owner\n',
    { company_id: null },
  );
  expect(res.body.data.errors.map((e: { row: number; code: string }) => `${e.row}:${e.code}`)).toEqual([
    '2:subcategory_without_company',
    '3:owner_without_company',
  ]);
});

test('customer service may import; subscribers and account owners may not', async () => {
  const service = await tokenFor(t.app, 'service@example.com');
  const ok = await importFile(
    'email,first_name,last_name\nlisa.service@demo-gmbh.example.com,Lisa,Service\n',
    {},
    service,
  );
  expect(ok.status).toBe(201);
  for (const email of ['demo@example.com', 'owner@example.com']) {
    const res = await importFile(
      'email,first_name,last_name\nm@x.example.com,M,X\n',
      {},
      await tokenFor(t.app, email),
    );
    expect(res.status).toBe(403);
  }
});
