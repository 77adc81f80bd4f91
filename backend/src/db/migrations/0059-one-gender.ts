// Issue 39 (point 5): gender was asked at registration (users.gender: female, male, nonbinary, third) and again in
// the questionnaire (anamnesis.gender 1–4, with other choices). One field now: users.gender. An answer given only in
// the questionnaire moves over; the anamnesis JSON's `gender` (spec §3) is derived from it
// (packages/domain genderCodeOf).
import { type Kysely, sql } from 'kysely';

const UP = [
  `update users u set gender = case a.gender when 1 then 'female' when 2 then 'male' else 'nonbinary' end
     from anamnesis a where a.user_id = u.id and u.gender is null and a.gender in (1, 2, 3)`,
  `alter table anamnesis drop column gender`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw('alter table anamnesis add column gender smallint not null default 4 check (gender between 1 and 4)')
    .execute(db);
  await sql
    .raw(
      `update anamnesis a set gender = case u.gender when 'female' then 1 when 'male' then 2 else 3 end
         from users u where u.id = a.user_id and u.gender is not null`,
    )
    .execute(db);
}
