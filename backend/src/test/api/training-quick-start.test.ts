// GET quick_start: the quick start picks under the plan's rules for the user's health profile — the equipment
// they own, discreet desk exercises when they asked for them — never from the whole catalogue.
import { useClockedTestApp } from '../clocked-app';

import { api, profileBody } from '../training-fixtures';

const t = useClockedTestApp('2026-11-23T09:00:00Z');

/** The quick-start exercises of both kinds over two weeks (a new pick every day). */
async function picks(token: string) {
  const seen: { kind: string; equipment: string; undercover: boolean; id: number }[] = [];
  for (let day = 0; day < 14; day++) {
    t.setNow(new Date(Date.parse('2026-11-23T09:00:00Z') + day * 86_400_000).toISOString());
    for (const kind of ['relaxation', 'strengthening']) {
      const res = await api(t).get(`quick_start?kind=${kind}&lang=de`, token);
      expect(res.status).toBe(200);
      expect(res.body.exercise.kind).toBe(kind);
      seen.push(res.body.exercise);
    }
  }
  return seen;
}

test('who owns only a band gets no ball exercise', async () => {
  const { token } = await t.createUser('quick-band@example.com');
  await api(t)
    .put('anamnesis', profileBody({ equipment: 'band' }), token)
    .expect(200);
  const seen = await picks(token);
  expect(seen.filter((e) => !['none', 'band'].includes(e.equipment))).toEqual([]);
});

test('who chose discreet desk exercises (no adjustable table) gets only discreet ones', async () => {
  const { token } = await t.createUser('quick-desk@example.com');
  await api(t)
    .put(
      'anamnesis',
      profileBody({ suitability: 0, adjustable_table: false, equipment: 'all', fitness: 3 }),
      token,
    )
    .expect(200);
  const seen = await picks(token);
  expect(seen.filter((e) => !e.undercover)).toEqual([]);
});

test('without a health profile: no equipment; the same exercise all day; bad kinds are a 400', async () => {
  const { token } = await t.createUser('quick-bare@example.com');
  t.setNow('2026-11-24T07:00:00Z');
  const first = await api(t).get('quick_start?kind=strengthening&lang=en', token);
  expect(first.status).toBe(200);
  expect(first.body.exercise.equipment).toBe('none');
  t.setNow('2026-11-24T15:00:00Z');
  const again = await api(t).get('quick_start?kind=strengthening&lang=en', token);
  expect(again.body.exercise.id).toBe(first.body.exercise.id);
  expect((await api(t).get('quick_start?kind=mental&lang=de', token)).status).toBe(400);
  expect((await api(t).get('quick_start?kind=relaxation&lang=de', undefined)).status).toBe(401);
});
