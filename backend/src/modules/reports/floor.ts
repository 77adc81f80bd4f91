// The small-group floor of the account-owner report (GDPR Art. 9: an employer must not learn an employee's
// health data). Rule, applied to the one partition of the members by location/department:
//   1. a company with fewer than `min` members shows nothing at all;
//   2. every group with fewer than `min` members, and the members without a location/department, go to "other";
//   3. while "other" has members but fewer than `min`, the smallest shown group joins it too.
// So every line shown, "other" included, has at least `min` members, and the total minus the shown groups is
// exactly "other": nothing below the floor can be derived from one report. Every figure is a sum over members,
// so merging groups is adding their figures.

export interface GroupFigures {
  members: number;
  active_users: number;
  exercises: number;
  points: number;
  challenge_participants: number;
}

export interface RawGroup extends GroupFigures {
  /** The location/department; null for members without one. */
  id: number | null;
  kind: 'location' | 'department' | null;
  name: string | null;
}

export interface FlooredReport {
  shown: boolean;
  groups: RawGroup[];
  other: GroupFigures | null;
  total: GroupFigures | null;
}

const ZERO: GroupFigures = { members: 0, active_users: 0, exercises: 0, points: 0, challenge_participants: 0 };

function add(a: GroupFigures, b: GroupFigures): GroupFigures {
  return {
    members: a.members + b.members,
    active_users: a.active_users + b.active_users,
    exercises: a.exercises + b.exercises,
    points: a.points + b.points,
    challenge_participants: a.challenge_participants + b.challenge_participants,
  };
}

function figures(group: GroupFigures): GroupFigures {
  return add(ZERO, group);
}

/** Applies the floor (see the file comment) to the groups of one company. */
export function applyFloor(groups: readonly RawGroup[], min: number): FlooredReport {
  const total = groups.reduce<GroupFigures>((sum, g) => add(sum, g), ZERO);
  if (total.members < min) return { shown: false, groups: [], other: null, total: null };
  let other = ZERO;
  const shown: RawGroup[] = [];
  for (const group of groups) {
    if (group.id !== null && group.members >= min) shown.push(group);
    else other = add(other, group);
  }
  // smallest first; ties by id, so the same data always gives the same report
  shown.sort((a, b) => a.members - b.members || (a.id ?? 0) - (b.id ?? 0));
  while (other.members > 0 && other.members < min) {
    const smallest = shown.shift();
    if (!smallest) break; // cannot happen: total >= min
    other = add(other, smallest);
  }
  shown.sort((a, b) => (a.kind ?? '').localeCompare(b.kind ?? '') || (a.name ?? '').localeCompare(b.name ?? ''));
  return {
    shown: true,
    groups: shown,
    other: other.members > 0 ? other : null,
    total: figures(total),
  };
}
