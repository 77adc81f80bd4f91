// Request schemas of the companies module: the shared contract (@officefit/domain) with the English wire
// messages, and the path params only the server reads.
import { z } from 'zod';
import { pathIdParam } from '../../shared/params';
import {
  ACCESS_CODE_SEATS_MAX,
  accessCodeCreateBodySchema,
  accessCodeUpdateBodySchema,
  COMPANY_GOAL_POINTS_MAX,
  COMPANY_GOAL_TEXT_MAX,
  COMPANY_NAME_MAX,
  companyBodySchema,
  companyUpdateBodySchema,
  createUserBodySchema,
  IMPORT_TEXT_MAX,
  importUsersBodySchema,
  MEMBERSHIP_MONTHS_MAX,
  SERVICE_NOTE_MAX,
  SERVICE_REQUEST_MESSAGE_MAX,
  SERVICE_REQUEST_PARTICIPANTS_MAX,
  serviceBodySchema,
  serviceRequestBodySchema,
  serviceRequestStateBodySchema,
  serviceUpdateBodySchema,
  SUBCATEGORY_NAME_MAX,
  subcategoryBodySchema,
  USER_NAME_MAX,
} from '../../shared/domain';
import { wireMessages, type WireMessages } from '../../shared/validate';

export const companyParams = z.strictObject({ id: pathIdParam('id') });
export const subcategoryParams = z.strictObject({ id: pathIdParam('id'), sid: pathIdParam('sid') });
export const accessCodeParams = z.strictObject({ id: pathIdParam('id'), cid: pathIdParam('cid') });
export const serviceParams = z.strictObject({ id: pathIdParam('id'), sid: pathIdParam('sid') });
/** admin/service-requests/{id}: a booking request's id. */
export const serviceRequestParams = z.strictObject({ id: pathIdParam('id') });
/** company/members/{id}/confirm: a user id. */
export const memberParams = z.strictObject({ id: pathIdParam('id') });
export const pictureParams = z.strictObject({
  token: z.string().regex(/^[0-9a-f]{32}$/, 'Invalid picture.'),
});
export const noQuery = z.strictObject({});
export const listCompaniesQuery = z.strictObject({
  search: z.string({ error: 'search must be a string.' }).trim().max(100).optional(),
});

const companyMessages: WireMessages = {
  name: {
    invalid_type: 'name must be a string.',
    too_small: 'Please enter the company name.',
    too_big: `name is too long (at most ${COMPANY_NAME_MAX} characters).`,
  },
  enable_subranking: 'enable_subranking must be true or false.',
  goal_text: `goal_text must be a text of at most ${COMPANY_GOAL_TEXT_MAX} characters or null.`,
  goal_points: `goal_points must be a whole number between 1 and ${COMPANY_GOAL_POINTS_MAX} or null.`,
  email_domains: 'email_domains must be a list of at most 10 mail domains such as firma.de.',
};
export const companyBody = wireMessages(companyBodySchema, companyMessages);
export const companyUpdateBody = wireMessages(companyUpdateBodySchema, companyMessages);

export const subcategoryBody = wireMessages(subcategoryBodySchema, {
  kind: 'kind must be location or department.',
  name: {
    invalid_type: 'name must be a string.',
    too_small: 'Please enter a name.',
    too_big: `name is too long (at most ${SUBCATEGORY_NAME_MAX} characters).`,
  },
  picture: 'picture must be one of the preset pictures or null.',
});

export const accessCodeCreateBody = wireMessages(accessCodeCreateBodySchema, {
  code: 'code must be 3 to 64 letters, digits or dashes.',
  seats: `seats must be a whole number between 1 and ${ACCESS_CODE_SEATS_MAX}.`,
  valid_until: 'valid_until must be a date (YYYY-MM-DD).',
});
export const accessCodeUpdateBody = wireMessages(accessCodeUpdateBodySchema, {
  seats: `seats must be a whole number between 1 and ${ACCESS_CODE_SEATS_MAX}.`,
  valid_until: 'valid_until must be a date (YYYY-MM-DD).',
});

const serviceMessages: WireMessages = {
  kind: 'kind is not a service kind.',
  format: 'format is not a service format.',
  note: `note must be a text of at most ${SERVICE_NOTE_MAX} characters.`,
  active: 'active must be true or false.',
};
export const serviceBody = wireMessages(serviceBodySchema, serviceMessages);
export const serviceUpdateBody = wireMessages(serviceUpdateBodySchema, serviceMessages);

export const serviceRequestBody = wireMessages(serviceRequestBodySchema, {
  service_id: 'service_id must be the id of one of your company services.',
  preferred_date: 'preferred_date must be a date (YYYY-MM-DD).',
  participants: `participants must be a whole number between 1 and ${SERVICE_REQUEST_PARTICIPANTS_MAX}.`,
  message: `message is too long (at most ${SERVICE_REQUEST_MESSAGE_MAX} characters).`,
});
export const serviceRequestStateBody = wireMessages(serviceRequestStateBodySchema, {
  status: 'status must be confirmed, declined or cancelled.',
});

/** English texts of a new user's fields: the create form's wire messages and the import's row report. */
export const NEW_USER_MESSAGES: WireMessages = {
  email: {
    invalid_type: 'Please enter an e-mail address.',
    too_small: 'Please enter an e-mail address.',
    default: 'E-mail address not valid.',
  },
  first_name: {
    too_small: 'Please enter the first name.',
    default: `first_name must be a text of 1 to ${USER_NAME_MAX} characters.`,
  },
  last_name: {
    too_small: 'Please enter the last name.',
    default: `last_name must be a text of 1 to ${USER_NAME_MAX} characters.`,
  },
  lang: 'lang must be de-DE or en-US.',
  role: 'role must be subscriber or company_owner.',
};

export const createUserBody = wireMessages(createUserBodySchema, {
  ...NEW_USER_MESSAGES,
  company_id: 'company_id must be a company id or null.',
  subcategory_id: {
    subcategory_without_company: 'A location or department needs a company.',
    default: 'subcategory_id must be a location/department id or null.',
  },
  membership_months: `membership_months must be a whole number between 1 and ${MEMBERSHIP_MONTHS_MAX} or null.`,
});

export const importUsersBody = wireMessages(importUsersBodySchema, {
  csv: `csv must be the file's text (1 to ${IMPORT_TEXT_MAX} characters).`,
  company_id: 'company_id must be a company id or null.',
  membership_months: `membership_months must be a whole number between 1 and ${MEMBERSHIP_MONTHS_MAX} or null.`,
  dry_run: 'dry_run must be true or false.',
});
