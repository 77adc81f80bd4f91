// The periods queued behind a membership whose end staff move: where each goes, so the periods stay consecutive.
import { AppError } from '../../../shared/errors';
import type { periodsFrom } from '../repository';

export type Period = Awaited<ReturnType<typeof periodsFrom>>[number];

/** A queued period's new place: it starts where the one before it now ends and keeps its length. */
export interface Move {
  id: number;
  state: string;
  startsAt: Date;
  endsAt: Date | null;
  before: Period;
}

export const periodsOverlap = () =>
  new AppError(
    'conflict',
    'membership_periods_overlap',
    'The new end date reaches into a membership that follows and has already started. Choose an earlier date.',
  );

/**
 * Where the periods behind a membership go when its end moves from `oldEnd` to `newEnd`: each queued one (a
 * renewal awaiting payment, a paid extension not started) that followed without a gap, or that the new end would
 * reach into, moves to start at the end before it, keeping its length. A period that has started cannot move:
 * reaching into it is refused. Periods after a gap the new end does not reach stay where they are.
 */
export function planFollowers(periods: readonly Period[], oldEnd: Date, newEnd: Date): Move[] {
  const moves: Move[] = [];
  let previousOld: Date | null = oldEnd;
  let previousNew: Date | null = newEnd;
  for (const period of periods) {
    if (previousNew === null) throw periodsOverlap(); // an open-ended period leaves no room behind it
    const follows = previousOld !== null && period.starts_at.getTime() === previousOld.getTime();
    const reached = previousNew > period.starts_at;
    if (!follows && !reached) break;
    if (!period.queued) {
      if (reached) throw periodsOverlap();
      break;
    }
    const startsAt: Date = previousNew;
    const endsAt =
      period.ends_at === null
        ? null
        : new Date(startsAt.getTime() + (period.ends_at.getTime() - period.starts_at.getTime()));
    moves.push({ id: period.id, state: period.state, startsAt, endsAt, before: period });
    previousOld = period.ends_at;
    previousNew = endsAt;
  }
  return moves.filter((m) => m.startsAt.getTime() !== m.before.starts_at.getTime());
}
