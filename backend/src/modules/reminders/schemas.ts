// The request schemas are the contract shared with the apps (@officefit/domain), with the wire messages.
import { z } from 'zod';
import { REMINDER_TIMES_MAX, remindersBodySchema } from '../../shared/domain';
import { wireMessages } from '../../shared/validate';

export const noQuery = z.strictObject({});

const timeMessage = 'Please enter a valid time.';

export const remindersBody = wireMessages(remindersBodySchema, {
  times: {
    too_big: `times takes at most ${REMINDER_TIMES_MAX} reminder times.`,
    values_repeat: 'times must not repeat a time.',
    default: `times must be a list of up to ${REMINDER_TIMES_MAX} times (HH:MM).`,
  },
  'times.*': timeMessage,
  weekdays: {
    values_repeat: 'weekdays must not repeat a day.',
    default: 'weekdays must be a list of ISO weekdays (1-7).',
  },
  'weekdays.*': 'weekdays must be a list of ISO weekdays (1-7).',
  per_push: 'per_push must be 0 or 1.',
  per_mail: 'per_mail must be 0 or 1.',
  sms: 'sms must be 0 or 1.',
});
