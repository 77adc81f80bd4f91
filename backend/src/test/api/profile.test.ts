// /profile (issue 13): PUT me/profile field rules, avatar upload, e-mail change with re-verification, password
// change that refuses every token issued before it, absences.
import sharp from 'sharp';
import request from 'supertest';
import { DEMO_PASSWORD } from '../../seed/demo-users';
import { authed, mailBodies, V1 } from '../account-fixtures';
import { DB_SETUP_TIMEOUT_MS, tokenFor, userIdOf, useTestApp } from '../test-app';
import { expectWpError } from '../wp-error';

let token: string;
const EMAIL = 'colleague@example.com';

const t = useTestApp();
beforeAll(async () => {
  token = await tokenFor(t.app, EMAIL);
}, DB_SETUP_TIMEOUT_MS);

const put = (path: string, body: unknown, bearer = token) =>
  request(t.app)
    .put(`${V1}/${path}`)
    .set('Authorization', `Bearer ${bearer}`)
    .send(body as object);

describe('PUT me/profile', () => {
  test('saves every field in one request and GET me/profile and me show them', async () => {
    // no health profile yet: height and weight create a blank one
    await t.db
      .deleteFrom('anamnesis')
      .where('user_id', '=', await userIdOf(t, EMAIL))
      .execute();
    const res = await put('me/profile', {
      first_name: ' Clara ',
      last_name: 'Kollegin',
      nickname: 'Clarissimo',
      birthdate: '1990-05-17',
      gender: 'female',
      height: 171,
      weight: 64.25,
      job_category: 3,
      phone_number: '+49 30 1234567',
      lang: 'en-US',
      newsletter: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      first_name: 'Clara',
      last_name: 'Kollegin',
      nickname: 'Clarissimo',
      birthdate: '1990-05-17',
      gender: 'female',
      height: 171,
      weight: 64.3,
      job_category: 3,
      phone_number: '+49 30 1234567',
      lang: 'en-US',
      newsletter: true,
      pending_email: null,
      deletion_due: null,
    });
    const me = await authed(t.app, token).get('me');
    expect(me.body).toMatchObject({ nickname: 'Clarissimo', lang: 'en-US', birthdate: '1990-05-17' });
    expect(me.body.meta).toMatchObject({ newsletter: 1, phone_number: '+49 30 1234567' });
    // height and weight went into a blank health profile: the questionnaire is still to be filled in
    expect(me.body.meta.has_anamnesis).toBe(false);
    const stored = await t.db
      .selectFrom('anamnesis')
      .select(['is_new', 'height'])
      .where('user_id', '=', await userIdOf(t, EMAIL))
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ is_new: true, height: 171 });
  });

  test('null and blank texts clear nullable fields; absent fields stay', async () => {
    const res = await put('me/profile', { nickname: '', phone_number: null, height: null });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ nickname: null, phone_number: null, height: null, first_name: 'Clara' });
  });

  test.each([
    ['first_name', ''],
    ['last_name', 'x'.repeat(101)],
    ['nickname', 'x'.repeat(41)],
    ['birthdate', '2990-01-01'],
    ['birthdate', '1990-02-30'],
    ['gender', 'robot'],
    ['height', 99],
    ['height', 170.5],
    ['weight', 301],
    ['job_category', 0],
    ['job_category', 17],
    ['subcategory_id', 0],
    ['phone_number', 'call me'],
    // the characters of a number, but no number an SMS could reach (E.164 check, issue 36)
    ['phone_number', '123'],
    ['phone_number', '+49 30 1'],
    ['lang', 'fr-FR'],
    ['newsletter', 'yes'],
    ['email', 'sneaky@example.com'],
  ])('rejects %s = %j with rest_invalid_param', async (field, value) => {
    const res = await put('me/profile', { [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_invalid_param');
    expect(res.body.data.status).toBe(400);
    expect(Object.keys(res.body.data.params)).toContain(field);
  });

  test('the sub-category must belong to the own company; nothing is saved when it does not', async () => {
    const own = await t.db
      .selectFrom('company_subcategories as s')
      .innerJoin('users as u', 'u.company_id', 's.company_id')
      .select('s.id')
      .where('u.email', '=', EMAIL)
      .executeTakeFirstOrThrow();
    const other = await t.db
      .insertInto('companies')
      .values({ name: 'Other AG' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const foreign = await t.db
      .insertInto('company_subcategories')
      .values({ company_id: other.id, kind: 'location', name: 'Hamburg' })
      .returning('id')
      .executeTakeFirstOrThrow();

    const refused = await put('me/profile', { subcategory_id: foreign.id, first_name: 'Changed' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'subcategory_invalid', data: { status: 400 } });
    expect((await authed(t.app, token).get('me/profile')).body.first_name).toBe('Clara');

    const saved = await put('me/profile', { subcategory_id: own.id });
    expect(saved.status).toBe(200);
    expect(saved.body.subcategory_id).toBe(own.id);
    expect(saved.body.subcategories.map((s: { id: number }) => s.id)).toContain(own.id);
  });

  test('401 without a token', async () => {
    expect((await request(t.app).put(`${V1}/me/profile`).send({ nickname: 'x' })).status).toBe(401);
  });
});

describe('avatar', () => {
  const png = () =>
    sharp({ create: { width: 640, height: 480, channels: 3, background: '#52c2d1' } })
      .png()
      .toBuffer();
  const upload = (data: Buffer, filename: string, contentType: string) =>
    request(t.app)
      .post(`${V1}/me/avatar`)
      .set('Authorization', `Bearer ${token}`)
      .attach('file', data, { filename, contentType });

  test('a PNG becomes a 256 px square WebP served from its URL; a new upload replaces the old file', async () => {
    const first = await upload(await png(), 'me.png', 'image/png');
    expect(first.status).toBe(200);
    const url: string = first.body.avatar;
    expect(url).toMatch(/^\/wp-json\/officefit\/v1\/avatar\/[\w-]+\.webp$/);
    const image = await request(t.app).get(url).buffer(true);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const meta = await sharp(image.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect((await authed(t.app, token).get('me')).body.avatar).toBe(url);

    const second = await upload(await png(), 'again.png', 'image/png');
    expect(second.body.avatar).not.toBe(url);
    expect((await request(t.app).get(url)).status).toBe(404);
  });

  test('the type is read from the bytes: text named .png and a GIF are refused', async () => {
    const text = await upload(Buffer.from('not an image at all'), 'evil.png', 'image/png');
    expect(text.status).toBe(400);
    expect(text.body.code).toBe('avatar_invalid_type');
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await upload(gif, 'x.jpg', 'image/jpeg')).body.code).toBe('avatar_invalid_type');
  });

  test('over the limit: 413 with the spec message', async () => {
    const res = await upload(Buffer.alloc(5 * 1024 * 1024 + 1, 1), 'big.png', 'image/png');
    expectWpError(res, 413, 'file_too_big', 'File too big. (Limit: 5 MB)');
  });

  test('DELETE me/avatar removes it', async () => {
    const res = await request(t.app).delete(`${V1}/me/avatar`).set('Authorization', `Bearer ${token}`);
    expect(res.body.avatar).toBeNull();
  });
});

describe('e-mail change', () => {
  const NEW = 'clara.new@example.com';

  test('needs the password and a free address', async () => {
    const wrong = await authed(t.app, token).post('me/email', { email: NEW, password: 'Wrong!2026x' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('incorrect_password');
    const taken = await authed(t.app, token).post('me/email', {
      email: 'demo@example.com',
      password: DEMO_PASSWORD,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('existing_user_email');
    const invalid = await authed(t.app, token).post('me/email', { email: 'nope', password: DEMO_PASSWORD });
    expect(invalid.status).toBe(400);
  });

  test('a link goes to the new address; the old one works until it is opened; the link works once', async () => {
    const res = await authed(t.app, token).post('me/email', {
      email: ` ${NEW.toUpperCase()} `,
      password: DEMO_PASSWORD,
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ pending_email: NEW });
    expect((await authed(t.app, token).get('me/profile')).body).toMatchObject({
      email: EMAIL,
      pending_email: NEW,
    });
    expect(await mailBodies(t, EMAIL, 'email_change_notice')).toHaveLength(1);
    const body = (await mailBodies(t, NEW, 'email_change')).pop()!;
    const key = decodeURIComponent(/\/profile\/email-confirm\?key=([\w%-]+)/.exec(body)![1]!);

    // not confirmed yet: the old address logs in, the new one does not
    await tokenFor(t.app, EMAIL);
    await expect(tokenFor(t.app, NEW)).rejects.toThrow();

    const confirmed = await request(t.app).post(`${V1}/me/email/confirm`).send({ key });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ email: NEW });
    const me = await authed(t.app, await tokenFor(t.app, NEW)).get('me');
    expect(me.body).toMatchObject({ email: NEW, meta: { email_verified: true } });
    await expect(tokenFor(t.app, EMAIL)).rejects.toThrow();

    const again = await request(t.app).post(`${V1}/me/email/confirm`).send({ key });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('email_change_link_invalid');
    expect((await request(t.app).post(`${V1}/me/email/confirm`).send({ key: 'forged' })).status).toBe(400);
  });
});

describe('password change', () => {
  test('a wrong old password: "Error during password change"; a weak new one: password_too_weak', async () => {
    const user = await tokenFor(t.app, 'owner@example.com');
    const wrong = await authed(t.app, user).post('me/password', {
      old_password: 'nope',
      new_password: 'Neu!Sicher2026',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: 'password_change_failed',
      message: 'Error during password change',
    });
    const weak = await authed(t.app, user).post('me/password', {
      old_password: DEMO_PASSWORD,
      new_password: 'short',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.code).toBe('rest_invalid_param');
  });

  test('ends every session issued before the change; the answer carries a fresh token', async () => {
    const otherDevice = await tokenFor(t.app, 'owner@example.com');
    const thisDevice = await tokenFor(t.app, 'owner@example.com');
    const res = await authed(t.app, thisDevice).post('me/password', {
      old_password: DEMO_PASSWORD,
      new_password: 'Neu!Sicher2026',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user_email: 'owner@example.com', token: expect.any(String) });

    for (const old of [otherDevice, thisDevice]) {
      const refused = await authed(t.app, old).get('me');
      expect(refused.status).toBe(401);
      expect(refused.body.code).toBe('jwt_auth_invalid_token');
    }
    expect((await authed(t.app, res.body.token as string).get('me')).status).toBe(200);
    await expect(tokenFor(t.app, 'owner@example.com')).rejects.toThrow();
    await tokenFor(t.app, 'owner@example.com', 'Neu!Sicher2026');
    expect(await userIdOf(t, 'owner@example.com')).toBeGreaterThan(0);
  });
});
