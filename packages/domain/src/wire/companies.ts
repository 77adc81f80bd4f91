// Wire types of companies, their services and booking requests, staff-created users and the account-owner
// report (issue 14) as the backend sends them. Types only.
import type { ServiceFormat, ServiceKind, ServiceRequestState } from '../contract/companies';
import type { SubcategoryKind } from '../values';

export interface CompanySummary {
  id: number;
  name: string;
  enable_subranking: boolean;
  members: number;
  seats: number;
  seats_used: number;
  created_at: string;
}

export interface CompanySubcategory {
  id: number;
  kind: SubcategoryKind;
  name: string;
  /** A preset name (`office`, `city` …), an absolute site path of an uploaded picture, or null. */
  picture: string | null;
  members: number;
}

export interface CompanyAccessCode {
  id: number;
  code: string;
  seats: number;
  seats_used: number;
  valid_from: string;
  valid_until: string;
  /** valid: usable now; expired: past valid_until; full: every seat taken. */
  state: 'valid' | 'expired' | 'full' | 'not_yet_valid';
}

export interface CompanyService {
  id: number;
  kind: ServiceKind;
  format: ServiceFormat;
  note: string | null;
  active: boolean;
}

export interface ServiceRequest {
  id: number;
  company: { id: number; name: string };
  service: { id: number; kind: ServiceKind; format: ServiceFormat };
  requested_by: { id: number; name: string } | null;
  preferred_date: string;
  participants: number;
  message: string;
  status: ServiceRequestState;
  created_at: string;
  handled_at: string | null;
}

export interface CompanyDetail extends Omit<CompanySummary, 'seats' | 'seats_used'> {
  goal_text: string | null;
  /** A verified address on one of these domains confirms a member for the owner report. */
  email_domains: string[];
  /** Only addresses on `email_domains` may use the company's access codes. */
  company_email_only: boolean;
  goal_points: number | null;
  subcategories: CompanySubcategory[];
  access_codes: CompanyAccessCode[];
  services: CompanyService[];
}

/** One member the owner report does not count yet (GET company/members/unconfirmed; issue 32). */
export interface UnconfirmedMember {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  registered_at: string;
}

/** GET company: what an account owner sees of their company (no member list). */
export interface OwnCompany {
  id: number;
  name: string;
  goal_text: string | null;
  goal_points: number | null;
  services: CompanyService[];
  requests: ServiceRequest[];
}

export interface CreatedUser {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  company_id: number | null;
  subcategory_id: number | null;
  roles: string[];
}

/** One problem of an import row; `row` counts the file's lines (the header is line 1). */
export interface ImportRowError {
  row: number;
  field: string;
  code: string;
  message: string;
}

export interface ImportReport {
  rows: number;
  imported: number;
  dry_run: boolean;
  errors: ImportRowError[];
  users: CreatedUser[];
}

/** One line of the account-owner report: a location/department, "other", or the whole company. */
export interface ReportGroup {
  /** A subcategory id; null for "other" and for the total. */
  id: number | null;
  kind: 'location' | 'department' | 'other' | 'total';
  name: string | null;
  members: number;
  active_users: number;
  exercises_per_week: number;
  points: number;
  challenge_participants: number;
}

export interface CompanyReport {
  company: { id: number; name: string };
  weeks: number;
  from: string;
  to: string;
  min_group: number;
  /** False when the company has fewer members than min_group: nothing is shown then. */
  shown: boolean;
  groups: ReportGroup[];
  total: ReportGroup | null;
}

/** A company's SCIM token as staff see it (never the token itself: it is shown once, at creation). */
export interface ScimTokenInfo {
  id: number;
  hint: string;
  created_at: string;
  created_by: string | null;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** GET/PUT/DELETE admin/companies/{id}/sso: a company's identity provider; the secret is never sent back. */
export interface SsoConfig {
  configured: boolean;
  issuer: string | null;
  client_id: string | null;
  client_secret_set: boolean;
  email_domains: string[];
  password_login: boolean;
}

/** PUT admin/companies/{id}/sso (the request). */
export interface SsoConfigBody {
  issuer: string;
  client_id: string;
  /** Left out: the stored secret stays. */
  client_secret?: string;
  email_domains: string[];
  password_login: boolean;
}
