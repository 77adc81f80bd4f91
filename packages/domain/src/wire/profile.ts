// Wire types of /profile (issue 13) as the backend sends them. Types only; the request schemas are in
// ../contract/profile.ts. Timestamps are ISO 8601 strings, dates 'YYYY-MM-DD'.
import type { RegistrationGender } from '../contract/accounts';
import type { AbsenceReason, Lang, SubcategoryKind } from '../index';

/** GET and PUT me/profile: the editable profile plus what the profile page shows about the account. */
export interface Profile {
  first_name: string;
  last_name: string;
  nickname: string | null;
  email: string;
  /** A new address waiting for its confirmation link; the old one works until then. */
  pending_email: string | null;
  birthdate: string | null;
  gender: RegistrationGender | null;
  /** cm and kg, kept in the health profile. */
  height: number | null;
  weight: number | null;
  job_category: number | null;
  subcategory_id: number | null;
  /** The locations and departments of the user's company to choose from. */
  subcategories: { id: number; kind: SubcategoryKind; name: string }[];
  phone_number: string | null;
  lang: Lang;
  newsletter: boolean;
  avatar: string | null;
  /** When the account will be erased (a deletion request within its grace period), else null. */
  deletion_due: string | null;
  /** True while a filled-in health profile is kept (the consent can be withdrawn). */
  health_consent: boolean;
  /** True while the pain points and their history may be kept (consent purpose `pain_tracking`). */
  pain_consent: boolean;
}

/** PUT / DELETE me/absence. */
export interface AbsenceState {
  absence_from: string | null;
  absence_until: string | null;
  absence_reason: AbsenceReason | null;
}

/** POST me/email. */
export interface EmailChangeResponse {
  pending_email: string;
}

/** POST me/delete and POST me/delete/cancel. */
export interface DeletionState {
  deletion_due: string | null;
}
