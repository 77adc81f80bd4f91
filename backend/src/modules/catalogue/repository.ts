// The exercise tables as staff edit them: both languages at once, the list with its filters, the uploaded
// illustrations. Writes take the caller's transaction.
import { type Kysely, sql, type Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { BodyRegion, ContentLang, ExerciseKind } from '../../shared/domain';
import { containsPattern } from '../../shared/params';

type Db = Kysely<Database>;

export const LANGS: readonly ContentLang[] = ['de', 'en'];

export interface ListFilter {
  search?: string;
  kind?: ExerciseKind | 'physical';
  region?: BodyRegion;
  limit: number;
  offset: number;
}

function filtered(db: Db, filter: Omit<ListFilter, 'limit' | 'offset'>) {
  const { search, kind, region } = filter;
  return db
    .selectFrom('exercises as e')
    .$if(kind === 'physical', (qb) => qb.where('e.kind', '<>', 'mental'))
    .$if(kind !== undefined && kind !== 'physical', (qb) => qb.where('e.kind', '=', kind as ExerciseKind))
    .$if(region !== undefined, (qb) => qb.where(sql<boolean>`${region!} = any(e.regions)`))
    .$if(Boolean(search), (qb) =>
      qb.where(({ or, eb, exists, selectFrom }) =>
        or([
          eb('e.slug', 'ilike', containsPattern(search!)),
          exists(
            selectFrom('exercise_translations as s')
              .select('s.exercise_id')
              .whereRef('s.exercise_id', '=', 'e.id')
              .where('s.name', 'ilike', containsPattern(search!)),
          ),
        ]),
      ),
    );
}

/** One page of the list (by German name) and the number of all matches. */
export async function listExercises(db: Db, filter: ListFilter) {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .leftJoin('exercise_translations as d', (join) =>
        join.onRef('d.exercise_id', '=', 'e.id').on('d.lang', '=', 'de'),
      )
      .leftJoin('exercise_translations as n', (join) =>
        join.onRef('n.exercise_id', '=', 'e.id').on('n.lang', '=', 'en'),
      )
      .leftJoin('exercise_illustrations as i', 'i.exercise_id', 'e.id')
      .select([
        'e.id',
        'e.slug',
        'e.kind',
        'e.level',
        'e.equipment',
        'e.regions',
        'e.illustration',
        'e.edited_at',
        'd.name as name_de',
        'n.name as name_en',
        'i.token',
      ])
      .orderBy(sql`lower(coalesce(d.name, e.slug))`)
      .orderBy('e.id')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
export type ExerciseListRow = Awaited<ReturnType<typeof listExercises>>['rows'][number];

export function findExercise(db: Db, id: number, forUpdate = false) {
  return db
    .selectFrom('exercises as e')
    .leftJoin('exercise_illustrations as i', 'i.exercise_id', 'e.id')
    .selectAll('e')
    .select(['i.token', 'i.storage_key'])
    .where('e.id', '=', id)
    .$if(forUpdate, (qb) => qb.forUpdate('e'))
    .executeTakeFirst();
}
export type ExerciseRow = NonNullable<Awaited<ReturnType<typeof findExercise>>>;

export function findTexts(db: Db, id: number) {
  return db.selectFrom('exercise_translations').selectAll().where('exercise_id', '=', id).execute();
}
export type TextRow = Awaited<ReturnType<typeof findTexts>>[number];

/** The columns an edit writes (slug and timestamps are the repository's). */
// poses: the demonstration has its own endpoint (training/poses)
export type ExerciseValues = Required<
  Omit<Updateable<Database['exercises']>, 'id' | 'slug' | 'created_at' | 'updated_at' | 'edited_at' | 'poses'>
>;

export interface TextValues {
  name: string;
  starting_position: string;
  sequence: string;
  duration_text: string;
  effect: string;
  common_mistakes: string;
  tip: string;
}

export async function insertExercise(db: Db, slug: string, values: ExerciseValues): Promise<number> {
  const row = await db
    .insertInto('exercises')
    .values({ slug, ...values, edited_at: sql<Date>`now()` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateExercise(db: Db, id: number, values: Partial<ExerciseValues>): Promise<void> {
  await db
    .updateTable('exercises')
    .set({ ...values, updated_at: sql<Date>`now()`, edited_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** Writes the texts of one language (insert or replace). */
export async function saveTexts(db: Db, id: number, lang: ContentLang, texts: TextValues): Promise<void> {
  await db
    .insertInto('exercise_translations')
    .values({ exercise_id: id, lang, ...texts })
    .onConflict((oc) => oc.columns(['exercise_id', 'lang']).doUpdateSet(texts))
    .execute();
}

/** Removes the exercise's uploaded illustration row; answers the storage key of its file (or null). */
export async function deleteIllustration(db: Db, exerciseId: number): Promise<string | null> {
  const row = await db
    .deleteFrom('exercise_illustrations')
    .where('exercise_id', '=', exerciseId)
    .returning('storage_key')
    .executeTakeFirst();
  return row?.storage_key ?? null;
}

export async function insertIllustration(
  db: Db,
  row: { token: string; exercise_id: number; storage_key: string },
): Promise<void> {
  await db
    .insertInto('exercise_illustrations')
    .values({ ...row, mime: 'image/webp' })
    .execute();
}

export function findIllustration(db: Db, token: string) {
  return db
    .selectFrom('exercise_illustrations')
    .select(['storage_key', 'mime'])
    .where('token', '=', token)
    .executeTakeFirst();
}
