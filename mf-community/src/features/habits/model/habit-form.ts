// The habit form's values and rules: the request contract's fields of PUT habits (@officefit/domain, name ≤ 80,
// a habit type, calendar dates, runtime ≤ 366 days) plus the rules only the form checks before sending (start
// not in the past, end not before start). Issues carry zod's codes or a snake_case `params.code`.
import { z } from 'zod';
import {
  dateField,
  HABIT_DAYS_MAX,
  HABIT_NAME_MAX,
  HABIT_TYPES,
  isCalendarDate,
  type HabitType,
} from '@officefit/domain';
import { validationErrorMap, type ValidationIssue } from '@officefit/i18n';
import { daysBetween } from '../../../lib/format';
import type { HabitInput } from './types';

/** Default runtime of a new habit: four weeks, like a focus phase. */
export const DEFAULT_RUNTIME_DAYS = 28;
export { HABIT_NAME_MAX, HABIT_DAYS_MAX };

/** What the habit form holds; `suggestion` is set when the habit comes from the catalogue. */
export interface HabitFormValues {
  suggestion: string | null;
  name: string;
  typ: HabitType | '';
  from: string;
  to: string;
}

const custom = (ctx: z.RefinementCtx, path: string, code: string) =>
  ctx.addIssue({ code: 'custom', path: [path], params: { code } });

/** The form's schema on `today`; name and type are asked only for an own habit (not for a suggestion). */
export function habitFormSchema(today: string) {
  return z
    .object({
      suggestion: z.string().nullable(),
      name: z.string(),
      typ: z.string(),
      from: dateField(),
      to: dateField(),
    })
    .superRefine(
      (form, ctx) => {
        if (!form.suggestion) {
          // the contract's rule for `name` (trimmed, 1–HABIT_NAME_MAX), required only here
          const name = form.name.trim();
          if (!name)
            ctx.addIssue({ code: 'too_small', origin: 'string', minimum: 1, path: ['name'], input: name });
          else if (name.length > HABIT_NAME_MAX)
            ctx.addIssue({
              code: 'too_big',
              origin: 'string',
              maximum: HABIT_NAME_MAX,
              path: ['name'],
              input: name,
            });
          if (!(HABIT_TYPES as readonly string[]).includes(form.typ)) custom(ctx, 'typ', 'habit_type');
        }
        const from = isCalendarDate(form.from) ? form.from : null;
        if (from && from < today) custom(ctx, 'from', 'start_in_past');
        else if (from && isCalendarDate(form.to)) {
          if (form.to < form.from) custom(ctx, 'to', 'end_before_start');
          else if (daysBetween(form.from, form.to) + 1 > HABIT_DAYS_MAX)
            custom(ctx, 'to', 'runtime_too_long');
        }
      },
      { when: () => true },
    );
}

/** The habit form's own codes → keys of the `community` namespace (the texts it had before the contract). */
const HABIT_CODES: Record<string, string> = {
  habit_type: 'validation.chooseType',
  start_in_past: 'validation.startInPast',
  end_before_start: 'validation.endBeforeStart',
  runtime_too_long: 'validation.runtimeTooLong',
  invalid_date: 'validation.invalidDate',
};

/** Error map of the habit form: its own codes in the community namespace, other issues the shared texts. */
export function habitErrorMap(t: (key: string, values?: Record<string, unknown>) => string) {
  return (issue: ValidationIssue): string => {
    const code = issue.code === 'custom' ? issue.params?.code : undefined;
    const key = typeof code === 'string' ? HABIT_CODES[code] : undefined;
    return key ? t(key, { max: HABIT_DAYS_MAX }) : validationErrorMap(issue);
  };
}

/** The item of PUT habits for a valid form. */
export function toHabitItem(form: HabitFormValues): HabitInput {
  return form.suggestion
    ? { suggestion: form.suggestion, from: form.from, to: form.to }
    : { name: form.name.trim(), typ: form.typ as HabitType, from: form.from, to: form.to };
}
