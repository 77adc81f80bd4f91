import { z } from 'zod';
import { BODY_REGIONS } from '../../../shared/domain';
import { contentLangParam } from '../../../shared/params';
import { idField } from '../shared/schemas';

/** GET exercises: language and an optional tag (`mental` = the mental-strength exercises). */
export const listExercisesQuery = z.strictObject({
  lang: contentLangParam,
  tag: z.enum(['mental'], { error: 'tag must be mental.' }).optional(),
});

/** PUT favourites. */
export const favouriteBody = z.strictObject({ id: idField });

const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform(Boolean);

/** PUT dislikes: reason 1 pain, 2 too hard, 3 too easy, 4 unpleasant, 5 target muscle not felt, 6 other. */
export const dislikeBody = z.strictObject({
  id: idField,
  reason: z.union(
    [
      z.number().int().min(1).max(6),
      z
        .string()
        .regex(/^[1-6]$/)
        .transform(Number),
    ],
    { error: 'reason must be between 1 (inclusive) and 6 (inclusive)' },
  ),
  onlyToday: flag.default(false),
});
export type DislikeBody = z.output<typeof dislikeBody>;

const queryFlag = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true');

/** GET pain_exercise (any invalid value answers 404 no_exercise, as the original API did). */
export const painQuery = z.strictObject({
  lang: contentLangParam,
  pain: z.enum(BODY_REGIONS),
  /** Fixed at 25 by the app; accepted and not used. */
  feeling: z
    .string()
    .regex(/^\d{1,3}$/)
    .optional(),
  painType: z.enum(['acute', 'chronic']).default('chronic'),
  suitability: z.enum(['0', '1']).default('1').transform(Number),
  onthego: queryFlag.default(false),
  sportmode: queryFlag.default(false),
  onlynew: queryFlag.default(false),
  painCheck0: queryFlag.default(false),
  painCheck1: queryFlag.default(false),
});
export type PainQuery = z.output<typeof painQuery>;
