// Account owners: their own company only (the company comes from the token's user, never a parameter): its
// active services and their booking requests.
import type { OwnCompany, ServiceRequest, ServiceRequestBody } from '../../../shared/domain';
import { BUSINESS_TIME_ZONE } from '../../../shared/domain';
import { AppError } from '../../../shared/errors';
import { localDate } from '../../kernel';
import { toService, toServiceRequest } from '../mappers';
import * as repo from '../repository';
import { type CompaniesDeps, companyNotFound, notFound } from './context';

export async function ownCompany({ db }: CompaniesDeps, companyId: number | null): Promise<OwnCompany> {
  const company = companyId === null ? undefined : await repo.findCompany(db, companyId);
  if (!company) throw companyNotFound();
  const [services, requests] = await Promise.all([
    repo.servicesOf(db, company.id),
    repo.serviceRequests(db, company.id),
  ]);
  return {
    id: company.id,
    name: company.name,
    goal_text: company.goal_text,
    goal_points: company.ranking_goal,
    services: services.filter((s) => s.active).map(toService),
    requests: requests.map(toServiceRequest),
  };
}

export async function requestService(
  { db, now }: CompaniesDeps,
  userId: number,
  companyId: number | null,
  body: ServiceRequestBody,
): Promise<ServiceRequest> {
  if (companyId === null) throw companyNotFound();
  const service = await repo.findService(db, companyId, body.service_id, { activeOnly: true });
  // another company's service answers like a missing one
  if (!service) throw notFound('service_not_found', 'Service not found.');
  if (body.preferred_date < localDate(now(), BUSINESS_TIME_ZONE)) {
    throw new AppError('invalid_data', 'rest_invalid_param', 'Invalid parameter(s): preferred_date', {
      params: { preferred_date: 'Date cannot be in the past' },
    });
  }
  const id = await repo.insertServiceRequest(db, {
    company_id: companyId,
    service_id: service.id,
    requested_by: userId,
    preferred_date: body.preferred_date,
    participants: body.participants,
    message: body.message,
  });
  const rows = await repo.serviceRequests(db, companyId);
  return toServiceRequest(rows.find((r) => r.id === id)!);
}
