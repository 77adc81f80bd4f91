// Test fixtures of the training endpoints: exercises with exactly the properties a test needs (on top of whatever
// the catalogue holds), a valid health-profile body, and small request helpers.
import type { Express } from 'express';
import type { Kysely } from 'kysely';
import request from 'supertest';
import type { Database } from '../db/schema';
import type { BodyRegion, ExerciseEquipment, ExerciseKind, FocusArea, Goal } from '../shared/domain';

/** The fields of an ExerciseSummary on the wire (lists, plan units), sorted. */
export const EXERCISE_SUMMARY_KEYS = [
  'duration',
  'equipment',
  'id',
  'illustration',
  'isFavourite',
  'kind',
  'level',
  'name',
  'regions',
  'repetitions',
  'slug',
  'startPose',
  'undercover',
].sort();

export interface ExerciseFixture {
  slug: string;
  kind?: ExerciseKind;
  level?: number;
  equipment?: ExerciseEquipment;
  undercover?: boolean;
  durationSeconds?: number;
  repetitions?: number | null;
  regions?: BodyRegion[];
  contraindicated?: BodyRegion[];
  gentle?: boolean;
  focus?: FocusArea[];
  goals?: Goal[];
  /** German name (default "Übung <slug>"); English is "Exercise <slug>". */
  name?: string;
  /** Without texts the exercise is not showable. */
  texts?: boolean;
}

/** Inserts an exercise (with German and English texts unless `texts: false`); returns its id. */
export async function insertExercise(db: Kysely<Database>, fixture: ExerciseFixture): Promise<number> {
  const { id } = await db
    .insertInto('exercises')
    .values({
      slug: fixture.slug,
      kind: fixture.kind ?? 'mobility',
      level: fixture.level ?? 1,
      equipment: fixture.equipment ?? 'none',
      undercover: fixture.undercover ?? true,
      duration_seconds: fixture.durationSeconds ?? 60,
      repetitions: fixture.repetitions ?? null,
      regions: fixture.regions ?? ['shoulder'],
      contraindicated_regions: fixture.contraindicated ?? [],
      gentle: fixture.gentle ?? false,
      focus: fixture.focus ?? ['mobility'],
      goals: fixture.goals ?? ['agility'],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (fixture.texts !== false) {
    await db
      .insertInto('exercise_translations')
      .values([
        {
          exercise_id: id,
          lang: 'de',
          name: fixture.name ?? `Übung ${fixture.slug}`,
          starting_position: 'Aufrecht sitzen.',
          sequence: '1. Einatmen\n2. Ausatmen',
          duration_text: '1 Minute',
          effect: 'Lockert.',
          common_mistakes: 'Zu schnell.',
          tip: 'Ruhig atmen.',
        },
        {
          exercise_id: id,
          lang: 'en',
          name: `Exercise ${fixture.slug}`,
          starting_position: 'Sit upright.',
          sequence: '1. Breathe in\n2. Breathe out',
          duration_text: '1 minute',
          effect: 'Loosens up.',
          common_mistakes: 'Too fast.',
          tip: 'Breathe calmly.',
        },
      ])
      .execute();
  }
  return id;
}

/** Inserts `count` exercises named `<prefix>-<n>` with the same properties. */
export async function insertExercises(
  db: Kysely<Database>,
  prefix: string,
  count: number,
  fixture: Omit<ExerciseFixture, 'slug'> = {},
): Promise<number[]> {
  const ids: number[] = [];
  for (let n = 1; n <= count; n++) ids.push(await insertExercise(db, { ...fixture, slug: `${prefix}-${n}` }));
  return ids;
}

export interface InjuryBody {
  region?: BodyRegion | null;
  duration?: number | null;
  examined?: boolean | null;
  problems?: string | null;
  more?: string | null;
  painful?: boolean;
  episode?: 'first' | 'repeated';
  severity?: number;
  worsening?: boolean;
  accident?: boolean;
  numbness?: boolean;
}

/** A complete, valid PUT anamnesis body. */
export function profileBody(
  anamnesis: Record<string, unknown> = {},
  injuries: InjuryBody[] = [],
): { anamnesis: Record<string, unknown>; injuries: InjuryBody[] } {
  return {
    anamnesis: {
      height: 180,
      weight: 75.5,
      gender: 2,
      sports: ['running'],
      fitness: 1,
      stress: 3,
      physical_health: [],
      diet: 3,
      workhours_sitting: 8,
      bodyfeeling: 4,
      wellness: 4,
      sleep: 3,
      goals: ['muscle', 'agility'],
      focus: ['strength', 'mobility'],
      time: 30,
      equipment: 'none',
      suitability: 1,
      accept: true,
      adjustable_table: false,
      workoutdays: 3,
      workoutminutes: 20,
      sports_frequency: 2,
      ...anamnesis,
    },
    injuries,
  };
}

/** A painful knee pain point without red flags. */
export const PAINFUL_KNEE: InjuryBody = {
  region: 'knee',
  duration: 1,
  examined: true,
  problems: 'Beim Treppensteigen',
  more: null,
  painful: true,
  episode: 'repeated',
  severity: 4,
  worsening: false,
  accident: false,
  numbness: false,
};

/** Request helpers bound to one test app (read at request time: callable before the app is created). */
export function api(t: { app: Express }) {
  const base = '/wp-json/officefit/v1';
  return {
    get: (path: string, token?: string) => {
      const req = request(t.app).get(`${base}/${path}`);
      return token ? req.set('Authorization', `Bearer ${token}`) : req;
    },
    put: (path: string, body: unknown, token?: string) => {
      const req = request(t.app).put(`${base}/${path}`);
      return (token ? req.set('Authorization', `Bearer ${token}`) : req).send(body as object);
    },
    post: (path: string, body: unknown, token?: string) => {
      const req = request(t.app).post(`${base}/${path}`);
      return (token ? req.set('Authorization', `Bearer ${token}`) : req).send(body as object);
    },
    delete: (path: string, token?: string) => {
      const req = request(t.app).delete(`${base}/${path}`);
      return token ? req.set('Authorization', `Bearer ${token}`) : req;
    },
  };
}
