// Issue 39 point 5: gender is stored once, with the account (registration, /profile). The health profile's
// `gender` (spec §3: 1 female, 2 male, 3 diverse, 4 not stated) is read from it, and a client that sends the code
// back changes the account's gender only when the code says something else.
import { useClockedTestApp } from '../clocked-app';
import { api, profileBody } from '../training-fixtures';

const NOW = '2026-11-23T09:00:00Z';

const t = useClockedTestApp(NOW);
const http = api(t);

const withConsent = (anamnesis: Record<string, unknown>) => ({
  ...profileBody(anamnesis),
  consents: { health_plan: true, pain_tracking: false },
});

const storedGender = async (userId: number) =>
  (await t.db.selectFrom('users').select('gender').where('id', '=', userId).executeTakeFirstOrThrow()).gender;

test.each([
  ['female', 1],
  ['male', 2],
  ['nonbinary', 3],
  ['third', 3],
  [null, 4],
] as const)(
  'the account gender %s reads as health-profile code %i, before and after saving',
  async (gender, code) => {
    t.setNow(NOW);
    const user = await t.createUser(`gender-${gender ?? 'none'}@example.com`);
    await t.db.updateTable('users').set({ gender }).where('id', '=', user.id).execute();
    expect((await http.get('anamnesis', user.token)).body.anamnesis.gender).toBe(code);

    const { gender: _sent, ...withoutGender } = profileBody().anamnesis;
    const saved = await http.put('anamnesis', { ...withConsent({}), anamnesis: withoutGender }, user.token);
    expect(saved.status).toBe(200);
    expect(saved.body.anamnesis.gender).toBe(code);
    expect(await storedGender(user.id)).toBe(gender);
  },
);

test('sending the same code back keeps "third"; another code changes the one stored gender, seen on /profile', async () => {
  t.setNow(NOW);
  const user = await t.createUser('gender-kept@example.com');
  await t.db.updateTable('users').set({ gender: 'third' }).where('id', '=', user.id).execute();

  expect((await http.put('anamnesis', withConsent({ gender: 3 }), user.token)).status).toBe(200);
  expect(await storedGender(user.id)).toBe('third');

  const changed = await http.put('anamnesis', withConsent({ gender: 1 }), user.token);
  expect(changed.body.anamnesis.gender).toBe(1);
  expect((await http.get('me/profile', user.token)).body.gender).toBe('female');

  await http.put('me/profile', { gender: 'male' }, user.token);
  expect((await http.get('anamnesis', user.token)).body.anamnesis.gender).toBe(2);
});

test('a refused save changes no gender', async () => {
  t.setNow(NOW);
  const user = await t.createUser('gender-refused@example.com');
  await t.db.updateTable('users').set({ gender: 'female' }).where('id', '=', user.id).execute();
  const refused = await http.put('anamnesis', withConsent({ gender: 2, height: 20 }), user.token);
  expect(refused.status).toBe(400);
  expect(await storedGender(user.id)).toBe('female');
  const bad = await http.put('anamnesis', withConsent({ gender: 9 }), user.token);
  expect(bad.status).toBe(400);
  expect(await storedGender(user.id)).toBe('female');
});
