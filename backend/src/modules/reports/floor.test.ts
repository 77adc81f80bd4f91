import { applyFloor, type RawGroup } from './floor';

const group = (id: number | null, members: number, kind: RawGroup['kind'] = 'location'): RawGroup => ({
  id,
  kind: id === null ? null : kind,
  name: id === null ? null : `G${id}`,
  members,
  active_users: members,
  exercises: members * 3,
  points: members * 100,
  challenge_participants: 1,
});

test('groups under the floor merge into "other"; total minus shown groups is "other"', () => {
  const report = applyFloor([group(1, 8), group(2, 6), group(3, 3), group(4, 4, 'department')], 5);
  expect(report.groups.map((g) => g.id)).toEqual([1, 2]);
  expect(report.other?.members).toBe(7);
  const shownMembers = report.groups.reduce((n, g) => n + g.members, 0);
  expect(report.total!.members - shownMembers).toBe(report.other!.members);
});

test('an "other" under the floor takes the smallest shown group too', () => {
  const report = applyFloor([group(1, 8), group(2, 6), group(3, 4)], 5);
  expect(report.groups.map((g) => g.id)).toEqual([1]);
  expect(report.other?.members).toBe(10);
});

test('members without a location count into "other" and never show alone', () => {
  const report = applyFloor([group(1, 9), group(null, 7)], 5);
  expect(report.groups.map((g) => g.id)).toEqual([1]);
  expect(report.other?.members).toBe(7);
});

test('no "other" line when every group reaches the floor', () => {
  const report = applyFloor([group(1, 5), group(2, 5)], 5);
  expect(report.other).toBeNull();
  expect(report.total?.members).toBe(10);
});

test('a company under the floor shows nothing', () => {
  expect(applyFloor([group(1, 2), group(null, 2)], 5)).toEqual({
    shown: false,
    groups: [],
    other: null,
    total: null,
  });
});

test('every shown line has at least the floor, whatever the sizes', () => {
  for (let seed = 1; seed < 200; seed++) {
    const sizes = Array.from({ length: 1 + (seed % 6) }, (_, i) => ((seed * (i + 7)) % 9) + (i === 0 ? 0 : 1));
    const report = applyFloor(
      sizes.map((n, i) => group(i === 0 ? null : i, n)),
      5,
    );
    if (!report.shown) continue;
    for (const g of report.groups) expect(g.members).toBeGreaterThanOrEqual(5);
    if (report.other) expect(report.other.members).toBeGreaterThanOrEqual(5);
  }
});
