// Staff's list of companies and one company's page (its locations/departments, access codes and services),
// created and changed with its name, goal, e-mail domains and subranking flag.
import type { CompanyBody, CompanyDetail, CompanySummary, CompanyUpdateBody } from '../../../shared/domain';
import { toAccessCode, toService, toSubcategory } from '../mappers';
import * as repo from '../repository';
import { type CompaniesDeps, companyNotFound, requireCompany, unique } from './context';

export async function list({ db }: CompaniesDeps, search: string | undefined): Promise<CompanySummary[]> {
  const rows = await repo.listCompanies(db, search);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    enable_subranking: r.enable_subranking,
    members: r.members ?? 0,
    seats: r.seats ?? 0,
    seats_used: r.seats_used ?? 0,
    created_at: r.created_at.toISOString(),
  }));
}

export async function detail({ db, now }: CompaniesDeps, id: number): Promise<CompanyDetail> {
  const company = await repo.findCompany(db, id);
  if (!company) throw companyNotFound();
  const [members, subcategories, codes, services] = await Promise.all([
    repo.countMembers(db, id),
    repo.subcategoriesOf(db, id),
    repo.accessCodesOf(db, id),
    repo.servicesOf(db, id),
  ]);
  const at = now();
  return {
    id: company.id,
    name: company.name,
    enable_subranking: company.enable_subranking,
    goal_text: company.goal_text,
    email_domains: company.email_domains,
    company_email_only: company.company_email_only,
    goal_points: company.ranking_goal,
    members,
    created_at: company.created_at.toISOString(),
    subcategories: subcategories.map(toSubcategory),
    access_codes: codes.map((code) => toAccessCode(code, at)),
    services: services.map(toService),
  };
}

export async function create(deps: CompaniesDeps, body: CompanyBody): Promise<CompanyDetail> {
  const id = await unique(
    () =>
      repo.insertCompany(deps.db, {
        name: body.name,
        enable_subranking: body.enable_subranking,
        email_domains: body.email_domains ?? [],
        company_email_only: body.company_email_only,
        goal_text: body.goal_text ?? null,
        ranking_goal: body.goal_points ?? null,
      }),
    'company_name_used',
    'Name used already',
  );
  return detail(deps, id);
}

export async function update(
  deps: CompaniesDeps,
  id: number,
  body: CompanyUpdateBody,
): Promise<CompanyDetail> {
  await requireCompany(deps, id);
  const changes = {
    ...(body.name !== undefined && { name: body.name }),
    ...(body.enable_subranking !== undefined && { enable_subranking: body.enable_subranking }),
    ...(body.goal_text !== undefined && { goal_text: body.goal_text }),
    ...(body.email_domains !== undefined && { email_domains: body.email_domains }),
    ...(body.company_email_only !== undefined && { company_email_only: body.company_email_only }),
    ...(body.goal_points !== undefined && { ranking_goal: body.goal_points }),
  };
  if (Object.keys(changes).length) {
    await unique(() => repo.updateCompany(deps.db, id, changes), 'company_name_used', 'Name used already');
  }
  return detail(deps, id);
}
