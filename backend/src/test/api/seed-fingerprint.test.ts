import { seedFingerprint, seedUnlessUnchanged } from '../../seed/seed-fingerprint';
import { countRows } from '../marketing-fixtures';
import { createTestDatabase, useFixture } from '../test-app';

const t = useFixture(createTestDatabase);

const userCount = () => countRows(t.db, 'users');

test('the fingerprint is stable for a day and changes with the day', () => {
  expect(seedFingerprint('2026-11-27')).toBe(seedFingerprint('2026-11-27'));
  expect(seedFingerprint('2026-11-28')).not.toBe(seedFingerprint('2026-11-27'));
  expect(seedFingerprint()).toMatch(/^[0-9a-f]{64}$/);
});

test('a start with an unchanged fingerprint skips the seed; a new one (or a deleted demo user) seeds again', async () => {
  const first = await seedUnlessUnchanged(t.db, 'fingerprint-a');
  expect(first?.users).toBeGreaterThan(0);
  const seeded = await userCount();

  // Same inputs: skipped, nothing read or written beyond the fingerprint check.
  await t.db.deleteFrom('users').where('email', '=', 'colleague@example.com').execute();
  expect(await seedUnlessUnchanged(t.db, 'fingerprint-a')).toBeNull();
  expect(await userCount()).toBe(seeded - 1);

  // Another day or changed seed files: the idempotent seed runs and restores what is missing.
  const again = await seedUnlessUnchanged(t.db, 'fingerprint-b');
  expect(again?.users).toBe(1);
  expect(await userCount()).toBe(seeded);
  expect(await t.db.selectFrom('seed_runs').select('fingerprint').execute()).toEqual([
    { fingerprint: 'fingerprint-b' },
  ]);
});
