// What every challenge use case shares: the deps (database, clock, file storage), the transaction that locks the
// caller first, the challenge rows a caller may act on, and the challenge as the caller sees it.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../../db/schema';
import { contentLangOf } from '../../../../shared/domain';
import type { FileStorage } from '../../../../shared/storage';
import { type Clock, localDate, safeTimeZone } from '../../../kernel';
import { type CommunityUser, loadCommunityUser } from '../../shared/members';
import { invalidChallenge } from '../errors';
import { type Challenge, type ChallengeView, toChallenge } from '../mappers';
import {
  type ChallengeRow,
  exerciseNames,
  findChallenge,
  findParticipant,
  participantsOf,
  photosOf,
} from '../repository';

export type Db = Kysely<Database>;

/** The deps of every use case; `clock` decides what "now" and "today" are. */
export interface ChallengesDeps {
  db: Db;
  clock: Clock;
  storage: FileStorage;
}

export function transaction<T>(
  { db }: ChallengesDeps,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(work);
}

async function lockCaller(trx: Db, userId: number): Promise<CommunityUser> {
  return loadCommunityUser(trx, userId, { lock: true });
}

/** A caller's write: one transaction that locks the caller's user row before anything else (one lock order). */
export function asCaller<T>(
  deps: ChallengesDeps,
  userId: number,
  work: (trx: Transaction<Database>, caller: CommunityUser) => Promise<T>,
): Promise<T> {
  return transaction(deps, async (trx) => work(trx, await lockCaller(trx, userId)));
}

/** The caller's own participant row. */
type Participant = NonNullable<Awaited<ReturnType<typeof findParticipant>>>;

/** What a participant's or the owner's write works on: the transaction, the locked caller and challenge row. */
export interface ChallengeContext {
  trx: Transaction<Database>;
  user: CommunityUser;
  row: ChallengeRow;
}

/** A participant's write on challenge `id`: the caller locked, then the challenge (404 unless they take part). */
export function withParticipant<T>(
  deps: ChallengesDeps,
  userId: number,
  id: number,
  work: (ctx: ChallengeContext & { me: Participant }) => Promise<T>,
): Promise<T> {
  return asCaller(deps, userId, async (trx, user) =>
    work({ trx, user, ...(await participantRow(trx, id, userId)) }),
  );
}

/** The owner's write on challenge `id`: the caller locked, then the challenge (404 unless they own it). */
export function withOwned<T>(
  deps: ChallengesDeps,
  userId: number,
  id: number,
  work: (ctx: ChallengeContext) => Promise<T>,
): Promise<T> {
  return asCaller(deps, userId, async (trx, user) =>
    work({ trx, user, row: await ownedRow(trx, id, userId) }),
  );
}

/** Today where the user lives. */
export function todayOf({ clock }: ChallengesDeps, user: CommunityUser): string {
  return localDate(clock(), user.timeZone);
}

/** Today in the challenge's own time zone (its state follows that day). */
export function challengeToday({ clock }: ChallengesDeps, row: ChallengeRow): string {
  return localDate(clock(), safeTimeZone(row.time_zone));
}

/** Loads the challenges with participants, photos and exercise names and maps them for the caller. */
export async function views(
  deps: ChallengesDeps,
  trx: Db,
  rows: ChallengeRow[],
  caller: CommunityUser,
): Promise<Challenge[]> {
  const ids = rows.map((r) => r.id);
  const [participants, photos, names] = await Promise.all([
    participantsOf(trx, ids),
    photosOf(trx, ids),
    exerciseNames(
      trx,
      rows.flatMap((r) => (r.exercise_id === null ? [] : [r.exercise_id])),
      contentLangOf(caller.lang),
    ),
  ]);
  return rows.map((row) => {
    const view: ChallengeView = {
      row,
      participants: participants.filter((p) => p.challenge_id === row.id),
      photos: new Map(photos.filter((p) => p.challenge_id === row.id).map((p) => [p.team, p.token])),
      exerciseName: row.exercise_id === null ? null : (names.get(row.exercise_id) ?? null),
    };
    return toChallenge(view, caller, challengeToday(deps, row));
  });
}

export async function one(
  deps: ChallengesDeps,
  trx: Db,
  id: number,
  caller: CommunityUser,
): Promise<Challenge> {
  const row = await findChallenge(trx, id);
  if (!row) throw invalidChallenge();
  return (await views(deps, trx, [row], caller))[0]!;
}

/** The challenge for its participant (404 for everybody else), locked. */
async function participantRow(trx: Db, id: number, userId: number) {
  const row = await findChallenge(trx, id, { lock: true });
  if (!row) throw invalidChallenge();
  const me = await findParticipant(trx, id, userId);
  if (!me) throw invalidChallenge();
  return { row, me };
}

/** The challenge for its owner (404 for everybody else), locked. */
async function ownedRow(trx: Db, id: number, userId: number): Promise<ChallengeRow> {
  const row = await findChallenge(trx, id, { lock: true });
  if (!row || row.owner_id !== userId) throw invalidChallenge();
  return row;
}
