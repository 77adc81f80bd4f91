// Colleagues of the demo users at Demo GmbH (issue 14), so the account-owner report has groups of realistic
// sizes: Berlin 8 and München 6 with Dana and Colin, Vertrieb 3 and Entwicklung 4 with Olga — the last two are
// under the floor of 5 and show as "other". They cannot log in (no password), have not opted in to the ranking
// and trained on a few days (finished exercises with their points), so the report has figures to show.
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { BUSINESS_TIME_ZONE } from '../shared/domain';

export interface DemoEmployee {
  email: string;
  firstName: string;
  lastName: string;
  subcategory: string;
  /** Days ago on which they finished an exercise (50 points each). */
  trainedDaysAgo: number[];
}

const employee = (
  first: string,
  last: string,
  subcategory: string,
  trainedDaysAgo: number[],
): DemoEmployee => ({
  email: `${first}.${last}@demo-gmbh.example.com`.toLowerCase().replace(/ö/g, 'oe').replace(/ü/g, 'ue'),
  firstName: first,
  lastName: last,
  subcategory,
  trainedDaysAgo,
});

export const DEMO_EMPLOYEES: readonly DemoEmployee[] = [
  employee('Lea', 'Wagner', 'Berlin', [1, 2, 5, 8]),
  employee('Tim', 'Becker', 'Berlin', [3, 10]),
  employee('Sara', 'Yilmaz', 'Berlin', [1, 4, 6, 9, 13]),
  employee('Jonas', 'Hoffmann', 'Berlin', []),
  employee('Mia', 'Schulz', 'Berlin', [2, 16]),
  employee('Paul', 'Koch', 'Berlin', [7]),
  employee('Nina', 'Richter', 'Berlin', [1, 3]),
  employee('Felix', 'Wolf', 'München', [2, 5, 12]),
  employee('Emma', 'Schröder', 'München', []),
  employee('Lukas', 'Neumann', 'München', [1, 8, 15]),
  employee('Hanna', 'Schwarz', 'München', [4]),
  employee('Ben', 'Zimmermann', 'München', [6, 20]),
  employee('Clara', 'Braun', 'Vertrieb', [2, 9]),
  employee('David', 'Krüger', 'Vertrieb', []),
  employee('Lena', 'Hartmann', 'Vertrieb', [3]),
  employee('Noah', 'Lange', 'Entwicklung', [1, 2, 3]),
  employee('Sophie', 'Werner', 'Entwicklung', [11]),
  employee('Elias', 'Krause', 'Entwicklung', []),
];

/** Stored instead of a password hash: verifyPassword() reads it as "no password". */
const NO_PASSWORD = '!unset';

/** Creates the missing colleagues; returns how many users, subscriptions and point events it created. */
export async function seedEmployees(
  trx: Transaction<Database>,
  company: { id: number; subcategoryIds: ReadonlyMap<string, number> },
): Promise<{ users: number; subscriptions: number; pointEvents: number }> {
  const created = { users: 0, subscriptions: 0, pointEvents: 0 };
  const exercise = await trx
    .selectFrom('exercises')
    .select(['id', 'duration_seconds'])
    .orderBy('id')
    .executeTakeFirst();
  for (const person of DEMO_EMPLOYEES) {
    const inserted = await trx
      .insertInto('users')
      .values({
        email: person.email,
        password_hash: NO_PASSWORD,
        first_name: person.firstName,
        last_name: person.lastName,
        roles: ['subscriber'],
        company_id: company.id,
        subcategory_id: company.subcategoryIds.get(person.subcategory) ?? null,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) continue;
    created.users++;
    await trx
      .insertInto('subscriptions')
      .values({
        user_id: inserted.id,
        company_id: company.id,
        kind: 'company',
        status: 'active',
        payment_type: 'company',
        starts_at: sql<Date>`now() - interval '60 days'`,
        ends_at: sql<Date>`now() + interval '10 months'`,
        billing_interval: 'yearly',
      })
      .execute();
    created.subscriptions++;
    if (!exercise) continue;
    for (const daysAgo of person.trainedDaysAgo) {
      // the finished exercise and its points on the same Berlin day (the seed test checks they agree)
      await trx
        .insertInto('exercise_activity')
        .values({
          user_id: inserted.id,
          exercise_id: exercise.id,
          kind: 'finish',
          mode: 'plan',
          region: null,
          activity_date: sql<string>`((now() - make_interval(days => ${daysAgo})) at time zone ${sql.lit(BUSINESS_TIME_ZONE)})::date`,
          duration_seconds: exercise.duration_seconds,
        })
        .execute();
      await trx
        .insertInto('point_events')
        .values({
          user_id: inserted.id,
          points: 50,
          reason: 'exercise',
          ref: `seed:employee-exercise-${daysAgo}`,
          created_at: sql<Date>`now() - make_interval(days => ${daysAgo})`,
        })
        .execute();
      created.pointEvents++;
    }
  }
  return created;
}
