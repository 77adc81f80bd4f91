// Business rules of companies (issue 14), one file per topic under use-cases/: staff edit companies, their
// locations/departments (with a preset or uploaded picture), access codes (seats; the membership module redeems
// them), services and booking requests; account owners see their own company's services and request bookings.
// This factory only hands the use cases their shared deps.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FileStorage } from '../../shared/storage';
import { bindUseCases } from '../../shared/use-cases';
import { addAccessCode, updateAccessCode } from './use-cases/access-codes';
import { create, detail, list, update } from './use-cases/companies';
import type { CompaniesDeps } from './use-cases/context';
import { ownCompany, requestService } from './use-cases/own-company';
import { picture, uploadPicture } from './use-cases/pictures';
import { addService, answerServiceRequest, serviceRequests, updateService } from './use-cases/services';
import { addSubcategory, deleteSubcategory, updateSubcategory } from './use-cases/subcategories';

export { companyNotFound } from './use-cases/context';
export { PICTURE_MAX_BYTES } from './use-cases/pictures';

export interface CompaniesServiceDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  now?: () => Date;
}

export function createCompaniesService({ db, storage, now = () => new Date() }: CompaniesServiceDeps) {
  const deps: CompaniesDeps = { db, storage, now };
  return bindUseCases(deps, {
    list,
    detail,
    create,
    update,
    addSubcategory,
    updateSubcategory,
    deleteSubcategory,
    uploadPicture,
    picture,
    addAccessCode,
    updateAccessCode,
    addService,
    updateService,
    serviceRequests,
    answerServiceRequest,
    ownCompany,
    requestService,
  });
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;
