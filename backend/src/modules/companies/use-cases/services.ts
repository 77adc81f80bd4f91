// Staff's side of a company's services (kind and format, active or not) and the booking requests for them.
import type { CompanyService, ServiceFormat, ServiceKind, ServiceRequest } from '../../../shared/domain';
import { AppError } from '../../../shared/errors';
import { toService, toServiceRequest } from '../mappers';
import * as repo from '../repository';
import { type CompaniesDeps, notFound, requireCompany, unique } from './context';

export async function addService(
  deps: CompaniesDeps,
  companyId: number,
  body: { kind: ServiceKind; format: ServiceFormat; note?: string; active: boolean },
): Promise<CompanyService> {
  await requireCompany(deps, companyId);
  const row = await unique(
    () =>
      repo.insertService(deps.db, {
        company_id: companyId,
        kind: body.kind,
        format: body.format,
        note: body.note ?? null,
        active: body.active,
      }),
    'service_exists',
    'The company has this service already.',
  );
  return toService(row);
}

export async function updateService(
  { db }: CompaniesDeps,
  companyId: number,
  id: number,
  body: { note?: string | null; active?: boolean },
): Promise<CompanyService> {
  if (body.note === undefined && body.active === undefined) {
    const row = await repo.findService(db, companyId, id);
    if (!row) throw notFound('service_not_found', 'Service not found.');
    return toService(row);
  }
  const row = await repo.updateService(db, companyId, id, {
    ...(body.note !== undefined && { note: body.note || null }),
    ...(body.active !== undefined && { active: body.active }),
  });
  if (!row) throw notFound('service_not_found', 'Service not found.');
  return toService(row);
}

export async function serviceRequests({ db }: CompaniesDeps): Promise<ServiceRequest[]> {
  return (await repo.serviceRequests(db, null)).map(toServiceRequest);
}

export async function answerServiceRequest(
  { db, now }: CompaniesDeps,
  staffId: number,
  id: number,
  status: 'confirmed' | 'declined' | 'cancelled',
): Promise<ServiceRequest> {
  const row = await repo.answerServiceRequest(db, id, { status, handledBy: staffId, at: now() });
  if (!row) {
    if (!(await repo.serviceRequestExists(db, id)))
      throw notFound('service_request_not_found', 'Booking request not found.');
    throw new AppError(
      'conflict',
      'service_request_answered',
      'This booking request has been answered already.',
    );
  }
  const rows = await repo.serviceRequests(db, row.company_id);
  return toServiceRequest(rows.find((r) => r.id === id)!);
}
