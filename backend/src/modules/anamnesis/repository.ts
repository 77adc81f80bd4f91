// The user's health profile, its injuries and the consent decisions (small queries, by user id only).
import type { Kysely } from 'kysely';
import type { AnamnesisInjuryRow, AnamnesisRow, Database } from '../../db/schema';
import { type ConsentState, currentConsents } from './consents';

export interface StoredAnamnesis {
  anamnesis: AnamnesisRow;
  injuries: AnamnesisInjuryRow[];
}

export interface AnamnesisRepository {
  findByUser(userId: number): Promise<StoredAnamnesis | undefined>;
  /** The current decision per consent purpose (issue 36). */
  consentsOf(userId: number): Promise<ConsentState>;
}

/** The Kysely implementation of AnamnesisRepository. */
export function createAnamnesisRepository(db: Kysely<Database>): AnamnesisRepository {
  return {
    async findByUser(userId) {
      const anamnesis = await db
        .selectFrom('anamnesis')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!anamnesis) return undefined;
      const injuries = await db
        .selectFrom('anamnesis_injuries')
        .selectAll()
        .where('anamnesis_id', '=', anamnesis.id)
        .orderBy('id')
        .execute();
      return { anamnesis, injuries };
    },
    consentsOf: (userId) => currentConsents(db, userId),
  };
}
