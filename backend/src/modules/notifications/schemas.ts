// The request schemas are the contract shared with the apps (@officefit/domain), with the wire messages.
import { z } from 'zod';
import {
  notificationsReadBodySchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
} from '../../shared/domain';
import { wireMessages } from '../../shared/validate';

export const noQuery = z.strictObject({});

export const pushSubscriptionBody = wireMessages(pushSubscriptionBodySchema, {
  endpoint: 'endpoint must be the https URL of a push service.',
  expirationTime: 'expirationTime must be a number or null.',
  'keys.p256dh': 'keys.p256dh must be the browser key of the subscription.',
  'keys.auth': 'keys.auth must be the auth secret of the subscription.',
  keys: 'keys must hold p256dh and auth.',
});

export const pushUnsubscribeBody = wireMessages(pushUnsubscribeBodySchema, {
  endpoint: 'endpoint must be the URL of the subscription.',
});

export const notificationsReadBody = wireMessages(notificationsReadBodySchema, {
  ids: 'ids must be a list of notification ids (at most 100).',
  'ids.*': 'ids must be a list of notification ids (at most 100).',
});
