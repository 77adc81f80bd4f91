// The request schemas are the contract shared with mf-training (@officefit/domain, contract/profile.ts); this file
// adds the English wire messages and the server-only avatar token parameter.
import { z } from 'zod';
import {
  absenceBodySchema,
  changeEmailBodySchema,
  changePasswordBodySchema,
  confirmEmailBodySchema,
  HEIGHT_MAX,
  HEIGHT_MIN,
  isPossiblePhoneNumber,
  NICKNAME_MAX,
  updateProfileBodySchema,
  WEIGHT_MAX,
  WEIGHT_MIN,
} from '../../shared/domain';
import { wireMessages } from '../../shared/validate';

const name = (field: string) => `${field} must be a text of 1 to 100 characters.`;
const strongPassword = {
  password_too_weak:
    'The password must have at least 8 characters with a capital letter, a small letter, a digit and a special character.',
  default: 'Please enter a password.',
};

/**
 * The contract allows the characters of a phone number; the server also checks that it can be one (it is where SMS
 * reminders go, sent in E.164 form): the registration's rule, @officefit/domain `isPossiblePhoneNumber`.
 */
const profileBodySchema = updateProfileBodySchema.refine(
  (body) => body.phone_number == null || isPossiblePhoneNumber(body.phone_number),
  { path: ['phone_number'], params: { code: 'phone_not_possible' } },
);

export const updateProfileBody = wireMessages(profileBodySchema, {
  first_name: name('first_name'),
  last_name: name('last_name'),
  nickname: `nickname must be a text of at most ${NICKNAME_MAX} characters.`,
  birthdate: { date_not_past: 'The date of birth must be in the past.', default: 'No valid date.' },
  gender: 'gender must be female, male, nonbinary or third.',
  height: `height must be a whole number of cm between ${HEIGHT_MIN} and ${HEIGHT_MAX}.`,
  weight: `weight must be a number of kg between ${WEIGHT_MIN} and ${WEIGHT_MAX}.`,
  job_category: 'job_category must be a whole number between 1 and 16.',
  subcategory_id: 'subcategory_id must be a positive integer.',
  phone_number: 'Please enter a valid phone number.',
  lang: 'lang must be de-DE or en-US.',
  newsletter: 'newsletter must be true or false.',
});

export const changeEmailBody = wireMessages(changeEmailBodySchema, {
  email: 'Please enter a valid e-mail address.',
  password: 'Please enter your password.',
});

export const confirmEmailBody = wireMessages(confirmEmailBodySchema, {
  key: 'This link is invalid or has expired.',
});

export const changePasswordBody = wireMessages(changePasswordBodySchema, {
  old_password: 'Please enter your current password.',
  new_password: strongPassword,
});

export const absenceBody = wireMessages(absenceBodySchema, {
  from: 'No valid date.',
  until: {
    absence_end_before_start: 'The end of the absence must be the same day as or after its start.',
    absence_too_long: 'An absence can last one year at most.',
    default: 'No valid date.',
  },
  reason: 'reason must be vacation, illness, business_trip or other.',
});

/** GET avatar/{file}: the capability token and the format of one upload. */
export const avatarParams = z.strictObject({ file: z.string().regex(/^[A-Za-z0-9_-]{20,80}\.(webp|jpg)$/) });
