// Issue 36 "Health-data consent": each purpose (the plan's answers, pain tracking) is confirmed or skipped on its
// own, recorded with time and text version in the profile's transaction; data of a purpose not confirmed is
// refused with nothing changed; confirming later works; withdrawing one purpose deletes what it covered.
import { CONSENT_TEXT_VERSION } from '../../shared/domain';
import { useClockedTestApp } from '../clocked-app';
import { api, PAINFUL_KNEE, profileBody } from '../training-fixtures';

const NOW = '2026-11-23T09:00:00Z';

const t = useClockedTestApp(NOW);
const http = api(t);

const withConsents = (pain: boolean, injuries = pain ? [PAINFUL_KNEE] : []) => ({
  ...profileBody({}, injuries),
  consents: { health_plan: true, pain_tracking: pain },
});

const decisions = (userId: number) =>
  t.db
    .selectFrom('health_consents')
    .select(['purpose', 'action', 'text_version', 'decided_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

async function healthRows(userId: number) {
  const anamnesis = await t.db
    .selectFrom('anamnesis')
    .select(['id', 'height', 'skipped'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const injuries = anamnesis
    ? await t.db
        .selectFrom('anamnesis_injuries')
        .select('id')
        .where('anamnesis_id', '=', anamnesis.id)
        .execute()
    : [];
  const history = await t.db
    .selectFrom('health_profile_history')
    .select('id')
    .where('user_id', '=', userId)
    .execute();
  return { anamnesis, injuries: injuries.length, history: history.length };
}

const painConsent = async (token: string) =>
  (await http.get('me/profile', token)).body.pain_consent as boolean;

test('pain tracking skipped: the answers are saved, no pain point or history, both decisions recorded', async () => {
  t.setNow(NOW);
  const user = await t.createUser('consent-skip-pain@example.com');
  const res = await http.put('anamnesis', withConsents(false), user.token);
  expect(res.status).toBe(200);
  expect(res.body.injuries).toEqual([]);
  expect(await healthRows(user.id)).toMatchObject({ anamnesis: { height: 180 }, injuries: 0, history: 0 });
  expect(await decisions(user.id)).toEqual([
    {
      purpose: 'health_plan',
      action: 'confirmed',
      text_version: CONSENT_TEXT_VERSION,
      decided_at: new Date(NOW),
    },
    {
      purpose: 'pain_tracking',
      action: 'skipped',
      text_version: CONSENT_TEXT_VERSION,
      decided_at: new Date(NOW),
    },
  ]);
  const profile = (await http.get('me/profile', user.token)).body;
  expect(profile).toMatchObject({ health_consent: true, pain_consent: false });
});

test('pain points without the pain-tracking consent: 400 pain_consent_required and nothing changed', async () => {
  t.setNow(NOW);
  const user = await t.createUser('consent-refused@example.com');
  await http.put('anamnesis', withConsents(false), user.token).expect(200);
  const before = { rows: await healthRows(user.id), decisions: await decisions(user.id) };

  const refused = await http.put('anamnesis', withConsents(false, [PAINFUL_KNEE]), user.token);
  expect(refused.status).toBe(400);
  expect(refused.body).toMatchObject({
    code: 'pain_consent_required',
    data: { params: { 'consents.pain_tracking': expect.any(String) } },
  });
  expect({ rows: await healthRows(user.id), decisions: await decisions(user.id) }).toEqual(before);
});

test('without the plan consent nothing is stored: 400 consent_required', async () => {
  const user = await t.createUser('consent-none@example.com');
  const body = { ...profileBody(), consents: { health_plan: false, pain_tracking: true } };
  const res = await http.put('anamnesis', body, user.token);
  expect(res.status).toBe(400);
  expect(res.body.code).toBe('consent_required');
  expect(await healthRows(user.id)).toEqual({ anamnesis: undefined, injuries: 0, history: 0 });
  expect(await decisions(user.id)).toEqual([]);
});

test('confirming pain tracking later stores the pain points and starts the history', async () => {
  t.setNow(NOW);
  const user = await t.createUser('consent-later@example.com');
  await http.put('anamnesis', withConsents(false), user.token).expect(200);
  t.setNow('2026-11-24T09:00:00Z');
  const res = await http.put('anamnesis', withConsents(true), user.token);
  expect(res.status).toBe(200);
  expect(res.body.injuries).toHaveLength(1);
  expect(await healthRows(user.id)).toMatchObject({ injuries: 1, history: 1 });
  expect((await decisions(user.id)).map((d) => `${d.purpose}:${d.action}`)).toEqual([
    'health_plan:confirmed',
    'pain_tracking:skipped',
    'pain_tracking:confirmed',
  ]);
  expect(await painConsent(user.token)).toBe(true);
  // saving again with the same decisions adds no row
  await http.put('anamnesis', withConsents(true), user.token).expect(200);
  expect(await decisions(user.id)).toHaveLength(3);
});

test('withdrawing pain tracking deletes pain points and history, keeps the answers, is recorded', async () => {
  t.setNow(NOW);
  const user = await t.createUser('consent-withdraw-pain@example.com');
  await http.put('anamnesis', withConsents(true), user.token).expect(200);
  expect(await healthRows(user.id)).toMatchObject({ injuries: 1, history: 1 });

  const res = await http.post('me/health-consent/withdraw', { purpose: 'pain_tracking' }, user.token);
  expect(res.status).toBe(200);
  expect(res.body.injuries).toEqual([]);
  expect(res.body.anamnesis).toMatchObject({ skipped: false, height: 180 });
  expect(await healthRows(user.id)).toMatchObject({ anamnesis: { height: 180 }, injuries: 0, history: 0 });
  expect((await decisions(user.id)).at(-1)).toMatchObject({ purpose: 'pain_tracking', action: 'withdrawn' });
  expect(await http.get('me/profile', user.token).then((r) => r.body)).toMatchObject({
    health_consent: true,
    pain_consent: false,
  });
  // the questionnaire now refuses pain points until the consent is given again
  const refused = await http.put('anamnesis', withConsents(false, [PAINFUL_KNEE]), user.token);
  expect(refused.body.code).toBe('pain_consent_required');
});

test('withdrawing everything (no purpose) takes both purposes and leaves the standard profile', async () => {
  t.setNow(NOW);
  const user = await t.createUser('consent-withdraw-all@example.com');
  await http.put('anamnesis', withConsents(true), user.token).expect(200);
  const res = await http.post('me/health-consent/withdraw', {}, user.token);
  expect(res.status).toBe(200);
  expect(res.body.anamnesis).toMatchObject({ skipped: true, accept: false });
  expect(await healthRows(user.id)).toMatchObject({ injuries: 0, history: 0 });
  expect((await decisions(user.id)).slice(-2).map((d) => `${d.purpose}:${d.action}`)).toEqual([
    'health_plan:withdrawn',
    'pain_tracking:withdrawn',
  ]);
});

test('the withdrawal validates its purpose and needs a token', async () => {
  const user = await t.createUser('consent-bad-purpose@example.com');
  const bad = await http.post('me/health-consent/withdraw', { purpose: 'steps' }, user.token);
  expect(bad.status).toBe(400);
  expect(bad.body.code).toBe('rest_invalid_param');
  expect((await http.post('me/health-consent/withdraw', { purpose: 'pain_tracking' })).status).toBe(401);
  const otherField = await http.post('me/health-consent/withdraw', { user_id: 1 }, user.token);
  expect(otherField.status).toBe(400);
});

test('an older client without `consents`: its single declaration covers every purpose', async () => {
  t.setNow(NOW);
  const user = await t.createUser('consent-legacy@example.com');
  await http.put('anamnesis', profileBody({}, [PAINFUL_KNEE]), user.token).expect(200);
  expect((await decisions(user.id)).map((d) => `${d.purpose}:${d.action}`)).toEqual([
    'health_plan:confirmed',
    'pain_tracking:confirmed',
  ]);
});

test('the GDPR export lists every decision under the health profile', async () => {
  t.setNow(NOW);
  const user = await t.createUser('consent-export@example.com');
  await http.put('anamnesis', withConsents(false), user.token).expect(200);
  const exported = await http.get('me/export', user.token);
  expect(exported.status).toBe(200);
  const rows = exported.body.health_profile.health_consents as { purpose: string; action: string }[];
  expect(rows.map((row) => `${row.purpose}:${row.action}`).sort()).toEqual([
    'health_plan:confirmed',
    'pain_tracking:skipped',
  ]);
});
