// Request schemas of the catalogue module: the shared contract (@officefit/domain) with the English wire messages,
// and the list query and path params only the server reads.
import { z } from 'zod';
import {
  BODY_REGIONS,
  EXERCISE_KINDS,
  EXERCISE_NAME_MAX,
  EXERCISE_REPETITIONS_MAX,
  EXERCISE_SLUG_MAX,
  EXERCISE_TABS,
  EXERCISE_TEXT_MAX,
  exerciseCreateBodySchema,
  exerciseUpdateBodySchema,
  MAX_EXERCISE_SECONDS,
} from '../../shared/domain';
import { integerParam, pathIdParam } from '../../shared/params';
import { wireMessages, type WireMessages } from '../../shared/validate';

export const exerciseParams = z.strictObject({ id: pathIdParam('id') });
export const illustrationParams = z.strictObject({
  token: z.string().regex(/^[0-9a-f]{32}\.webp$/, 'Invalid illustration.'),
});

export const EXERCISES_PER_PAGE_MAX = 100;

/** GET admin/exercises: text (name in either language or slug), kind (or all physical ones), region, paging. */
export const listExercisesQuery = z.strictObject({
  search: z.string({ error: 'search must be a string.' }).trim().max(100).optional(),
  kind: z.enum([...EXERCISE_KINDS, 'physical'], { error: 'kind is not an exercise kind.' }).optional(),
  region: z.enum(BODY_REGIONS, { error: 'region is not a body region.' }).optional(),
  page: integerParam('page', 1, 10_000).default(1),
  per_page: integerParam('per_page', 1, EXERCISES_PER_PAGE_MAX).default(25),
});
export type ListExercisesQuery = z.output<typeof listExercisesQuery>;

const textMessages = (lang: string): WireMessages => ({
  [`${lang}.name`]: {
    too_small: `Please enter the name (${lang}).`,
    default: `${lang}.name must be a text of 1 to ${EXERCISE_NAME_MAX} characters.`,
  },
  ...Object.fromEntries(
    EXERCISE_TABS.map((tab) => [
      `${lang}.${tab}`,
      {
        too_small: `Please fill in ${lang}.${tab}.`,
        default: `${lang}.${tab} must be a text of 1 to ${EXERCISE_TEXT_MAX} characters.`,
      },
    ]),
  ),
});

const exerciseMessages: WireMessages = {
  kind: 'kind must be strengthening, mobility, relaxation or mental.',
  level: 'level must be 1, 2 or 3.',
  equipment: 'equipment must be none, band or ball.',
  undercover: 'undercover must be true or false.',
  gentle: 'gentle must be true or false.',
  durationSeconds: `durationSeconds must be a whole number between 1 and ${MAX_EXERCISE_SECONDS}.`,
  repetitions: `repetitions must be a whole number between 1 and ${EXERCISE_REPETITIONS_MAX} or null.`,
  regions: {
    too_small: 'Please choose at least one region.',
    values_repeat: 'regions name a region twice.',
    default: 'regions must be a list of body regions.',
  },
  contraindicatedRegions: {
    values_repeat: 'contraindicatedRegions name a region twice.',
    default: 'contraindicatedRegions must be a list of body regions.',
  },
  focus: {
    too_small: 'Please choose at least one focus area.',
    default: 'focus must be a list of focus areas.',
  },
  goals: { too_small: 'Please choose at least one goal.', default: 'goals must be a list of goals.' },
  de: 'de must hold the German texts.',
  en: 'en must hold the English texts.',
  ...textMessages('de'),
  ...textMessages('en'),
};

export const exerciseCreateBody = wireMessages(exerciseCreateBodySchema, {
  ...exerciseMessages,
  slug: {
    too_small: 'Please enter a slug.',
    default: `slug must be kebab-case (a-z, 0-9 and single dashes, at most ${EXERCISE_SLUG_MAX} characters).`,
  },
});
export const exerciseUpdateBody = wireMessages(exerciseUpdateBodySchema, exerciseMessages);
