// Writes of the health profile: the anamnesis row (one per user) and its pain points.
import { type Insertable, type Kysely, sql } from 'kysely';
import type {
  AnamnesisInjuriesTable,
  AnamnesisInjuryRow,
  AnamnesisRow,
  AnamnesisTable,
  Database,
} from '../../../db/schema';

export type ProfileValues = Omit<Insertable<AnamnesisTable>, 'user_id' | 'id' | 'created_at' | 'updated_at'>;
export type InjuryValues = Omit<Insertable<AnamnesisInjuriesTable>, 'anamnesis_id' | 'id' | 'created_at'>;

/** Inserts or replaces the user's profile; returns the stored row. */
export function upsertProfile(
  db: Kysely<Database>,
  userId: number,
  values: ProfileValues,
): Promise<AnamnesisRow> {
  return db
    .insertInto('anamnesis')
    .values({ ...values, user_id: userId })
    .onConflict((oc) =>
      oc.constraint('anamnesis_user_id_key').doUpdateSet({ ...values, updated_at: sql<Date>`now()` }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Replaces every pain point of the profile. */
export async function replaceInjuries(
  db: Kysely<Database>,
  anamnesisId: number,
  injuries: readonly InjuryValues[],
): Promise<AnamnesisInjuryRow[]> {
  await db.deleteFrom('anamnesis_injuries').where('anamnesis_id', '=', anamnesisId).execute();
  if (!injuries.length) return [];
  return db
    .insertInto('anamnesis_injuries')
    .values(injuries.map((injury) => ({ ...injury, anamnesis_id: anamnesisId })))
    .returningAll()
    .execute();
}
