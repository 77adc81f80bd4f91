// The permission table (issue 14): me lists the caller's permissions for the screens, and the admin-only
// settings (jobs, the whole mail queue, the audit log) are closed to customer service and marketing. The access
// matrix (access-matrix.test.ts) checks every staff route against the same table.
import request from 'supertest';
import { PERMISSIONS } from '../../shared/permissions';
import { useDemoAccounts, useTestApp } from '../test-app';

const V1 = '/wp-json/officefit/v1';
const t = useTestApp();
const { token } = useDemoAccounts(t, ['admin', 'service', 'marketing', 'owner', 'demo', 'guest']);

const get = (who: string, path: string) =>
  request(t.app).get(`${V1}${path}`).set('Authorization', `Bearer ${token[who]}`);

test("me.permissions: everything for admins, the table's rows for each staff role, nothing for customers", async () => {
  const of = async (who: string) => (await get(who, '/me')).body.permissions as string[];
  expect(await of('admin')).toEqual(PERMISSIONS);
  const service = await of('service');
  expect(service).toEqual(expect.arrayContaining(['users.read', 'users.impersonate', 'payments.confirm']));
  expect(service).not.toEqual(expect.arrayContaining(['jobs.read']));
  for (const closed of ['jobs.read', 'jobs.run', 'outbox.read', 'audit.read', 'cms.write']) {
    expect(service).not.toContain(closed);
  }
  const marketing = await of('marketing');
  expect(marketing).toContain('cms.write');
  const owner = await of('owner');
  expect(owner).toContain('reports.company');
  // the company owner is a customer: no customer data of others, no content
  for (const closed of ['users.read', 'users.impersonate', 'audit.read', 'orders.read']) {
    expect(marketing).not.toContain(closed);
    expect(owner).not.toContain(closed);
  }
  expect(owner).not.toContain('cms.write');
  expect(await of('demo')).toEqual([]);
  expect(await of('guest')).toEqual([]);
});

test('customer service no longer reaches the admin-only settings; marketing reaches no customer data', async () => {
  for (const path of ['/admin/jobs', '/admin/outbox', '/admin/audit']) {
    expect({ path, code: (await get('service', path)).body.code }).toEqual({ path, code: 'rest_forbidden' });
    expect((await get('admin', path)).status).toBe(200);
  }
  for (const path of ['/admin/users', '/admin/requests', '/admin/shop/orders']) {
    expect({ path, code: (await get('marketing', path)).body.code }).toEqual({
      path,
      code: 'rest_forbidden',
    });
    expect((await get('service', path)).status).toBe(200);
  }
  expect((await get('service', '/cms/pages')).body.code).toBe('rest_forbidden');
  expect((await get('marketing', '/cms/pages')).status).toBe(200);
});
