// Challenges, their participants and team photos. Every function takes the database or the transaction it runs
// in; the service decides what is locked.
import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import type { ChallengeKind, ChallengesTable, Database, ParticipantStatus } from '../../../db/schema';
import type { ContentLang } from '../../../shared/domain';
import { type MemberRow, memberColumns } from '../shared/members';
import { ACTIVE_STATUSES } from './rules';
import { balanceSql } from '../../activity';

export type ChallengeRow = Selectable<ChallengesTable>;

export interface ParticipantRow extends MemberRow {
  challenge_id: number;
  team: number;
  status: ParticipantStatus;
  is_owner: boolean;
  /** Finished exercises in the window (frozen at completion, 0 before it runs). */
  done: number;
  /** Duel: finished the shared exercise in the window. */
  shared_done: boolean;
  company_id: number | null;
}

/** A challenge by id (locked `for update` when `lock`). */
export function findChallenge(
  db: Kysely<Database>,
  id: number,
  options: { lock?: boolean } = {},
): Promise<ChallengeRow | undefined> {
  return db
    .selectFrom('challenges')
    .selectAll()
    .where('id', '=', id)
    .$if(options.lock === true, (qb) => qb.forUpdate())
    .executeTakeFirst();
}

export function findChallenges(db: Kysely<Database>, ids: readonly number[]): Promise<ChallengeRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('challenges')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}

/** Ids of the challenges the user owns or is invited to. */
export async function challengeIdsOf(db: Kysely<Database>, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('challenge_participants')
    .select('challenge_id')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((r) => r.challenge_id);
}

/** Ids of the company's running challenges. */
export async function runningIdsOfCompany(db: Kysely<Database>, companyId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('challenges')
    .select('id')
    .where('company_id', '=', companyId)
    .where('status', '=', 'running')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * A finish `ea` counts for challenge `c` only when it came after the challenge started: the last acceptance starts it
 * (a later start date starts it at that day's midnight, after every acceptance), so a finish that an acceptance
 * followed — one done earlier on the start day — does not count.
 */
const afterStart = sql`not exists (select 1 from challenge_participants r
  where r.challenge_id = c.id and r.responded_at > ea.created_at)`;

/** The participants of the challenges with their progress (one query). */
export async function participantsOf(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<ParticipantRow[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('challenge_participants as cp')
    .innerJoin('challenges as c', 'c.id', 'cp.challenge_id')
    .innerJoin('users as u', 'u.id', 'cp.user_id')
    .leftJoin('company_subcategories as s', 's.id', 'u.subcategory_id')
    .select(memberColumns)
    .select([
      'cp.challenge_id',
      'cp.team',
      'cp.status',
      'cp.is_owner',
      'u.company_id',
      sql<number>`case
        when cp.done is not null then cp.done
        when c.started_on is null then 0
        else (select count(*) from exercise_activity ea
              where ea.user_id = cp.user_id and ea.kind = 'finish'
                and ea.activity_date between c.started_on and c.ends_on and ${afterStart})
      end`.as('done'),
      sql<boolean>`c.exercise_id is not null and c.started_on is not null and exists (
        select 1 from exercise_activity ea
        where ea.user_id = cp.user_id and ea.kind = 'finish' and ea.exercise_id = c.exercise_id
          and ea.activity_date between c.started_on and c.ends_on and ${afterStart}
      )`.as('shared_done'),
    ])
    .where('cp.challenge_id', 'in', [...ids])
    .orderBy('cp.challenge_id')
    .orderBy('cp.team')
    .orderBy(sql`cp.is_owner desc`)
    .orderBy('cp.created_at')
    .orderBy('u.id')
    .execute();
  return rows.map((row) => ({ ...row, done: Number(row.done) }));
}

/** Photo tokens by challenge and team. */
export async function photosOf(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Array<{ challenge_id: number; team: number; token: string }>> {
  if (!ids.length) return [];
  return db
    .selectFrom('challenge_photos')
    .select(['challenge_id', 'team', 'token'])
    .where('challenge_id', 'in', [...ids])
    .execute();
}

/** Exercise names in the language (German when the language has none). */
export async function exerciseNames(
  db: Kysely<Database>,
  ids: readonly number[],
  lang: ContentLang,
): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('exercise_translations')
    .select(['exercise_id', 'lang', 'name'])
    .where('exercise_id', 'in', [...ids])
    .execute();
  const names = new Map<number, string>();
  for (const row of rows)
    if (row.lang === lang || !names.has(row.exercise_id)) names.set(row.exercise_id, row.name);
  return names;
}

/** Active challenges (waiting, running or not started) the user owns or accepted, except `exceptId`. */
export async function activeChallengeStats(
  db: Kysely<Database>,
  userId: number,
  exceptId: number | null = null,
): Promise<{ count: number; wagers: number }> {
  const row = await db
    .selectFrom('challenge_participants as cp')
    .innerJoin('challenges as c', 'c.id', 'cp.challenge_id')
    .select([sql<number>`count(*)`.as('count'), sql<number>`coalesce(sum(c.wager), 0)`.as('wagers')])
    .where('cp.user_id', '=', userId)
    .where('cp.status', '=', 'accepted')
    .where('c.status', 'in', [...ACTIVE_STATUSES])
    .$if(exceptId !== null, (qb) => qb.where('c.id', '<>', exceptId!))
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), wagers: Number(row.wagers) };
}

/** Active-challenge counts of many users. */
export async function activeCounts(
  db: Kysely<Database>,
  userIds: readonly number[],
): Promise<Map<number, number>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .selectFrom('challenge_participants as cp')
    .innerJoin('challenges as c', 'c.id', 'cp.challenge_id')
    .select(['cp.user_id', sql<number>`count(*)`.as('count')])
    .where('cp.user_id', 'in', [...userIds])
    .where('cp.status', '=', 'accepted')
    .where('c.status', 'in', [...ACTIVE_STATUSES])
    .groupBy('cp.user_id')
    .execute();
  return new Map(rows.map((r) => [r.user_id, Number(r.count)]));
}

/** The users of the company among `ids` with their opt-in flag. */
export async function companyUsers(
  db: Kysely<Database>,
  companyId: number,
  ids: readonly number[],
): Promise<Map<number, { participating: boolean }>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'participating'])
    .where('company_id', '=', companyId)
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, { participating: r.participating === 1 }]));
}

/** The settings that make two challenges of one owner the same challenge. */
export interface ChallengeTerms {
  kind: ChallengeKind;
  goal: number;
  duration: number;
  wager: number;
  start_on: string;
}

/**
 * The owner's active challenges (waiting or running) with exactly these terms, with every participant who has not
 * declined and their team — what the duplicate check compares.
 */
export async function activeSidesOf(
  db: Kysely<Database>,
  ownerId: number,
  terms: ChallengeTerms,
): Promise<Map<number, { userId: number; team: number }[]>> {
  const rows = await db
    .selectFrom('challenges as c')
    .innerJoin('challenge_participants as cp', 'cp.challenge_id', 'c.id')
    .select(['c.id', 'cp.user_id', 'cp.team'])
    .where('c.owner_id', '=', ownerId)
    .where('c.kind', '=', terms.kind)
    .where('c.goal', '=', terms.goal)
    .where('c.duration', '=', terms.duration)
    .where('c.wager', '=', terms.wager)
    .where('c.start_on', '=', terms.start_on)
    .where('c.status', 'in', [...ACTIVE_STATUSES])
    .where('cp.status', '<>', 'declined')
    .execute();
  const sides = new Map<number, { userId: number; team: number }[]>();
  for (const row of rows) {
    const list = sides.get(row.id) ?? [];
    list.push({ userId: row.user_id, team: row.team });
    sides.set(row.id, list);
  }
  return sides;
}

// ---- writes and the reads of the service's checks ----------------------------------------------------------------

/** Creates a challenge (waiting); returns its id. */
export const insertChallenge = async (
  db: Kysely<Database>,
  values: Insertable<ChallengesTable>,
): Promise<number> =>
  (await db.insertInto('challenges').values(values).returning('id').executeTakeFirstOrThrow()).id;

/** Changes a challenge's settings (and `updated_at`). */
export async function updateChallenge(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<ChallengesTable>,
): Promise<void> {
  await db
    .updateTable('challenges')
    .set({ ...changes, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** Deletes a challenge; its participants and photo rows go with it (on delete cascade). */
export async function deleteChallenge(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('challenges').where('id', '=', id).execute();
}

/**
 * Starts a challenge: running from `startedOn` through `endsOn`, ending at the midnight after the last day in
 * the challenge's time zone.
 */
export async function markRunning(
  db: Kysely<Database>,
  challenge: { id: number; time_zone: string },
  startedOn: string,
  endsOn: string,
  dayAfterEnd: string,
): Promise<void> {
  await db
    .updateTable('challenges')
    .set({
      status: 'running',
      started_on: startedOn,
      ends_on: endsOn,
      ends_at: sql<Date>`((${dayAfterEnd}::date)::timestamp at time zone ${challenge.time_zone})`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', challenge.id)
    .execute();
}

/** Marks the participant declined and the challenge declined (it stops until the owner edits it). */
export async function markDeclined(db: Kysely<Database>, challengeId: number, userId: number, now: Date) {
  await markResponse(db, challengeId, userId, 'declined', now);
  await updateChallenge(db, challengeId, {
    status: 'declined',
    started_on: null,
    ends_on: null,
    ends_at: null,
  });
}

/** Team names of the company's current (not completed) challenges, but `exceptId`. */
export const teamNamesOfCompany = (db: Kysely<Database>, companyId: number, exceptId: number | null) =>
  db
    .selectFrom('challenges')
    .select(['team_name', 'opponent_team_name'])
    .where('company_id', '=', companyId)
    .where('status', '<>', 'completed')
    .$if(exceptId !== null, (qb) => qb.where('id', '<>', exceptId!))
    .execute();

/**
 * A random colleague who could be a duel opponent: opted in, same company, not the owner, in fewer than
 * `maxActive` active challenges and with `wager` points not bound in other wagers. Undefined when nobody fits.
 */
export async function randomOpponentId(
  db: Kysely<Database>,
  owner: { id: number; companyId: number | null },
  wager: number,
  maxActive: number,
): Promise<number | undefined> {
  const row = await sql<{ id: number }>`
      select u.id from users u
      where u.company_id = ${owner.companyId} and u.participating = 1 and u.id <> ${owner.id}
        and (select count(*) from challenge_participants cp join challenges c on c.id = cp.challenge_id
             where cp.user_id = u.id and cp.status = 'accepted' and c.status in ('waiting', 'running'))
            < ${maxActive}
        and ${balanceSql(sql.ref('u.id'))}
          - (select coalesce(sum(c.wager), 0) from challenge_participants cp join challenges c on c.id = cp.challenge_id
             where cp.user_id = u.id and cp.status = 'accepted' and c.status in ('waiting', 'running'))
            >= ${wager}
      order by random()
      limit 1`.execute(db);
  return row.rows[0]?.id;
}

/** The participant row of the user in the challenge, or undefined. */
export const findParticipant = (db: Kysely<Database>, challengeId: number, userId: number) =>
  db
    .selectFrom('challenge_participants')
    .selectAll()
    .where('challenge_id', '=', challengeId)
    .where('user_id', '=', userId)
    .executeTakeFirst();

/** Everybody named in the challenge (owner included) with their team. */
export const teamsOf = (db: Kysely<Database>, challengeId: number) =>
  db
    .selectFrom('challenge_participants')
    .select(['user_id', 'team', 'is_owner'])
    .where('challenge_id', '=', challengeId)
    .execute();

/** True when somebody named in the challenge has not accepted yet. */
export const hasUnaccepted = async (db: Kysely<Database>, challengeId: number): Promise<boolean> =>
  (await db
    .selectFrom('challenge_participants')
    .select('user_id')
    .where('challenge_id', '=', challengeId)
    .where('status', '<>', 'accepted')
    .executeTakeFirst()) !== undefined;

/** True when the user takes part in the challenge and has accepted. */
export const hasAccepted = async (
  db: Kysely<Database>,
  challengeId: number,
  userId: number,
): Promise<boolean> =>
  (await db
    .selectFrom('challenge_participants as cp')
    .innerJoin('users as u', 'u.id', 'cp.user_id')
    .select(['u.id'])
    .where('cp.challenge_id', '=', challengeId)
    .where('cp.user_id', '=', userId)
    .where('cp.status', '=', 'accepted')
    .executeTakeFirst()) !== undefined;

/** Adds the owner to a new challenge (accepted). */
export async function insertOwner(db: Kysely<Database>, challengeId: number, ownerId: number, at: Date) {
  await db
    .insertInto('challenge_participants')
    .values({
      challenge_id: challengeId,
      user_id: ownerId,
      team: 1,
      status: 'accepted',
      is_owner: true,
      responded_at: at,
    })
    .execute();
}

/** Invites the members to their teams. */
export async function insertInvitations(
  db: Kysely<Database>,
  challengeId: number,
  members: readonly { user_id: number; team: number }[],
): Promise<void> {
  if (!members.length) return;
  await db
    .insertInto('challenge_participants')
    .values(
      members.map((m) => ({ challenge_id: challengeId, ...m, status: 'invited' as const, is_owner: false })),
    )
    .execute();
}

/** Removes everybody but the owner from the challenge. */
export async function removeInvitations(db: Kysely<Database>, challengeId: number): Promise<void> {
  await db
    .deleteFrom('challenge_participants')
    .where('challenge_id', '=', challengeId)
    .where('is_owner', '=', false)
    .execute();
}

export async function markAccepted(db: Kysely<Database>, challengeId: number, userId: number, at: Date) {
  await markResponse(db, challengeId, userId, 'accepted', at);
}

/** Records a participant's answer to the invitation and when it came. */
async function markResponse(
  db: Kysely<Database>,
  challengeId: number,
  userId: number,
  status: 'accepted' | 'declined',
  at: Date,
) {
  await db
    .updateTable('challenge_participants')
    .set({ status, responded_at: at })
    .where('challenge_id', '=', challengeId)
    .where('user_id', '=', userId)
    .execute();
}

/** Storage keys of the challenge's photos (null: bytes still in the row). */
export const photoKeysOf = async (db: Kysely<Database>, challengeId: number): Promise<(string | null)[]> =>
  (
    await db
      .selectFrom('challenge_photos')
      .select('storage_key')
      .where('challenge_id', '=', challengeId)
      .execute()
  ).map((p) => p.storage_key);

/** The storage key of a team's photo, locked for its replacement; undefined when the team has none. */
export const lockPhoto = async (db: Kysely<Database>, challengeId: number, team: number) =>
  db
    .selectFrom('challenge_photos')
    .select('storage_key')
    .where('challenge_id', '=', challengeId)
    .where('team', '=', team)
    .forUpdate()
    .executeTakeFirst();

/** Stores the team's photo (its file is in the storage already), replacing the one it had. */
export async function savePhotoRow(
  db: Kysely<Database>,
  photo: { challengeId: number; team: number; token: string; mime: string; storageKey: string },
): Promise<void> {
  const { token, mime, storageKey } = photo;
  await db
    .insertInto('challenge_photos')
    .values({
      challenge_id: photo.challengeId,
      team: photo.team,
      token,
      mime,
      storage_key: storageKey,
      data: null,
    })
    .onConflict((oc) =>
      oc.columns(['challenge_id', 'team']).doUpdateSet({
        token,
        mime,
        storage_key: storageKey,
        data: null,
        created_at: sql<Date>`now()`,
      }),
    )
    .execute();
}

/** Deletes a team's photo row; returns the storage keys of what was deleted. */
export const deletePhotoRows = async (db: Kysely<Database>, challengeId: number, team: number) =>
  (
    await db
      .deleteFrom('challenge_photos')
      .where('challenge_id', '=', challengeId)
      .where('team', '=', team)
      .returning('storage_key')
      .execute()
  ).map((d) => d.storage_key);

/** A photo by its token. */
export const findPhoto = (db: Kysely<Database>, token: string) =>
  db
    .selectFrom('challenge_photos')
    .select(['mime', 'storage_key', 'data'])
    .where('token', '=', token)
    .executeTakeFirst();

/** Records that a legacy photo's bytes now live under `key` (unless the row changed meanwhile); true when it did. */
export async function markPhotoMoved(db: Kysely<Database>, token: string, key: string): Promise<boolean> {
  const moved = await db
    .updateTable('challenge_photos')
    .set({ storage_key: key, data: null })
    .where('token', '=', token)
    .where('storage_key', 'is', null)
    .executeTakeFirst();
  return moved.numUpdatedRows > 0n;
}
