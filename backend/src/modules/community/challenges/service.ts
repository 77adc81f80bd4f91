// Business rules of the challenge endpoints (docs/api-community.md "Challenges"). Every write runs in one
// transaction that first locks the caller's user row and then the challenge row, so the limit and the wager check
// cannot be raced by a second request of the same user, and a challenge changes state one request at a time.
import type { Kysely, Transaction } from 'kysely';
import type { ChallengeKind, Database } from '../../../db/schema';
import { contentLangOf } from '../../../shared/domain';
import { AppError } from '../../../shared/errors';
import { type FileStorage, type PublicImageOptions, storePublicImage } from '../../../shared/storage';
import {
  addDays,
  type Clock,
  COMMUNITY_POINT_REASONS,
  COMMUNITY_POINTS,
  localDate,
  MAX_ACTIVE_CHALLENGES,
  safeTimeZone,
  TEAM_PHOTO_MAX_BYTES,
} from '../../kernel';
import { totalPoints } from '../../activity';
import { exerciseExists } from '../../training';
import { type CommunityUser, invalidParam, loadCommunityUser, requireParticipating } from '../shared/members';
import { awardActivityOnce } from '../shared/points';
import { type Challenge, type ChallengeView, EDITABLE_STATES, toChallenge } from './mappers';
import {
  activeChallengeStats,
  activeCounts,
  activeSidesOf,
  challengeIdsOf,
  type ChallengeRow,
  type ChallengeTerms,
  companyUsers,
  deleteChallenge,
  deletePhotoRows,
  exerciseNames,
  findChallenge,
  findChallenges,
  findParticipant,
  findPhoto,
  hasAccepted,
  hasUnaccepted,
  insertChallenge,
  insertInvitations,
  insertOwner,
  lockPhoto,
  markAccepted,
  markDeclined,
  markPhotoMoved,
  markRunning,
  participantsOf,
  photoKeysOf,
  photosOf,
  randomOpponentId,
  removeInvitations,
  runningIdsOfCompany,
  savePhotoRow,
  teamNamesOfCompany,
  teamsOf,
  updateChallenge,
} from './repository';
import { challengeRefs, challengeState, type ChallengeState, TEAM_SIZES, typeOfKind } from './rules';
import type { CreateChallengeBody, EditChallengeBody } from './schemas';
import { logger } from '../../../shared/logger';

type Db = Kysely<Database>;

export interface ChallengeListMeta {
  participating: 0 | 1;
  active: number;
  limit: number;
  points: number;
  available_points: number;
}

export interface ChallengesService {
  list(
    userId: number,
    scope: 'mine' | 'company',
  ): Promise<{ res: true; data: Challenge[]; meta: ChallengeListMeta }>;
  get(userId: number, id: number): Promise<{ res: true; data: Challenge }>;
  create(userId: number, body: CreateChallengeBody): Promise<{ res: true; data: Challenge }>;
  edit(userId: number, id: number, body: EditChallengeBody): Promise<{ res: true; data: Challenge }>;
  remove(userId: number, id: number): Promise<{ res: true; deleted: number }>;
  accept(userId: number, id: number): Promise<{ res: true; data: Challenge }>;
  decline(userId: number, id: number): Promise<{ res: true; data: Challenge }>;
  cheer(userId: number, id: number, target: number): Promise<{ res: true; points: number }>;
  savePhoto(
    userId: number,
    id: number,
    team: 1 | 2,
    file: { buffer: Buffer } | undefined,
  ): Promise<{ res: true; data: Challenge }>;
  deletePhoto(userId: number, id: number, team: 1 | 2): Promise<{ res: true; data: Challenge }>;
  photo(token: string): Promise<{ mime: string; data: Buffer }>;
  /** Admin/e2e: moves the end of a running challenge to now. */
  endNow(id: number): Promise<{ res: true; data: Challenge }>;
}

// ---- errors (docs/api-community.md) ----------------------------------------------------------------------------

export function invalidChallenge(): AppError {
  return new AppError('not_found', 'rest_challenge_invalid', 'Invalid challenge ID.');
}

function limitReached(): AppError {
  return new AppError(
    'conflict',
    'challenge_limit',
    `Limit reached. You are already participating in ${MAX_ACTIVE_CHALLENGES} challenges.`,
  );
}

function notEnoughPoints(): AppError {
  return new AppError('conflict', 'not_enough_points', 'Not enough points');
}

function noSuitableMembers(ids: readonly number[] = []): AppError {
  const params = Object.fromEntries(ids.map((id) => [String(id), 'This member cannot take part.']));
  return new AppError('conflict', 'no_suitable_members', 'No suitable members are available', {
    ...(ids.length ? { params } : {}),
  });
}

/** A team name another current challenge of the company uses (spec §5/§8 "Name used already"). */
function nameUsed(fields: readonly string[]): AppError {
  const params = Object.fromEntries(fields.map((field) => [field, 'Name used already']));
  return new AppError('conflict', 'challenge_name_used', 'Name used already', { params });
}

/** The same challenge (kind, goal, people on each side) is already waiting or running. */
function duplicateChallenge(id: number): AppError {
  return new AppError(
    'conflict',
    'challenge_duplicate',
    'You already have this challenge with the same people.',
    { params: { challenge: String(id) } },
  );
}

/** The two sides of a challenge as sorted id lists (team 1 is the owner's). */
function sidesKey(members: readonly { userId: number; team: number }[]): string {
  const side = (team: number) =>
    members
      .filter((m) => m.team === team)
      .map((m) => m.userId)
      .sort((a, b) => a - b)
      .join(',');
  return `${side(1)}|${side(2)}`;
}

function teamsUnequal(): AppError {
  return new AppError(
    'invalid_data',
    'challenge_teams_unequal',
    'Both teams need the same number of members.',
  );
}

function invalidPhoto(): AppError {
  return new AppError('not_found', 'rest_photo_invalid', 'Invalid photo.');
}

function notOpen(): AppError {
  return new AppError('conflict', 'challenge_not_open', 'This challenge is not waiting for you.');
}

// ---- photo content check ---------------------------------------------------------------------------------------

/** How a team photo is checked and stored (key `team-photos/<token>`, see photoKey). */
const TEAM_PHOTO_IMAGE: PublicImageOptions = {
  maxBytes: TEAM_PHOTO_MAX_BYTES,
  size: { px: 1024, fit: 'inside' },
  formats: ['jpeg', 'png', 'webp', 'gif'],
  folder: 'team-photos',
  invalid: () =>
    new AppError('invalid_data', 'rest_upload_type', 'Only image files (JPEG, PNG, WebP, GIF) are allowed.'),
};

// ---- the service -----------------------------------------------------------------------------------------------

interface Teams {
  partners: number[];
  opponents: number[];
}

/** Business rules of the challenge endpoints; `clock` decides what "now" and "today" are. */
/** Storage key of a team photo: the photo's capability token, new with every upload. */
export const photoKey = (token: string): string => `team-photos/${token}`;

/** Removes stored files after the transaction that dropped their rows; a failure leaves an orphan, not an error. */
async function deleteFiles(storage: FileStorage, keys: ReadonlyArray<string | null>): Promise<void> {
  await Promise.all(
    keys.flatMap((key) =>
      key === null
        ? []
        : [
            storage.delete(key).catch((error: unknown) => {
              logger.warn({ err: error, key }, 'challenges: could not delete a file from the file storage');
            }),
          ],
    ),
  );
}

export function createChallengesService(db: Db, clock: Clock, storage: FileStorage): ChallengesService {
  /** Loads the challenges with participants, photos and exercise names and maps them for the caller. */
  async function views(trx: Db, rows: ChallengeRow[], caller: CommunityUser): Promise<Challenge[]> {
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
      return toChallenge(view, caller, localDate(clock(), safeTimeZone(row.time_zone)));
    });
  }

  /** Writes a legacy photo's bytes to the storage and drops them from the row (unless it changed meanwhile). */
  async function moveToStorage(token: string, mime: string, data: Buffer): Promise<void> {
    const key = photoKey(token);
    await storage.put(key, data, mime);
    if (!(await markPhotoMoved(db, token, key))) await deleteFiles(storage, [key]);
  }

  async function one(trx: Db, id: number, caller: CommunityUser): Promise<Challenge> {
    const row = await findChallenge(trx, id);
    if (!row) throw invalidChallenge();
    return (await views(trx, [row], caller))[0]!;
  }

  function todayOf(user: CommunityUser): string {
    return localDate(clock(), user.timeZone);
  }

  async function checkOwnCapacity(trx: Db, user: CommunityUser, wager: number, exceptId: number | null) {
    const stats = await activeChallengeStats(trx, user.id, exceptId);
    if (stats.count >= MAX_ACTIVE_CHALLENGES) throw limitReached();
    if (wager > 0 && (await totalPoints(trx, user.id)) - stats.wagers < wager) throw notEnoughPoints();
  }

  /** Team sizes by kind; throws the equal-size rule first, then the kind's size rule. */
  function checkTeams(kind: ChallengeKind, teams: Teams, ownerId: number): void {
    const everyone = [ownerId, ...teams.partners, ...teams.opponents];
    if (new Set(everyone).size !== everyone.length) {
      throw invalidParam('partners', 'A member may take part only once, and not the owner.');
    }
    const [min, max] = TEAM_SIZES[kind];
    const own = 1 + teams.partners.length;
    if (kind === 'company') {
      if (teams.opponents.length) throw invalidParam('opponents', 'A company challenge has no opponents.');
      if (own < min || own > max) {
        throw invalidParam('partners', `A company challenge needs ${min - 1} to ${max - 1} colleagues.`);
      }
      return;
    }
    if (kind === 'duel') {
      if (teams.partners.length) throw invalidParam('partners', 'A duel has no partners.');
      if (teams.opponents.length > 1) throw teamsUnequal();
      return;
    }
    if (own !== teams.opponents.length) throw teamsUnequal();
    if (own < min || own > max) {
      throw invalidParam('partners', `A ${kind} challenge needs ${min} to ${max} members per team.`);
    }
  }

  /** Every named member must be an opted-in colleague below the limit. */
  async function checkMembers(trx: Db, companyId: number, ids: readonly number[]) {
    if (!ids.length) return;
    const users = await companyUsers(trx, companyId, ids);
    const counts = await activeCounts(trx, ids);
    const unfit = ids.filter((id) => {
      const user = users.get(id);
      return !user || !user.participating || (counts.get(id) ?? 0) >= MAX_ACTIVE_CHALLENGES;
    });
    if (unfit.length) throw noSuitableMembers(unfit);
  }

  /** A random suitable opponent for a duel: opted in, same company, below the limit, enough points. */
  async function randomOpponent(trx: Db, owner: CommunityUser, wager: number): Promise<number> {
    const id = await randomOpponentId(trx, owner, wager, MAX_ACTIVE_CHALLENGES);
    if (id === undefined) throw noSuitableMembers();
    return id;
  }

  /**
   * Team names are unique within the company's current challenges (not completed; case and surrounding spaces
   * ignored), and the two teams of one challenge need different names. Empty names are not checked.
   */
  async function checkTeamNames(
    trx: Db,
    companyId: number,
    names: { team_name: string; opponent_team_name: string },
    exceptId: number | null,
  ) {
    const key = (name: string) => name.trim().toLocaleLowerCase('de');
    const wanted = (['team_name', 'opponent_team_name'] as const).filter((field) => key(names[field]) !== '');
    if (!wanted.length) return;
    const rows = await teamNamesOfCompany(trx, companyId, exceptId);
    const used = new Set(rows.flatMap((r) => [key(r.team_name), key(r.opponent_team_name)]));
    const taken = wanted.filter((field) => used.has(key(names[field])));
    if (wanted.length === 2 && key(names.team_name) === key(names.opponent_team_name)) {
      taken.push('opponent_team_name');
    }
    if (taken.length) throw nameUsed([...new Set(taken)]);
  }

  /**
   * The same challenge twice (same terms, same people on each side, the first still waiting or running) is
   * refused, so a double click or a retried form does not create it again. A colleague who declined no longer
   * counts, so inviting them anew works.
   */
  async function checkDuplicate(trx: Db, owner: CommunityUser, terms: ChallengeTerms, teams: Teams) {
    const wanted = sidesKey([
      { userId: owner.id, team: 1 },
      ...teams.partners.map((userId) => ({ userId, team: 1 })),
      ...teams.opponents.map((userId) => ({ userId, team: 2 })),
    ]);
    for (const [id, members] of await activeSidesOf(trx, owner.id, terms)) {
      if (sidesKey(members) === wanted) throw duplicateChallenge(id);
    }
  }

  async function checkExercise(trx: Db, kind: ChallengeKind, exercise: number | null | undefined) {
    if (exercise === undefined || exercise === null) return;
    if (kind !== 'duel') throw invalidParam('exercise', 'Only a duel has a shared exercise.');
    if (!(await exerciseExists(trx, exercise)))
      throw invalidParam('exercise', 'exercise is not a valid exercise.');
  }

  async function insertMembers(trx: Db, challengeId: number, teams: Teams) {
    await insertInvitations(trx, challengeId, [
      ...teams.partners.map((user_id) => ({ user_id, team: 1 })),
      ...teams.opponents.map((user_id) => ({ user_id, team: 2 })),
    ]);
  }

  /** Starts the challenge when everybody accepted: running since the later of its start and today. */
  async function startIfComplete(trx: Db, row: ChallengeRow, today: string) {
    if (await hasUnaccepted(trx, row.id)) return;
    const startedOn = row.start_on > today ? row.start_on : today;
    const endsOn = addDays(startedOn, row.duration - 1);
    await markRunning(trx, row, startedOn, endsOn, addDays(endsOn, 1));
  }

  async function lockCaller(trx: Db, userId: number): Promise<CommunityUser> {
    return loadCommunityUser(trx, userId, { lock: true });
  }

  /** The challenge for its participant (404 for everybody else), locked. */
  async function participantRow(trx: Db, id: number, userId: number) {
    const row = await findChallenge(trx, id, { lock: true });
    if (!row) throw invalidChallenge();
    const me = await findParticipant(trx, id, userId);
    if (!me) throw invalidChallenge();
    return { row, me };
  }

  async function ownedRow(trx: Db, id: number, userId: number): Promise<ChallengeRow> {
    const row = await findChallenge(trx, id, { lock: true });
    if (!row || row.owner_id !== userId) throw invalidChallenge();
    return row;
  }

  function transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return db.transaction().execute(work);
  }

  return {
    async list(userId, scope) {
      const caller = await loadCommunityUser(db, userId);
      let ids: number[];
      if (scope === 'company') {
        requireParticipating(caller);
        ids = caller.companyId === null ? [] : await runningIdsOfCompany(db, caller.companyId);
      } else {
        ids = await challengeIdsOf(db, userId);
      }
      const data = await views(db, await findChallenges(db, ids), caller);
      const order: Record<ChallengeState, number> = {
        waiting: 1,
        not_started: 2,
        running: 3,
        completed: 4,
        declined: 5,
      };
      const rank = (c: Challenge) => (c.can_accept ? 0 : order[c.state]);
      data.sort((a, b) => rank(a) - rank(b) || b.id - a.id);
      const stats = await activeChallengeStats(db, userId);
      const points = await totalPoints(db, userId);
      return {
        res: true,
        data,
        meta: {
          participating: caller.participating ? 1 : 0,
          active: stats.count,
          limit: MAX_ACTIVE_CHALLENGES,
          points,
          available_points: Math.max(0, points - stats.wagers),
        },
      };
    },

    async get(userId, id) {
      const caller = await loadCommunityUser(db, userId);
      const row = await findChallenge(db, id);
      if (!row) throw invalidChallenge();
      const challenge = (await views(db, [row], caller))[0]!;
      const visible =
        challenge.my_status !== null ||
        (caller.participating &&
          caller.companyId === row.company_id &&
          (challenge.state === 'running' || challenge.state === 'completed'));
      if (!visible) throw invalidChallenge();
      return { res: true, data: challenge };
    },

    async create(userId, body) {
      return transaction(async (trx) => {
        const owner = await lockCaller(trx, userId);
        requireParticipating(owner);
        const kind = body.kind;
        if (body.type !== typeOfKind(kind)) {
          throw invalidParam('type', `type must be ${typeOfKind(kind)} for a ${kind} challenge.`);
        }
        const today = todayOf(owner);
        const start = body.start ?? today;
        if (start < today) throw invalidParam('start', 'Start date must not be in the past');
        if (kind === 'company' && body.wager > 0)
          throw invalidParam('wager', 'A company challenge has no wager.');
        const teams: Teams = { partners: body.partners, opponents: body.opponents };
        checkTeams(kind, teams, owner.id);
        await checkExercise(trx, kind, body.exercise);
        if (owner.companyId === null) throw noSuitableMembers();
        await checkTeamNames(trx, owner.companyId, body, null);
        await checkOwnCapacity(trx, owner, body.wager, null);
        await checkMembers(trx, owner.companyId, [...teams.partners, ...teams.opponents]);
        // a random opponent is new by choice; a named one must not repeat a current challenge
        if (kind !== 'duel' || teams.opponents.length) {
          const terms = {
            kind,
            goal: body.goal,
            duration: body.duration,
            wager: body.wager,
            start_on: start,
          };
          await checkDuplicate(trx, owner, terms, teams);
        }
        if (kind === 'duel' && !teams.opponents.length) {
          teams.opponents = [await randomOpponent(trx, owner, body.wager)];
        }
        const id = await insertChallenge(trx, {
          company_id: owner.companyId,
          owner_id: owner.id,
          kind,
          type: typeOfKind(kind),
          goal: body.goal,
          wager: body.wager,
          duration: body.duration,
          start_on: start,
          time_zone: owner.timeZone,
          team_name: body.team_name,
          opponent_team_name: body.opponent_team_name,
          exercise_id: body.exercise ?? null,
        });
        await insertOwner(trx, id, owner.id, clock());
        await insertMembers(trx, id, teams);
        return { res: true, data: await one(trx, id, owner) };
      });
    },

    async edit(userId, id, body) {
      return transaction(async (trx) => {
        const owner = await lockCaller(trx, userId);
        const row = await ownedRow(trx, id, userId);
        const today = todayOf(owner);
        if (!EDITABLE_STATES.includes(challengeState(row, localDate(clock(), safeTimeZone(row.time_zone))))) {
          throw new AppError(
            'conflict',
            'challenge_not_editable',
            'This challenge can no longer be changed.',
          );
        }
        requireParticipating(owner);
        if (body.type !== undefined && body.type !== typeOfKind(row.kind)) {
          throw invalidParam('type', `type must be ${typeOfKind(row.kind)} for a ${row.kind} challenge.`);
        }
        const current = await teamsOf(trx, id);
        const currentTeams: Teams = {
          partners: current.filter((p) => p.team === 1 && !p.is_owner).map((p) => p.user_id),
          opponents: current.filter((p) => p.team === 2).map((p) => p.user_id),
        };
        const teams: Teams = {
          partners: body.partners ?? currentTeams.partners,
          opponents: body.opponents ?? currentTeams.opponents,
        };
        const next = {
          goal: body.goal ?? row.goal,
          wager: body.wager ?? row.wager,
          duration: body.duration ?? row.duration,
          start_on: body.start ?? row.start_on,
          exercise_id: body.exercise === undefined ? row.exercise_id : body.exercise,
          team_name: body.team_name ?? row.team_name,
          opponent_team_name: body.opponent_team_name ?? row.opponent_team_name,
        };
        if (body.start !== undefined && body.start !== row.start_on && body.start < today) {
          throw invalidParam('start', 'Start date must not be in the past');
        }
        if (row.kind === 'company' && next.wager > 0)
          throw invalidParam('wager', 'A company challenge has no wager.');
        if (row.kind === 'duel' && !teams.opponents.length) {
          throw invalidParam('opponents', 'A duel needs an opponent.');
        }
        checkTeams(row.kind, teams, owner.id);
        if (body.exercise !== undefined) await checkExercise(trx, row.kind, body.exercise);
        await checkTeamNames(trx, row.company_id, next, row.id);
        // a declined challenge is not active: editing makes it active again
        await checkOwnCapacity(trx, owner, next.wager, row.id);
        const sameSet = (a: number[], b: number[]) =>
          a.length === b.length && [...a].sort().join() === [...b].sort().join();
        const peopleChanged =
          !sameSet(teams.partners, currentTeams.partners) ||
          !sameSet(teams.opponents, currentTeams.opponents);
        const termsChanged =
          peopleChanged ||
          next.goal !== row.goal ||
          next.wager !== row.wager ||
          next.duration !== row.duration ||
          next.start_on !== row.start_on ||
          next.exercise_id !== row.exercise_id;
        const added = [...teams.partners, ...teams.opponents].filter(
          (uid) => !current.some((p) => p.user_id === uid),
        );
        await checkMembers(trx, row.company_id, added);
        await updateChallenge(trx, id, {
          ...next,
          ...(termsChanged && {
            status: 'waiting' as const,
            started_on: null,
            ends_on: null,
            ends_at: null,
          }),
        });
        if (termsChanged) {
          // everybody but the owner is invited again to the new terms (members may also leave or change teams)
          await removeInvitations(trx, id);
          await insertMembers(trx, id, teams);
        }
        return { res: true, data: await one(trx, id, owner) };
      });
    },

    async remove(userId, id) {
      return transaction(async (trx) => {
        await lockCaller(trx, userId);
        const row = await ownedRow(trx, id, userId);
        const state = challengeState(row, localDate(clock(), safeTimeZone(row.time_zone)));
        if (state === 'running' || state === 'completed') {
          throw new AppError(
            'conflict',
            'challenge_not_deletable',
            'A running or completed challenge cannot be deleted.',
          );
        }
        // the photo rows go with the challenge (on delete cascade); their files are removed after the commit
        const keys = await photoKeysOf(trx, id);
        await deleteChallenge(trx, id);
        return { keys };
      }).then(async ({ keys }) => {
        await deleteFiles(storage, keys);
        return { res: true, deleted: id };
      });
    },

    async accept(userId, id) {
      return transaction(async (trx) => {
        const user = await lockCaller(trx, userId);
        const { row, me } = await participantRow(trx, id, userId);
        if (me.status !== 'invited' || row.status !== 'waiting') throw notOpen();
        requireParticipating(user);
        await checkOwnCapacity(trx, user, row.wager, row.id);
        await markAccepted(trx, id, userId, clock());
        await startIfComplete(trx, row, localDate(clock(), safeTimeZone(row.time_zone)));
        return { res: true, data: await one(trx, id, user) };
      });
    },

    async decline(userId, id) {
      return transaction(async (trx) => {
        const user = await lockCaller(trx, userId);
        const { row, me } = await participantRow(trx, id, userId);
        const state = challengeState(row, localDate(clock(), safeTimeZone(row.time_zone)));
        if (me.is_owner || me.status === 'declined' || (state !== 'waiting' && state !== 'not_started')) {
          throw notOpen();
        }
        await declineIn(trx, id, userId, clock());
        return { res: true, data: await one(trx, id, user) };
      });
    },

    async cheer(userId, id, target) {
      return transaction(async (trx) => {
        const caller = await lockCaller(trx, userId);
        requireParticipating(caller);
        const row = await findChallenge(trx, id);
        if (!row || row.company_id !== caller.companyId) throw invalidChallenge();
        if (challengeState(row, localDate(clock(), safeTimeZone(row.time_zone))) !== 'running') {
          throw new AppError('conflict', 'challenge_not_running', 'This challenge is not running.');
        }
        if (!(await hasAccepted(trx, id, target)) || target === userId) {
          throw new AppError('invalid_data', 'challenge_cheer_invalid', 'You cannot cheer for this member.');
        }
        // not locked: the awards are idempotent, and locking a second user could deadlock with their cheer
        const other = await loadCommunityUser(trx, target);
        const ref = challengeRefs.cheer(id, userId, target);
        const event = { points: COMMUNITY_POINTS.cheer, reason: COMMUNITY_POINT_REASONS.cheer, ref };
        const points = await awardActivityOnce(trx, caller, { ...event, date: todayOf(caller) });
        if (points > 0)
          await awardActivityOnce(trx, other, { ...event, date: localDate(clock(), other.timeZone) });
        return { res: true, points };
      });
    },

    async savePhoto(userId, id, team, file) {
      if (!file || file.buffer.length === 0) {
        throw new AppError('invalid_data', 'rest_upload_missing', 'No file was uploaded.');
      }
      // the file is written before the transaction, so no database connection waits on the disk or the bucket;
      // a refused or failed save removes it again
      return storePublicImage(storage, file.buffer, TEAM_PHOTO_IMAGE, ({ key, token, mime }) =>
        transaction(async (trx) => {
          const user = await lockCaller(trx, userId);
          const { row, me } = await participantRow(trx, id, userId);
          if (!me.is_owner && (me.team !== team || me.status === 'declined')) throw invalidChallenge();
          if (row.status === 'completed') {
            throw new AppError(
              'conflict',
              'challenge_not_editable',
              'This challenge can no longer be changed.',
            );
          }
          if (row.kind === 'company' && team === 2)
            throw invalidParam('team', 'A company challenge has one team.');
          const previous = await lockPhoto(trx, id, team);
          await savePhotoRow(trx, { challengeId: id, team, token, mime, storageKey: key });
          return {
            result: { res: true as const, data: await one(trx, id, user) },
            replacedKey: previous?.storage_key ?? null,
          };
        }),
      );
    },

    async deletePhoto(userId, id, team) {
      const { result, keys } = await transaction(async (trx) => {
        const user = await lockCaller(trx, userId);
        const { me } = await participantRow(trx, id, userId);
        if (!me.is_owner && (me.team !== team || me.status === 'declined')) throw invalidChallenge();
        const keys = await deletePhotoRows(trx, id, team);
        return { result: { res: true as const, data: await one(trx, id, user) }, keys };
      });
      await deleteFiles(storage, keys);
      return result;
    },

    async photo(token) {
      const row = await findPhoto(db, token);
      if (!row) throw invalidPhoto();
      if (row.storage_key !== null) {
        const stored = await storage.get(row.storage_key);
        if (!stored) throw invalidPhoto();
        return { mime: row.mime, data: stored.body };
      }
      // a photo from before migration 0008: serve its bytes and move them to the storage on the way
      const data = Buffer.from(row.data!);
      await moveToStorage(token, row.mime, data).catch((error: unknown) => {
        logger.warn({ err: error, token }, 'challenges: could not move a photo to the file storage');
      });
      return { mime: row.mime, data };
    },

    async endNow(id) {
      return transaction(async (trx) => {
        const row = await findChallenge(trx, id, { lock: true });
        if (!row) throw invalidChallenge();
        if (row.status !== 'running') {
          throw new AppError('conflict', 'challenge_not_running', 'This challenge is not running.');
        }
        const now = clock();
        const today = localDate(now, safeTimeZone(row.time_zone));
        const startedOn = row.started_on! > today ? today : row.started_on!;
        const endsOn = row.ends_on! > today ? today : row.ends_on!;
        await updateChallenge(trx, id, { started_on: startedOn, ends_on: endsOn, ends_at: now });
        const owner = await loadCommunityUser(trx, row.owner_id);
        return { res: true, data: await one(trx, id, owner) };
      });
    },
  };
}

/** Marks the participant declined and the challenge declined (it stops until the owner edits it). */
export async function declineIn(trx: Db, challengeId: number, userId: number, now: Date): Promise<void> {
  await markDeclined(trx, challengeId, userId, now);
}
