// The audit log (issue 14): every staff write is on record (who, when, which endpoint) even when a handler adds
// nothing; GET admin/audit is for administrators only, newest first, paged, filtered by actor, target, action.
import request from 'supertest';
import { useDemoAccounts, useTestApp } from '../test-app';

const V1 = '/wp-json/officefit/v1';
const t = useTestApp();
const { token, id } = useDemoAccounts(t, ['admin', 'service', 'marketing', 'demo']);

const get = (who: string, path: string) =>
  request(t.app).get(`${V1}${path}`).set('Authorization', `Bearer ${token[who]}`);
const post = (who: string, path: string, body: object = {}) =>
  request(t.app).post(`${V1}${path}`).set('Authorization', `Bearer ${token[who]}`).send(body);

test('a staff write without details of its own is still on record: who, which endpoint, which ids', async () => {
  await post('service', '/admin/shop/orders/424242/cancel');
  const res = await get('admin', `/admin/audit?actor=${id.service}`);
  expect(res.status).toBe(200);
  expect(res.body[0]).toMatchObject({
    actor: { id: id.service, name: 'Sam Service' },
    action: 'staff.request',
    subject: `POST ${V1}/admin/shop/orders/:id/cancel`,
    after: { id: '424242' },
    created_at: expect.any(String),
  });
});

test("a customer's own writes and every read stay out of the log", async () => {
  const count = async () => Number((await get('admin', '/admin/audit')).headers['x-wp-total']);
  const before = await count();
  await request(t.app).put(`${V1}/me`).set('Authorization', `Bearer ${token.demo}`).send({ lang: 'en-US' });
  await get('service', `/admin/users/${id.demo}`);
  expect(await count()).toBe(before);
});

test('administrators only; filters by target and action; pages newest first', async () => {
  for (const who of ['service', 'marketing', 'demo']) {
    expect((await get(who, '/admin/audit')).body.code).toBe('rest_forbidden');
  }
  await post('service', `/admin/users/${id.demo}/reset-link`);
  await post('admin', `/admin/users/${id.demo}/unlock`);
  const byTarget = await get('admin', `/admin/audit?target=${id.demo}`);
  expect(byTarget.body.map((r: { action: string }) => r.action)).toEqual([
    'user.login_unlocked',
    'user.reset_link_sent',
  ]);
  expect(byTarget.body[0]).toMatchObject({
    actor: { id: id.admin },
    target: { id: id.demo, name: 'Dana Demo' },
  });
  const page = await get('admin', `/admin/audit?target=${id.demo}&per_page=1&page=2`);
  expect(page.body.map((r: { action: string }) => r.action)).toEqual(['user.reset_link_sent']);
  expect(page.headers['x-wp-totalpages']).toBe('2');
  const unlocks = await get('admin', '/admin/audit?action=user.login_unlocked');
  expect(unlocks.body).toHaveLength(1);
  expect((await get('admin', '/admin/audit?action=DROP%20TABLE')).status).toBe(400);
});
