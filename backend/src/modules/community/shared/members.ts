// What the community endpoints share: the caller's community settings, the Member JSON of a colleague (nickname
// instead of the first name when set) and the opt-in check.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Lang, Member, SubcategoryKind } from '../../../shared/domain';
import { AppError } from '../../../shared/errors';
import { type Absence, safeTimeZone } from '../../kernel';

/** The caller as the community rules see them. */
export interface CommunityUser {
  id: number;
  companyId: number | null;
  participating: boolean;
  timeZone: string;
  lang: Lang;
  absence: Absence;
}

/** Reads the user (locked `for update` when `lock`, so one user's community writes run one by one). */
export async function loadCommunityUser(
  db: Kysely<Database>,
  userId: number,
  options: { lock?: boolean } = {},
): Promise<CommunityUser> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'company_id', 'participating', 'time_zone', 'lang', 'absence_from', 'absence_until'])
    .where('id', '=', userId)
    .$if(options.lock === true, (qb) => qb.forUpdate())
    .executeTakeFirst();
  if (!row) throw new AppError('not_found', 'rest_user_invalid_id', 'Invalid user ID.');
  return {
    id: row.id,
    companyId: row.company_id,
    participating: row.participating === 1,
    timeZone: safeTimeZone(row.time_zone),
    lang: row.lang,
    absence: { from: row.absence_from, until: row.absence_until },
  };
}

/** 403 unless the user unlocked the ranking (me meta `participating`). */
export function requireParticipating(user: Pick<CommunityUser, 'participating'>): void {
  if (!user.participating) {
    throw new AppError('forbidden', 'rest_not_participating', 'Please unlock the ranking first.');
  }
}

/** A colleague as lists show them (the wire type of @officefit/domain). */
export type { Member } from '../../../shared/domain';

/** The columns toMember() needs, as selected by memberColumns(). */
export interface MemberRow {
  id: number;
  first_name: string;
  last_name: string;
  nickname: string | null;
  avatar: string | null;
  subcat_id: number | null;
  subcat_kind: SubcategoryKind | null;
  subcat_name: string | null;
  subcat_pic: string | null;
}

/** Select list for MemberRow over `users as u` left-joined with `company_subcategories as s`. */
export const memberColumns = [
  'u.id',
  'u.first_name',
  'u.last_name',
  'u.nickname',
  'u.avatar',
  's.id as subcat_id',
  's.kind as subcat_kind',
  's.name as subcat_name',
  's.pic as subcat_pic',
] as const;

/** The display name: the nickname when the user chose one (spec §3 privacy hint). */
export function displayName(row: { first_name: string; nickname: string | null }): string {
  const nickname = row.nickname?.trim();
  return nickname ? nickname : row.first_name;
}

/** Maps a member row to the Member JSON. */
export function toMember(row: MemberRow): Member {
  const hasNickname = Boolean(row.nickname?.trim());
  return {
    id: row.id,
    name: displayName(row),
    last_name: hasNickname ? '' : row.last_name,
    avatar: row.avatar,
    subcat:
      row.subcat_id !== null && row.subcat_kind !== null && row.subcat_name !== null
        ? { id: row.subcat_id, kind: row.subcat_kind, name: row.subcat_name, pic: row.subcat_pic }
        : null,
  };
}

/** Members by id (any company; callers filter). */
export async function findMembers(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, Member>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('company_subcategories as s', 's.id', 'u.subcategory_id')
    .select(memberColumns)
    .where('u.id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, toMember(row)]));
}

/** SQL ordering of members by display name. */
export const byDisplayName = sql`lower(coalesce(nullif(btrim(u.nickname), ''), u.first_name))`;

/** 400 rest_invalid_param for one field. */
export function invalidParam(name: string, message: string): AppError {
  return new AppError('invalid_data', 'rest_invalid_param', `Invalid parameter(s): ${name}`, {
    params: { [name]: message },
  });
}
