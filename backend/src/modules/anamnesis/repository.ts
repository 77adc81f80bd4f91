// The user's health profile, its injuries and the consent decisions (small queries, by user id only).
import type { Kysely } from 'kysely';
import type { AnamnesisInjuryRow, AnamnesisRow, Database } from '../../db/schema';
import type { RegistrationGender } from '../../shared/domain';
import { type ConsentState, currentConsents } from './consents';

export interface StoredAnamnesis {
  anamnesis: AnamnesisRow;
  injuries: AnamnesisInjuryRow[];
}

export interface AnamnesisRepository {
  findByUser(userId: number): Promise<StoredAnamnesis | undefined>;
  /** The current decision per consent purpose (issue 36). */
  consentsOf(userId: number): Promise<ConsentState>;
  /** The user's gender: stored once, with the account (issue 39). */
  genderOf(userId: number): Promise<RegistrationGender | null>;
}

/** The Kysely implementation of AnamnesisRepository. */
export function createAnamnesisRepository(db: Kysely<Database>): AnamnesisRepository {
  return {
    findByUser: (userId) => findAnamnesis(db, userId),
    consentsOf: (userId) => currentConsents(db, userId),
    genderOf: (userId) => userGender(db, userId),
  };
}

/** The user's health profile with its injuries; `completedOnly` passes over a `new` (not yet completed) one. */
export async function findAnamnesis(
  db: Kysely<Database>,
  userId: number,
  completedOnly = false,
): Promise<StoredAnamnesis | undefined> {
  const anamnesis = await db
    .selectFrom('anamnesis')
    .selectAll()
    .where('user_id', '=', userId)
    .$if(completedOnly, (qb) => qb.where('is_new', '=', false))
    .executeTakeFirst();
  if (!anamnesis) return undefined;
  const injuries = await db
    .selectFrom('anamnesis_injuries')
    .selectAll()
    .where('anamnesis_id', '=', anamnesis.id)
    .orderBy('id')
    .execute();
  return { anamnesis, injuries };
}

/** The user's stored gender (null: none given, or no such user). */
export async function userGender(db: Kysely<Database>, userId: number): Promise<RegistrationGender | null> {
  const row = await db.selectFrom('users').select('gender').where('id', '=', userId).executeTakeFirst();
  return row?.gender ?? null;
}
