import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import request from 'supertest';
import { outboxKey, sendPendingMails } from '../../modules/contact';
import { DEMO_PASSWORD } from '../../seed/demo-users';
import { refreshCookieOf, renewSession } from '../account-fixtures';
import { tokenFor, userIdOf, useTestApp } from '../test-app';

const t = useTestApp();

const NEW_PASSWORD = 'Neues-Passwort1';
const INVALID_KEY = {
  code: 'invalid_key',
  message: 'An error has occurred. Please have a new link sent to you.',
  data: { status: 400 },
};

const lost = (body: unknown) =>
  request(t.app)
    .post('/wp-json/officefit/v1/password_lost')
    .send(body as object);
const reset = (body: unknown) =>
  request(t.app)
    .post('/wp-json/officefit/v1/password_reset')
    .send(body as object);
const login = (username: string, password: string) =>
  request(t.app).post('/wp-json/jwt-auth/v1/token').send({ username, password });
/** The stored reset keys of an address (their ids). */
const resetKeysOf = (email: string) =>
  t.db
    .selectFrom('password_reset_keys as k')
    .innerJoin('users as u', 'u.id', 'k.user_id')
    .select('k.id')
    .where('u.email', '=', email)
    .execute();
const me = (token: string) =>
  request(t.app).get('/wp-json/officefit/v1/me').set('Authorization', `Bearer ${token}`);

const SITE = 'https://app.example.org';

function mailsTo(email: string) {
  return t.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', email).orderBy('id').execute();
}

interface Delivered {
  to: string;
  subject: string;
  text: string;
}
/** Every mail the sender has delivered so far, oldest first. */
const delivered: Delivered[] = [];

/** Runs the outbox sender (as server.ts does) with a transport that keeps the delivered mails. */
async function deliver(): Promise<void> {
  const transport = {
    sendMail: async (mail: Delivered) => {
      delivered.push(mail);
      return {};
    },
  };
  while (
    (await sendPendingMails(
      t.db,
      transport as never,
      { from: 'x@example.com', siteUrl: SITE },
      outboxKey(t.jwtSecret),
    )) > 0
  );
}

/** The last delivered mail to `email`. */
function lastMailTo(email: string): Delivered {
  const mail = delivered.filter((m) => m.to === email).pop();
  if (!mail) throw new Error(`no mail delivered to ${email}`);
  return mail;
}

/** Key and login of the reset link in a delivered mail. */
function linkIn(mail: Delivered): { key: string; login: string } {
  const link = new RegExp(`^${SITE}/password_lost\\?\\S+$`, 'm').exec(mail.text)![0];
  const params = new URL(link).searchParams;
  return { key: params.get('key')!, login: params.get('login')! };
}

/** Requests a link for `email`, lets the sender deliver it and reads key and login from the delivered mail. */
async function requestLink(email: string): Promise<{ key: string; login: string }> {
  const res = await lost({ email });
  expect(res.body).toEqual({ sent: true });
  await deliver();
  return linkIn(lastMailTo(email.trim().toLowerCase()));
}

async function passwordHashOf(email: string): Promise<string> {
  const row = await t.db
    .selectFrom('users')
    .select('password_hash')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.password_hash;
}

describe('POST /wp-json/officefit/v1/password_lost', () => {
  test('an unknown address gets the same answer, and nothing is stored', async () => {
    const res = await lost({ email: 'nobody@example.com' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sent: true });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await mailsTo('nobody@example.com')).toEqual([]);
    const keys = await t.db.selectFrom('password_reset_keys').selectAll().execute();
    expect(keys).toEqual([]);
  });

  test('a known address gets a mail in German with a one-hour key that is stored only as a hash', async () => {
    const res = await lost({ email: '  New@Example.COM ' });
    expect(res.body).toEqual({ sent: true });
    const [queued] = await mailsTo('new@example.com');
    expect(queued).toMatchObject({
      kind: 'password_reset',
      lang: 'de-DE',
      subject: 'Ihr officefit-Passwort zurücksetzen',
      state: 'queued',
      sent_at: null,
    });
    expect(queued!.created_at).toBeInstanceOf(Date);
    // sealed in the table: nothing of the text is readable
    expect(queued!.body).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(queued!.body).not.toContain('password_lost');

    await deliver();
    const mail = lastMailTo('new@example.com');
    expect(mail.subject).toBe('Ihr officefit-Passwort zurücksetzen');
    expect(mail.text).toContain('Hallo Nico,');
    const link = new RegExp(
      `^${SITE}/password_lost\\?key=([A-Za-z0-9_-]+)&login=new%40example\\.com$`,
      'm',
    ).exec(mail.text);
    expect(link).not.toBeNull();
    const key = link![1]!;
    expect(key.length).toBeGreaterThanOrEqual(43);
    expect(queued!.body).not.toContain(key);
    // delivered: the body is gone
    const [sent] = await mailsTo('new@example.com');
    expect(sent).toMatchObject({ state: 'sent', body: null, sent_at: expect.any(Date) });

    const [stored] = await t.db.selectFrom('password_reset_keys').selectAll().execute();
    expect(stored!.key_hash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(key);
    expect(stored!.used_at).toBeNull();
    const ttl = stored!.expires_at.getTime() - stored!.created_at.getTime();
    expect(ttl).toBe(3600 * 1000);
  });

  test('an English-speaking user gets the mail in English', async () => {
    await lost({ email: 'admin@example.com' });
    const [queued] = await mailsTo('admin@example.com');
    expect(queued).toMatchObject({ lang: 'en-US', subject: 'Reset your officefit password' });
    await deliver();
    const mail = lastMailTo('admin@example.com');
    expect(mail.text).toMatch(/^Hello Adam,/);
    expect(mail.text).toContain(`${SITE}/password_lost?key=`);
  });

  test('at most 3 mails per account and hour; more requests still answer sent', async () => {
    const email = 'service@example.com';
    const answers = await Promise.all(Array.from({ length: 5 }, () => lost({ email })));
    expect(answers.map((r) => [r.status, r.body])).toEqual(Array(5).fill([200, { sent: true }]));
    expect(await mailsTo(email)).toHaveLength(3);
    const keys = await resetKeysOf(email);
    expect(keys).toHaveLength(3);

    // an hour later the account may ask again
    await sql`update password_reset_keys set created_at = created_at - interval '61 minutes',
      expires_at = expires_at - interval '61 minutes'
      where user_id = (select id from users where email = ${email})`.execute(t.db);
    await lost({ email });
    expect(await mailsTo(email)).toHaveLength(4);
  });

  test('an invalid or missing e-mail → 400 with a clear message', async () => {
    for (const email of ['not-an-email', 'a@b', '']) {
      const res = await lost({ email });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        code: 'rest_invalid_param',
        message: 'Invalid parameter(s): email',
        data: { status: 400, params: { email: 'email is not a valid e-mail address.' } },
      });
    }
    expect((await lost({})).body.data.params).toEqual({ email: 'email is a required parameter.' });
    expect((await lost({ email: 42 })).body.data.params).toEqual({ email: 'email must be a string.' });
    expect((await lost({ email: 'demo@example.com', user: 1 })).body.data.params).toEqual({
      user: 'user is not a valid parameter.',
    });
  });

  test('customer service and admin never see the key: not in the outbox API, not in the table', async () => {
    const email = 'marketing@example.com';
    const staff = {
      service: await tokenFor(t.app, 'service@example.com'),
      admin: await tokenFor(t.app, 'admin@example.com'),
    };
    const marketing = await tokenFor(t.app, email);
    expect((await lost({ email })).body).toEqual({ sent: true });

    const outbox = (token: string) =>
      request(t.app)
        .get('/wp-json/officefit/v1/admin/outbox?per_page=100')
        .set('Authorization', `Bearer ${token}`);
    // customer service sees a customer's mails on the user page only (kind and state), the whole outbox is admin's
    const userId = await userIdOf(t, email);
    const userPage = () =>
      request(t.app)
        .get(`/wp-json/officefit/v1/admin/users/${userId}`)
        .set('Authorization', `Bearer ${staff.service}`);
    expect((await outbox(staff.service)).status).toBe(403);
    const adminView = await outbox(staff.admin);
    expect(adminView.status).toBe(200);
    expect(adminView.body.find((m: { recipient: string }) => m.recipient === email)).toEqual({
      id: expect.any(Number),
      kind: 'password_reset',
      recipient: email,
      state: 'queued',
      created_at: expect.any(String),
      sent_at: null,
    });
    const serviceView = await userPage();
    expect(serviceView.status).toBe(200);
    expect(serviceView.body.mails).toContainEqual(
      expect.objectContaining({ kind: 'password_reset', state: 'queued', sent_at: null }),
    );
    const queuedViews = [adminView, serviceView];
    const rawQueued = JSON.stringify(await mailsTo(email));

    await deliver();
    const { key } = linkIn(lastMailTo(email));
    for (const text of [...queuedViews.map((v) => JSON.stringify(v.body)), rawQueued]) {
      expect(text).not.toContain(key);
      expect(text).not.toContain(encodeURIComponent(key));
      expect(text).not.toContain('password_lost');
    }
    const sentView = await outbox(staff.admin);
    expect(sentView.body.find((m: { recipient: string }) => m.recipient === email)).toMatchObject({
      state: 'sent',
      sent_at: expect.any(String),
    });
    expect(JSON.stringify(await mailsTo(email))).not.toContain(key);

    // the key from the delivered mail works, and it ends the tokens the account had
    expect((await reset({ key, login: email, password: NEW_PASSWORD })).body).toEqual({ reset: true });
    expect((await me(marketing)).status).toBe(401);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });

  test('the key and the mail are written together or not at all', async () => {
    await sql`create function fail_mail() returns trigger language plpgsql as $$
      begin raise exception 'outbox down'; end $$`.execute(t.db);
    await sql`create trigger fail_mail before insert on mail_outbox for each row execute function fail_mail()`.execute(
      t.db,
    );
    try {
      const res = await lost({ email: 'owner@example.com' });
      expect(res.status).toBe(500);
    } finally {
      await sql`drop trigger fail_mail on mail_outbox`.execute(t.db);
      await sql`drop function fail_mail()`.execute(t.db);
    }
    const keys = await resetKeysOf('owner@example.com');
    expect(keys).toEqual([]);
  });
});

describe('POST /wp-json/officefit/v1/password_reset', () => {
  test('full flow: mailed key → new password; the old one stops working; the key works once', async () => {
    const email = 'demo@example.com';
    const earlier = await tokenFor(t.app, email);
    expect((await me(earlier)).status).toBe(200);
    const earlierLogin = await login(email, DEMO_PASSWORD);
    const refreshCookie = refreshCookieOf(earlierLogin);
    const { key, login: loginName } = await requestLink(email);
    expect(loginName).toBe(email);

    const res = await reset({ key, login: loginName, password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ reset: true });
    expect(res.headers['cache-control']).toBe('no-store');

    // the reset ends every token issued before it (a stolen one included)
    const revoked = await me(earlier);
    expect(revoked.status).toBe(401);
    expect(revoked.body.code).toBe('jwt_auth_invalid_token');
    // and every refresh token: no session of before renews itself (issue 36)
    const renewed = await renewSession(t.app, refreshCookie);
    expect(renewed.status).toBe(401);
    const fresh = await login(email, NEW_PASSWORD);
    expect(fresh.status).toBe(200);
    expect((await me(fresh.body.token)).status).toBe(200);
    const old = await login(email, DEMO_PASSWORD);
    expect(old.status).toBe(403);
    expect(old.body.code).toBe('[jwt_auth] incorrect_password');
    expect(await passwordHashOf(email)).toMatch(/^scrypt\$/);

    const again = await reset({ key, login: loginName, password: 'Noch-ein-Passwort2' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(INVALID_KEY);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });

  test('a change of the e-mail address or the password ends every key mailed before it', async () => {
    // mailed to the old address: after the change of address it opens nothing, whatever login is named
    const moved = await requestLink('colleague@example.com');
    await t.db
      .updateTable('users')
      .set({ email: 'colleague-new@example.com' })
      .where('email', '=', 'colleague@example.com')
      .execute();
    for (const loginName of ['colleague@example.com', 'colleague-new@example.com']) {
      const res = await reset({ key: moved.key, login: loginName, password: NEW_PASSWORD });
      expect([loginName, res.status, res.body]).toEqual([loginName, 400, INVALID_KEY]);
    }
    // mailed before the password changed (e.g. by the owner after a break-in): ended too
    const before = await requestLink('pia@example.com');
    const changed = await t.db
      .updateTable('users')
      .set({ password_hash: await passwordHashOf('guest@example.com') })
      .where('email', '=', 'pia@example.com')
      .executeTakeFirst();
    expect(changed.numUpdatedRows).toBe(1n);
    const res = await reset({ key: before.key, login: before.login, password: NEW_PASSWORD });
    expect([res.status, res.body]).toEqual([400, INVALID_KEY]);
    // a key mailed after the change works
    const after = await requestLink('pia@example.com');
    expect((await reset({ key: after.key, login: after.login, password: NEW_PASSWORD })).status).toBe(200);
  });

  test('an expired key is refused and nothing changes', async () => {
    const email = 'guest@example.com';
    const { key, login: loginName } = await requestLink(email);
    await sql`update password_reset_keys set expires_at = now() - interval '1 second', created_at = now() - interval '2 hours'
      where key_hash = ${createHash('sha256').update(key).digest('hex')}`.execute(t.db);
    const before = await passwordHashOf(email);
    const res = await reset({ key, login: loginName, password: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(INVALID_KEY);
    expect(await passwordHashOf(email)).toBe(before);
    expect((await login(email, DEMO_PASSWORD)).status).toBe(200);
  });

  test('a weak password is refused, nothing changes and the key stays usable', async () => {
    const email = 'owner@example.com';
    const { key, login: loginName } = await requestLink(email);
    const before = await passwordHashOf(email);
    for (const password of ['Kurz1!', 'nocapital1!', 'NOSMALL1!', 'NoDigits!!', 'NoSpecial12']) {
      const res = await reset({ key, login: loginName, password });
      expect({ password, status: res.status, code: res.body.code }).toEqual({
        password,
        status: 400,
        code: 'password_too_weak',
      });
    }
    expect(await passwordHashOf(email)).toBe(before);
    const stored = await t.db
      .selectFrom('password_reset_keys')
      .select('used_at')
      .where('key_hash', '=', createHash('sha256').update(key).digest('hex'))
      .executeTakeFirstOrThrow();
    expect(stored.used_at).toBeNull();
    expect((await reset({ key, login: loginName, password: NEW_PASSWORD })).body).toEqual({ reset: true });
  });

  test('a wrong login, an unknown key or a key of another account is refused', async () => {
    const { key } = await requestLink('new@example.com');
    const before = await passwordHashOf('new@example.com');
    for (const body of [
      { key, login: 'service@example.com', password: NEW_PASSWORD },
      { key: `${key}x`, login: 'new@example.com', password: NEW_PASSWORD },
      { key: 'made-up', login: 'new@example.com', password: NEW_PASSWORD },
    ]) {
      const res = await reset(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(INVALID_KEY);
    }
    expect(await passwordHashOf('new@example.com')).toBe(before);
    expect(await passwordHashOf('service@example.com')).not.toBe(undefined);
    // the login is matched case-insensitively, as e-mails are
    expect((await reset({ key, login: 'NEW@example.com', password: NEW_PASSWORD })).body).toEqual({
      reset: true,
    });
  });

  test('using one key ends the other open keys of the account and clears a login lock-out', async () => {
    const email = 'admin@example.com';
    await t.db.deleteFrom('mail_outbox').where('recipient', '=', email).execute();
    await t.db
      .deleteFrom('password_reset_keys')
      .where('user_id', '=', sql<number>`(select id from users where email = ${email})`)
      .execute();
    const first = await requestLink(email);
    const second = await requestLink(email);
    await t.db.deleteFrom('login_attempts').where('key', 'like', `login:${email}%`).execute();
    await t.db
      .insertInto('login_attempts')
      .values([
        { key: `login:${email}`, count: 40, blocked_until: new Date(Date.now() + 60_000) },
        { key: `login:${email}|elsewhere`, count: 40, blocked_until: new Date(Date.now() + 60_000) },
      ])
      .execute();
    expect((await login(email, DEMO_PASSWORD)).status).toBe(429);

    expect((await reset({ ...second, password: NEW_PASSWORD })).body).toEqual({ reset: true });
    expect((await reset({ ...first, password: 'Noch-ein-Passwort2' })).body).toEqual(INVALID_KEY);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
    expect(
      await t.db.selectFrom('login_attempts').select('key').where('key', 'like', `login:${email}%`).execute(),
    ).toEqual([]);
  });

  test('the password and the key are changed together or not at all', async () => {
    const email = 'service@example.com';
    await sql`update password_reset_keys set created_at = created_at - interval '2 hours'
      where user_id = (select id from users where email = ${email})`.execute(t.db);
    const { key, login: loginName } = await requestLink(email);
    const before = await passwordHashOf(email);
    await sql`create function fail_keys() returns trigger language plpgsql as $$
      begin raise exception 'keys down'; end $$`.execute(t.db);
    await sql`create trigger fail_keys before update on password_reset_keys for each row execute function fail_keys()`.execute(
      t.db,
    );
    try {
      expect((await reset({ key, login: loginName, password: NEW_PASSWORD })).status).toBe(500);
    } finally {
      await sql`drop trigger fail_keys on password_reset_keys`.execute(t.db);
      await sql`drop function fail_keys()`.execute(t.db);
    }
    expect(await passwordHashOf(email)).toBe(before);
    expect((await reset({ key, login: loginName, password: NEW_PASSWORD })).body).toEqual({ reset: true });
  });

  test('missing or unknown fields → 400 rest_invalid_param', async () => {
    const res = await reset({});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): key, login, password',
      data: {
        status: 400,
        params: {
          key: 'key is a required parameter.',
          login: 'login is a required parameter.',
          password: 'password is a required parameter.',
        },
      },
    });
    const extra = await reset({ key: 'k', login: 'demo@example.com', password: NEW_PASSWORD, user_id: 1 });
    expect(extra.body.data.params).toEqual({ user_id: 'user_id is not a valid parameter.' });
  });
});
