// Companies, their locations/departments, access codes, services and booking requests, and staff-created users
// (issue 14). Message-free (see the convention in ./index.ts); custom codes: `subcategory_without_company`.
import { z } from 'zod';
import { EMAIL_MAX } from './auth';
import { dateField, idField, intField, optionalText, VISIBLE_TEXT } from './fields';

/** The service kinds a company can book (spec §1). */
export const SERVICE_KINDS = [
  'back_fit',
  'body_fit',
  'ems_training',
  'massage',
  'office_fit',
  'outdoor_fit',
  'personal_training',
  'run_training',
] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

/** How a service is delivered (spec §1: health day, workshops, talks, coachings, running training). */
export const SERVICE_FORMATS = ['health_day', 'workshop', 'talk', 'coaching', 'running_training'] as const;
export type ServiceFormat = (typeof SERVICE_FORMATS)[number];

export const SERVICE_REQUEST_STATES = ['requested', 'confirmed', 'declined', 'cancelled'] as const;
export type ServiceRequestState = (typeof SERVICE_REQUEST_STATES)[number];

/** Pictures a location/department can choose instead of an upload (shipped with the admin app). */
export const SUBCATEGORY_PRESET_PICTURES = ['office', 'city', 'factory', 'lab', 'store', 'team'] as const;
export type SubcategoryPresetPicture = (typeof SUBCATEGORY_PRESET_PICTURES)[number];

/** Roles staff may give a user they create (staff roles are not handed out here). */
export const CREATABLE_ROLES = ['subscriber', 'company_owner'] as const;

export const COMPANY_NAME_MAX = 120;
export const COMPANY_GOAL_TEXT_MAX = 200;
export const COMPANY_GOAL_POINTS_MAX = 100_000_000;
export const SUBCATEGORY_NAME_MAX = 80;
export const SERVICE_NOTE_MAX = 500;
export const SERVICE_REQUEST_MESSAGE_MAX = 2000;
export const SERVICE_REQUEST_PARTICIPANTS_MAX = 10_000;
export const ACCESS_CODE_SEATS_MAX = 100_000;
export const USER_NAME_MAX = 100;
export const MEMBERSHIP_MONTHS_MAX = 36;
/** Rows of one CSV import (one transaction). */
export const IMPORT_ROWS_MAX = 2000;
/** Characters of one CSV import (the file's text). */
export const IMPORT_TEXT_MAX = 512 * 1024;
/** The smallest group the account-owner report shows (GDPR Art. 9; DECISIONS.md "Reports"). */
export const REPORT_MIN_GROUP = 5;
export const REPORT_WEEKS_MAX = 52;

const companyName = () => z.string().trim().min(1).max(COMPANY_NAME_MAX);
/** The goal text: blank means none (null), as the database keeps 1–200 characters or null. */
const goalText = () =>
  z
    .union([
      z.null(),
      z
        .string()
        .trim()
        .max(COMPANY_GOAL_TEXT_MAX)
        .transform((t) => t || null),
    ])
    .optional();

/** POST admin/companies and PUT admin/companies/{id} (every field optional on PUT). */
/**
 * The company's mail domains (`firma.de`): a verified address there confirms a member for the owner report
 * (issue 32). Lower case, at most 10.
 */
const emailDomains = () =>
  z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .max(253)
        .regex(/^([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/),
    )
    .max(10)
    .transform((list) => [...new Set(list)]);

export const companyBodySchema = z.strictObject({
  name: companyName(),
  enable_subranking: z.boolean().default(false),
  email_domains: emailDomains().optional(),
  /** Only addresses on `email_domains` may use the company's access codes (spec §5). */
  company_email_only: z.boolean().default(false),
  goal_text: goalText(),
  goal_points: z.union([z.null(), intField(1, COMPANY_GOAL_POINTS_MAX)]).optional(),
});
export type CompanyBodyInput = z.input<typeof companyBodySchema>;
export type CompanyBody = z.output<typeof companyBodySchema>;

export const companyUpdateBodySchema = z.strictObject({
  name: companyName().optional(),
  enable_subranking: z.boolean().optional(),
  email_domains: emailDomains().optional(),
  company_email_only: z.boolean().optional(),
  goal_text: goalText(),
  goal_points: z.union([z.null(), intField(1, COMPANY_GOAL_POINTS_MAX)]).optional(),
});
export type CompanyUpdateBodyInput = z.input<typeof companyUpdateBodySchema>;
export type CompanyUpdateBody = z.output<typeof companyUpdateBodySchema>;

/** POST/PUT admin/companies/{id}/subcategories[/{sid}]; `picture`: a preset name or null (uploads: own route). */
export const subcategoryBodySchema = z.strictObject({
  kind: z.enum(['location', 'department']),
  name: z.string().trim().min(1).max(SUBCATEGORY_NAME_MAX),
  picture: z.union([z.null(), z.enum(SUBCATEGORY_PRESET_PICTURES)]).optional(),
});
export type SubcategoryBodyInput = z.input<typeof subcategoryBodySchema>;
export type SubcategoryBody = z.output<typeof subcategoryBodySchema>;

/**
 * POST admin/companies/{id}/access-codes (no code: the server makes an unguessable one); PUT …/{cid} changes seats
 * and validity only.
 */
export const accessCodeCreateBodySchema = z.strictObject({
  code: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .trim()
      .toUpperCase()
      .min(3)
      .max(64)
      .regex(/^[A-Z0-9][A-Z0-9-]*$/)
      .optional(),
  ),
  seats: intField(1, ACCESS_CODE_SEATS_MAX),
  valid_until: dateField(),
});
export type AccessCodeCreateBodyInput = z.input<typeof accessCodeCreateBodySchema>;
export type AccessCodeCreateBody = z.output<typeof accessCodeCreateBodySchema>;

export const accessCodeUpdateBodySchema = z.strictObject({
  seats: intField(1, ACCESS_CODE_SEATS_MAX).optional(),
  valid_until: dateField().optional(),
});
export type AccessCodeUpdateBodyInput = z.input<typeof accessCodeUpdateBodySchema>;

/** POST admin/companies/{id}/services; PUT …/{sid} changes note and active. */
export const serviceBodySchema = z.strictObject({
  kind: z.enum(SERVICE_KINDS),
  format: z.enum(SERVICE_FORMATS),
  note: optionalText(SERVICE_NOTE_MAX),
  active: z.boolean().default(true),
});
export type ServiceBodyInput = z.input<typeof serviceBodySchema>;

export const serviceUpdateBodySchema = z.strictObject({
  note: z.union([z.null(), z.string().trim().max(SERVICE_NOTE_MAX)]).optional(),
  active: z.boolean().optional(),
});

/** POST company/service-requests (account owners). */
export const serviceRequestBodySchema = z.strictObject({
  service_id: idField(),
  preferred_date: dateField(),
  participants: intField(1, SERVICE_REQUEST_PARTICIPANTS_MAX),
  message: z.string().trim().max(SERVICE_REQUEST_MESSAGE_MAX).default(''),
});
export type ServiceRequestBodyInput = z.input<typeof serviceRequestBodySchema>;
export type ServiceRequestBody = z.output<typeof serviceRequestBodySchema>;

/** PUT admin/service-requests/{id}: staff answer a request. */
export const serviceRequestStateBodySchema = z.strictObject({
  status: z.enum(['confirmed', 'declined', 'cancelled']),
});

/** The fields of one new user: the create-user form and every row of a CSV import. */
export const newUserFieldsSchema = z.strictObject({
  email: z.string().trim().toLowerCase().min(1).max(EMAIL_MAX).pipe(z.email()),
  first_name: z.string().trim().min(1).max(USER_NAME_MAX).regex(VISIBLE_TEXT),
  last_name: z.string().trim().min(1).max(USER_NAME_MAX).regex(VISIBLE_TEXT),
  lang: z.enum(['de-DE', 'en-US']).default('de-DE'),
  role: z.enum(CREATABLE_ROLES).default('subscriber'),
});
export type NewUserFieldsInput = z.input<typeof newUserFieldsSchema>;
export type NewUserFields = z.output<typeof newUserFieldsSchema>;

/** POST admin/users: one user, optionally in a company (with a location/department) and a company membership. */
export const createUserBodySchema = newUserFieldsSchema
  .extend({
    company_id: z.union([z.null(), idField()]).optional(),
    subcategory_id: z.union([z.null(), idField()]).optional(),
    membership_months: z.union([z.null(), intField(1, MEMBERSHIP_MONTHS_MAX)]).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.subcategory_id != null && body.company_id == null) {
      ctx.addIssue({
        code: 'custom',
        path: ['subcategory_id'],
        params: { code: 'subcategory_without_company' },
      });
    }
  });
export type CreateUserBodyInput = z.input<typeof createUserBodySchema>;
export type CreateUserBody = z.output<typeof createUserBodySchema>;

/**
 * POST admin/users/import: the CSV file's text (header row: email, first_name, last_name, optional lang, role,
 * subcategory), the company every row joins and the months of their company membership.
 */
export const importUsersBodySchema = z.strictObject({
  csv: z.string().min(1).max(IMPORT_TEXT_MAX),
  company_id: z.union([z.null(), idField()]).optional(),
  membership_months: z.union([z.null(), intField(1, MEMBERSHIP_MONTHS_MAX)]).optional(),
  /** Check the file and answer the report without creating anyone. */
  dry_run: z.boolean().default(false),
});
export type ImportUsersBodyInput = z.input<typeof importUsersBodySchema>;
export type ImportUsersBody = z.output<typeof importUsersBodySchema>;
