// The health-data consent per purpose (issue 36): an append-only record of decisions with time and text version
// (migration 0053). The latest row of a purpose is the user's current decision; nothing is ever updated, so the
// record proves what was agreed to and when (GDPR Art. 7(1)).
import type { Kysely } from 'kysely';
import type { Database, HealthConsentsTable } from '../../db/schema';
import { CONSENT_PURPOSES, CONSENT_TEXT_VERSION, type ConsentDecisions } from '../../shared/domain';

type Action = HealthConsentsTable['action'];
export type ConsentState = ConsentDecisions;

/**
 * Whether each purpose is confirmed now, and which purposes have a recorded decision. A purpose never decided
 * follows the profile saved before issue 36 (and the seeded ones): its single declaration covered the answers and
 * the pain points, so a kept, not skipped profile counts as confirmed for both.
 */
async function consentRecord(db: Kysely<Database>, userId: number) {
  const rows = await db
    .selectFrom('health_consents')
    .select(['purpose', 'action'])
    .where('user_id', '=', userId)
    .orderBy('decided_at')
    .orderBy('id')
    .execute();
  const profile = await db
    .selectFrom('anamnesis')
    .select(['is_new', 'skipped', 'accept'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const legacy = !!profile && profile.accept && !profile.is_new && !profile.skipped;
  const state: ConsentState = { health_plan: legacy, pain_tracking: legacy };
  // ordered oldest first: the last decision of a purpose wins
  for (const row of rows) state[row.purpose] = row.action === 'confirmed';
  return { state, decided: new Set(rows.map((row) => row.purpose)) };
}

/** Whether each purpose is confirmed now. */
export async function currentConsents(db: Kysely<Database>, userId: number): Promise<ConsentState> {
  return (await consentRecord(db, userId)).state;
}

/**
 * Records the decisions that change the state, and a first explicit decision (a repeated one adds no row): a
 * confirmed purpose turned off is `withdrawn`, one never confirmed `skipped`.
 */
export async function recordConsents(
  db: Kysely<Database>,
  userId: number,
  decisions: Partial<ConsentState>,
  at: Date,
): Promise<void> {
  const { state: before, decided } = await consentRecord(db, userId);
  const rows = CONSENT_PURPOSES.flatMap((purpose) => {
    const next = decisions[purpose];
    if (next === undefined || (decided.has(purpose) && next === before[purpose])) return [];
    const action: Action = next ? 'confirmed' : before[purpose] ? 'withdrawn' : 'skipped';
    return [{ user_id: userId, purpose, action, text_version: CONSENT_TEXT_VERSION, decided_at: at }];
  });
  if (rows.length) await db.insertInto('health_consents').values(rows).execute();
}
