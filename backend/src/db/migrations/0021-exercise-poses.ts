// The exercise demonstration (issue 14 "Show the movement"): 2–4 key poses of a parametric figure per exercise, as
// jsonb (`{ poses: [...], cycleSeconds? }`, checked by @officefit/pose-figure's schema on every write). Null until
// the seed or staff set it; the app then shows the generic figure.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table exercises add column poses jsonb check (poses is null or jsonb_typeof(poses) = 'object')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table exercises drop column poses`.execute(db);
}
