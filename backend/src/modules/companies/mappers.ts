// Rows → wire JSON of the companies module (@officefit/domain wire/companies).
import type {
  CompanyAccessCode,
  CompanyService,
  CompanySubcategory,
  ServiceRequest,
} from '../../shared/domain';
import type { ServiceRequestRow } from './repository';

/** Where a picture is served; `upload:<token>` in the row, a preset name otherwise. */
export const PICTURE_PATH = '/wp-json/officefit/v1/company_picture/';

export function pictureOf(pic: string | null): string | null {
  if (!pic) return null;
  return pic.startsWith('upload:') ? `${PICTURE_PATH}${pic.slice('upload:'.length)}` : pic;
}

export function toSubcategory(row: {
  id: number;
  kind: CompanySubcategory['kind'];
  name: string;
  pic: string | null;
  members: number | null;
}): CompanySubcategory {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    picture: pictureOf(row.pic),
    members: row.members ?? 0,
  };
}

export function toAccessCode(
  row: {
    id: number;
    code: string;
    seats: number;
    seats_used: number;
    valid_from: Date;
    valid_until: Date;
  },
  now: Date,
): CompanyAccessCode {
  const state: CompanyAccessCode['state'] =
    row.valid_until <= now
      ? 'expired'
      : row.valid_from > now
        ? 'not_yet_valid'
        : row.seats_used >= row.seats
          ? 'full'
          : 'valid';
  return {
    id: row.id,
    code: row.code,
    seats: row.seats,
    seats_used: row.seats_used,
    valid_from: row.valid_from.toISOString(),
    valid_until: row.valid_until.toISOString(),
    state,
  };
}

export function toService(row: CompanyService): CompanyService {
  return { id: row.id, kind: row.kind, format: row.format, note: row.note, active: row.active };
}

export function toServiceRequest(row: ServiceRequestRow): ServiceRequest {
  return {
    id: row.id,
    company: { id: row.company_id, name: row.company_name },
    service: { id: row.service_id, kind: row.service_kind, format: row.service_format },
    requested_by:
      row.user_id === null
        ? null
        : { id: row.user_id, name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() },
    preferred_date: row.preferred_date,
    participants: row.participants,
    message: row.message,
    status: row.status,
    created_at: row.created_at.toISOString(),
    handled_at: row.handled_at?.toISOString() ?? null,
  };
}
