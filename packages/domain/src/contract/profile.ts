// Request schemas of /profile (issue 13): profile fields, e-mail and password change, absences and the GDPR
// self-service. The backend validates with them and mf-training's forms use the same ones. Message-free (see the
// convention in ./index.ts); custom codes: `password_too_weak`, `date_not_past`, `absence_end_before_start`,
// `both_fields_required` (one end of the absence left blank).
// Response shapes: ../wire/profile.ts.
import { z } from 'zod';
import { LANGS } from '../lang';
import { ABSENCE_REASONS } from '../values';
import { ACCOUNT_NAME_MAX, isStrongPassword, JOB_CATEGORY_COUNT, REGISTRATION_GENDERS } from './accounts';
import { EMAIL_MAX, PASSWORD_MAX } from './auth';
import { PHONE_PATTERN } from './contact';
import { blankRangeFields, dateField, idField, rangeDateField, VISIBLE_TEXT } from './fields';

export const NICKNAME_MAX = 40;
/** Body height in cm and weight in kg (the health profile's ranges). */
export const HEIGHT_MIN = 100;
export const HEIGHT_MAX = 250;
export const WEIGHT_MIN = 30;
export const WEIGHT_MAX = 300;
/** The longest absence one entry covers. */
export const ABSENCE_MAX_DAYS = 366;
/** Largest avatar upload (bytes) and its text in the spec message "File too big. (Limit: {0})". */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_LIMIT_TEXT = '5 MB';
/** Days between a deletion request and the erasure. */
export const ACCOUNT_DELETION_GRACE_DAYS = 14;

/** '' and spaces count as "clear the field" (null). */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const name = () => z.string().trim().min(1).max(ACCOUNT_NAME_MAX).regex(VISIBLE_TEXT);

/** A day before today (UTC; a day's difference at midnight does not matter for a birthdate). */
const pastDate = () =>
  dateField().refine((value) => value < new Date().toISOString().slice(0, 10), {
    params: { code: 'date_not_past' },
  });

/** PUT me/profile: every field optional; null (or '') clears a nullable one. */
export const updateProfileBodySchema = z.strictObject({
  first_name: name().optional(),
  last_name: name().optional(),
  nickname: z.preprocess(blankToNull, z.string().trim().max(NICKNAME_MAX).nullable()).optional(),
  birthdate: z.preprocess(blankToNull, pastDate().nullable()).optional(),
  gender: z.enum(REGISTRATION_GENDERS).nullable().optional(),
  height: z.number().int().min(HEIGHT_MIN).max(HEIGHT_MAX).nullable().optional(),
  weight: z.number().min(WEIGHT_MIN).max(WEIGHT_MAX).nullable().optional(),
  job_category: z.number().int().min(1).max(JOB_CATEGORY_COUNT).nullable().optional(),
  /** A location or department of the user's own company. */
  subcategory_id: idField().nullable().optional(),
  phone_number: z.preprocess(blankToNull, z.string().trim().regex(PHONE_PATTERN).nullable()).optional(),
  lang: z.enum(LANGS).optional(),
  newsletter: z.boolean().optional(),
});
export type UpdateProfileBodyInput = z.input<typeof updateProfileBodySchema>;
export type UpdateProfileBody = z.output<typeof updateProfileBodySchema>;

const password = () => z.string().min(1).max(PASSWORD_MAX);

/** POST me/email: the new address (a link goes there) and the current password. */
export const changeEmailBodySchema = z.strictObject({
  email: z.string().trim().toLowerCase().min(1).max(EMAIL_MAX).pipe(z.email()),
  password: password(),
});
export type ChangeEmailBodyInput = z.input<typeof changeEmailBodySchema>;
export type ChangeEmailBody = z.output<typeof changeEmailBodySchema>;

/** POST me/email/confirm: the key of the mailed link. */
export const confirmEmailBodySchema = z.strictObject({ key: z.string().trim().min(1).max(200) });
export type ConfirmEmailBodyInput = z.input<typeof confirmEmailBodySchema>;
export type ConfirmEmailBody = z.output<typeof confirmEmailBodySchema>;

/** POST me/password: the old password and a new one by the password rule of spec §5. */
export const changePasswordBodySchema = z.strictObject({
  old_password: password(),
  new_password: password().refine(isStrongPassword, { params: { code: 'password_too_weak' } }),
});
export type ChangePasswordBodyInput = z.input<typeof changePasswordBodySchema>;
export type ChangePasswordBody = z.output<typeof changePasswordBodySchema>;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** PUT me/absence: start, end (the same day or later, spec §8) and reason. */
const ABSENCE_RANGE = ['from', 'until'] as const;
const bothGiven = (value: { from: string; until: string }) => value.from !== '' && value.until !== '';

export const absenceBodySchema = z
  .strictObject({
    from: rangeDateField(),
    until: rangeDateField(),
    reason: z.enum(ABSENCE_REASONS),
  })
  .superRefine((value, ctx) => {
    for (const key of blankRangeFields(value, ABSENCE_RANGE)) {
      ctx.addIssue({ code: 'custom', path: [key], params: { code: 'both_fields_required' } });
    }
  })
  .refine((value) => !bothGiven(value) || value.until >= value.from, {
    path: ['until'],
    params: { code: 'absence_end_before_start' },
  })
  .refine((value) => !bothGiven(value) || dayNumber(value.until) - dayNumber(value.from) < ABSENCE_MAX_DAYS, {
    path: ['until'],
    params: { code: 'absence_too_long' },
  });
export type AbsenceBodyInput = z.input<typeof absenceBodySchema>;
export type AbsenceBody = z.output<typeof absenceBodySchema>;

/** POST me/delete: the password confirms that the account owner asks. */
export const deleteAccountBodySchema = z.strictObject({ password: password() });
export type DeleteAccountBodyInput = z.input<typeof deleteAccountBodySchema>;
export type DeleteAccountBody = z.output<typeof deleteAccountBodySchema>;
