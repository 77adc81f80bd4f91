// Absences (issue 13, spec §5/§8): start, end on the same day or later, reason; me shows them; the strike neither
// grows nor breaks on the working days inside an absence.
import { V1 } from '../account-fixtures';
import { useClockedTestApp } from '../clocked-app';
import request from 'supertest';

let user: { id: number; token: string };

const t = useClockedTestApp('2026-11-20T09:00:00Z'); // Friday
beforeAll(async () => {
  user = await t.createUser('absent@example.com');
});

const call = (method: 'put' | 'delete' | 'get', path: string, body?: unknown) => {
  const req = request(t.app)[method](`${V1}/${path}`).set('Authorization', `Bearer ${user.token}`);
  return body === undefined ? req : req.send(body as object);
};

test.each([
  [{ from: '2026-11-20', until: '2026-11-19', reason: 'vacation' }, 'until'],
  [{ from: '2026-11-31', until: '2026-12-02', reason: 'vacation' }, 'from'],
  [{ from: '20.11.2026', until: '2026-12-02', reason: 'vacation' }, 'from'],
  [{ from: '2026-11-20', until: '2027-11-21', reason: 'vacation' }, 'until'],
  [{ from: '2026-11-20', until: '2026-11-21', reason: 'sabbatical' }, 'reason'],
  [{ from: '2026-11-20', until: '2026-11-21' }, 'reason'],
])('rejects %j at %s', async (body, field) => {
  const res = await call('put', 'me/absence', body);
  expect(res.status).toBe(400);
  expect(res.body.code).toBe('rest_invalid_param');
  expect(Object.keys(res.body.data.params)).toContain(field);
});

test('the end before the start names the spec rule', async () => {
  const res = await call('put', 'me/absence', { from: '2026-11-20', until: '2026-11-19', reason: 'illness' });
  expect(res.body.data.params.until).toBe(
    'The end of the absence must be the same day as or after its start.',
  );
});

test('a one-day absence is fine; me shows it; DELETE ends it', async () => {
  const res = await call('put', 'me/absence', {
    from: '2026-11-23',
    until: '2026-11-23',
    reason: 'business_trip',
  });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({
    absence_from: '2026-11-23',
    absence_until: '2026-11-23',
    absence_reason: 'business_trip',
  });
  expect((await call('get', 'me')).body).toMatchObject({
    absence_from: '2026-11-23',
    absence_reason: 'business_trip',
  });
  const cleared = await call('delete', 'me/absence');
  expect(cleared.body).toEqual({ absence_from: null, absence_until: null, absence_reason: null });
});

test('the strike survives the working days missed inside an absence', async () => {
  // points on Mon 9 and Tue 10, none Wed 11 – Tue 17, points on Wed 18 and Thu 19; today is Fri 20
  const days = ['2026-11-09', '2026-11-10', '2026-11-18', '2026-11-19'];
  await t.db
    .insertInto('point_events')
    .values(days.map((day) => ({ user_id: user.id, points: 20, reason: 'exercise', activity_date: day })))
    .execute();
  expect((await call('get', 'me')).body.meta.strike).toBe(2);

  await call('put', 'me/absence', { from: '2026-11-11', until: '2026-11-17', reason: 'vacation' });
  expect((await call('get', 'me')).body.meta.strike).toBe(4);

  // an absence that leaves out one missed working day (Tue 17) does not save the strike
  await call('put', 'me/absence', { from: '2026-11-11', until: '2026-11-16', reason: 'vacation' });
  expect((await call('get', 'me')).body.meta.strike).toBe(2);
});
