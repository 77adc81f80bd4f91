// A company's locations and departments, each with a preset or an uploaded picture (pictures.ts).
import type { CompanySubcategory, SubcategoryBody } from '../../../shared/domain';
import { toSubcategory } from '../mappers';
import * as repo from '../repository';
import { type CompaniesDeps, notFound, requireCompany, unique } from './context';

/** The location/department of the company, else 404. */
export async function findSubcategory({ db }: CompaniesDeps, companyId: number, id: number) {
  const row = await repo.findSubcategory(db, companyId, id);
  if (!row) throw notFound('subcategory_not_found', 'Location or department not found.');
  return row;
}

export async function subcategoryJson(
  { db }: CompaniesDeps,
  companyId: number,
  id: number,
): Promise<CompanySubcategory> {
  const rows = await repo.subcategoriesOf(db, companyId);
  const row = rows.find((r) => r.id === id);
  if (!row) throw notFound('subcategory_not_found', 'Location or department not found.');
  return toSubcategory(row);
}

/** Removes the uploaded picture of a subcategory (row and file); a preset needs nothing. */
async function dropUpload({ db, storage }: CompaniesDeps, subcategoryId: number): Promise<void> {
  const oldKey = await repo.deletePicture(db, subcategoryId);
  if (oldKey !== undefined) await storage.delete(oldKey);
}

export async function addSubcategory(
  deps: CompaniesDeps,
  companyId: number,
  body: SubcategoryBody,
): Promise<CompanySubcategory> {
  await requireCompany(deps, companyId);
  const id = await unique(
    () =>
      repo.insertSubcategory(deps.db, {
        company_id: companyId,
        kind: body.kind,
        name: body.name,
        pic: body.picture ?? null,
      }),
    'subcategory_name_used',
    'Name used already',
  );
  return subcategoryJson(deps, companyId, id);
}

export async function updateSubcategory(
  deps: CompaniesDeps,
  companyId: number,
  id: number,
  body: SubcategoryBody,
): Promise<CompanySubcategory> {
  const row = await findSubcategory(deps, companyId, id);
  // choosing a preset (or none) replaces an upload; leaving `picture` out keeps what is there
  if (body.picture !== undefined && row.pic?.startsWith('upload:')) await dropUpload(deps, id);
  await unique(
    () =>
      repo.updateSubcategory(deps.db, id, {
        kind: body.kind,
        name: body.name,
        ...(body.picture !== undefined && { pic: body.picture }),
      }),
    'subcategory_name_used',
    'Name used already',
  );
  return subcategoryJson(deps, companyId, id);
}

/** Members of a removed location/department stay in the company without one (FK: set null). */
export async function deleteSubcategory(
  deps: CompaniesDeps,
  companyId: number,
  id: number,
): Promise<{ deleted: true }> {
  await findSubcategory(deps, companyId, id);
  await dropUpload(deps, id);
  await repo.deleteSubcategory(deps.db, id);
  return { deleted: true };
}
