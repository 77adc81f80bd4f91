// pain_exercise against the seeded catalogue only: every region of the body picker (mf-training /pain offers all
// BODY_REGIONS; body-picker.test.tsx checks that) yields an exercise for a default profile and the form's defaults.
import { withRelatedRegions } from '../../modules/training';
import { BODY_REGIONS } from '../../shared/domain';
import { useClockedTestApp } from '../clocked-app';

import { api, profileBody } from '../training-fixtures';

const t = useClockedTestApp('2026-11-23T09:00:00Z');

// the pain form's defaults: at any place, not only discreet ones, no sport mode, not only new ones, no red flags
const query = (region: string, painType: string) =>
  `pain_exercise?lang=de&feeling=25&pain=${region}&painType=${painType}` +
  '&suitability=1&onthego=0&sportmode=0&onlynew=0&painCheck0=0&painCheck1=0';

test('every selectable region yields a fitting exercise, with and without a health profile', async () => {
  const bare = await t.createUser('pain-regions-bare@example.com');
  const profiled = await t.createUser('pain-regions-profile@example.com');
  await api(t).put('anamnesis', profileBody(), profiled.token).expect(200);
  const misses: string[] = [];
  for (const { token } of [bare, profiled]) {
    for (const region of BODY_REGIONS) {
      for (const painType of ['acute', 'chronic']) {
        const res = await api(t).get(query(region, painType), token);
        const regions: string[] = res.body.exercise?.regions ?? [];
        const related = withRelatedRegions([region]);
        if (res.status !== 200 || !regions.some((r) => related.has(r as never))) {
          misses.push(`${region}/${painType}: ${res.status} ${res.body.code ?? ''}`);
        }
      }
    }
  }
  expect(misses).toEqual([]);
});

test('brain answers a mental exercise (no physical exercise targets it)', async () => {
  const { token } = await t.createUser('pain-brain@example.com');
  const res = await api(t).get(query('brain', 'acute'), token);
  expect(res.status).toBe(200);
  expect(res.body.exercise).toMatchObject({ kind: 'mental', gentle: true });
  expect(res.body.exercise.regions).toContain('brain');
});
