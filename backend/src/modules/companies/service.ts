// Business rules of companies (issue 14): staff edit companies, their locations/departments (with a preset or
// uploaded picture), access codes (seats; the membership module redeems them), services and booking requests;
// account owners see their own company's services and request bookings.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type {
  AccessCodeCreateBody,
  CompanyBody,
  CompanyDetail,
  CompanyService,
  CompanySubcategory,
  CompanySummary,
  CompanyUpdateBody,
  OwnCompany,
  ServiceFormat,
  ServiceKind,
  ServiceRequest,
  ServiceRequestBody,
  SubcategoryBody,
} from '../../shared/domain';
import { AppError } from '../../shared/errors';
import { localDate } from '../kernel';
import { type FileStorage, type PublicImageOptions, storePublicImage } from '../../shared/storage';
import { toAccessCode, toService, toServiceRequest, toSubcategory } from './mappers';
import * as repo from './repository';
import { unguessableCode } from '../../shared/codes';
import { futureEndOfDay as validThrough } from '../../shared/business-day';
import { BUSINESS_TIME_ZONE } from '../../shared/domain';

export interface CompaniesServiceDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  now?: () => Date;
}

export function companyNotFound(): AppError {
  return new AppError('not_found', 'company_not_found', 'Company not found.');
}

function notFound(code: string, message: string): AppError {
  return new AppError('not_found', code, message);
}

/** The unique constraint a failed insert/update hit, or null for any other error. */
function uniqueViolation(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  if (code !== '23505') return null;
  return typeof constraint === 'string' ? constraint : '';
}

/** Runs a write; a unique violation becomes 409 with `code` and `message`. */
async function unique<T>(write: () => Promise<T>, code: string, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) !== null) throw new AppError('conflict', code, message);
    throw error;
  }
}

/** Pictures of locations/departments: at most 2 MB, one file. */
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;

type PictureMime = Parameters<typeof repo.insertPicture>[1]['mime'];

/** How an uploaded location/department picture is checked and stored (key `subcategories/<token>`). */
const PICTURE_IMAGE: PublicImageOptions = {
  maxBytes: PICTURE_MAX_BYTES,
  size: { px: 1600, fit: 'inside' },
  formats: ['jpeg', 'png', 'webp'],
  folder: 'subcategories',
  invalid: () =>
    new AppError('invalid_data', 'rest_upload_type', 'Only image files (JPEG, PNG, WebP) are allowed.'),
};

export function createCompaniesService({ db, storage, now = () => new Date() }: CompaniesServiceDeps) {
  /** The end of a validity day, refused when that day is already over (creating and changing a code alike). */
  const futureEndOfDay = (date: string): string => validThrough(date, now());

  async function detail(id: number): Promise<CompanyDetail> {
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

  async function requireCompany(id: number): Promise<void> {
    if (!(await repo.findCompany(db, id))) throw companyNotFound();
  }

  async function subcategory(companyId: number, id: number) {
    const row = await repo.findSubcategory(db, companyId, id);
    if (!row) throw notFound('subcategory_not_found', 'Location or department not found.');
    return row;
  }

  async function subcategoryJson(companyId: number, id: number): Promise<CompanySubcategory> {
    const rows = await repo.subcategoriesOf(db, companyId);
    const row = rows.find((r) => r.id === id);
    if (!row) throw notFound('subcategory_not_found', 'Location or department not found.');
    return toSubcategory(row);
  }

  /** Removes the uploaded picture of a subcategory (row and file); a preset needs nothing. */
  async function dropUpload(subcategoryId: number): Promise<void> {
    const oldKey = await repo.deletePicture(db, subcategoryId);
    if (oldKey !== undefined) await storage.delete(oldKey);
  }

  return {
    async list(search: string | undefined): Promise<CompanySummary[]> {
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
    },

    detail,

    async create(body: CompanyBody): Promise<CompanyDetail> {
      const id = await unique(
        () =>
          repo.insertCompany(db, {
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
      return detail(id);
    },

    async update(id: number, body: CompanyUpdateBody): Promise<CompanyDetail> {
      await requireCompany(id);
      const changes = {
        ...(body.name !== undefined && { name: body.name }),
        ...(body.enable_subranking !== undefined && { enable_subranking: body.enable_subranking }),
        ...(body.goal_text !== undefined && { goal_text: body.goal_text }),
        ...(body.email_domains !== undefined && { email_domains: body.email_domains }),
        ...(body.company_email_only !== undefined && { company_email_only: body.company_email_only }),
        ...(body.goal_points !== undefined && { ranking_goal: body.goal_points }),
      };
      if (Object.keys(changes).length) {
        await unique(() => repo.updateCompany(db, id, changes), 'company_name_used', 'Name used already');
      }
      return detail(id);
    },

    async addSubcategory(companyId: number, body: SubcategoryBody): Promise<CompanySubcategory> {
      await requireCompany(companyId);
      const id = await unique(
        () =>
          repo.insertSubcategory(db, {
            company_id: companyId,
            kind: body.kind,
            name: body.name,
            pic: body.picture ?? null,
          }),
        'subcategory_name_used',
        'Name used already',
      );
      return subcategoryJson(companyId, id);
    },

    async updateSubcategory(
      companyId: number,
      id: number,
      body: SubcategoryBody,
    ): Promise<CompanySubcategory> {
      const row = await subcategory(companyId, id);
      // choosing a preset (or none) replaces an upload; leaving `picture` out keeps what is there
      if (body.picture !== undefined && row.pic?.startsWith('upload:')) await dropUpload(id);
      await unique(
        () =>
          repo.updateSubcategory(db, id, {
            kind: body.kind,
            name: body.name,
            ...(body.picture !== undefined && { pic: body.picture }),
          }),
        'subcategory_name_used',
        'Name used already',
      );
      return subcategoryJson(companyId, id);
    },

    /** Members of a removed location/department stay in the company without one (FK: set null). */
    async deleteSubcategory(companyId: number, id: number): Promise<{ deleted: true }> {
      await subcategory(companyId, id);
      await dropUpload(id);
      await repo.deleteSubcategory(db, id);
      return { deleted: true };
    },

    async uploadPicture(
      companyId: number,
      id: number,
      file: { buffer: Buffer } | undefined,
    ): Promise<CompanySubcategory> {
      await subcategory(companyId, id);
      if (!file?.buffer.length)
        throw new AppError('invalid_data', 'rest_upload_missing', 'No file was uploaded.');
      // the old upload's row goes in the same transaction; its file after the commit
      await storePublicImage(storage, file.buffer, PICTURE_IMAGE, ({ key, token, mime }) =>
        db.transaction().execute(async (trx) => {
          const replacedKey = await repo.deletePicture(trx, id);
          await repo.insertPicture(trx, {
            token,
            subcategoryId: id,
            storageKey: key,
            mime: mime as PictureMime,
          });
          return { result: undefined, replacedKey };
        }),
      );
      return subcategoryJson(companyId, id);
    },

    async picture(token: string): Promise<{ mime: string; data: Buffer }> {
      const row = await repo.findPicture(db, token);
      const file = row && (await storage.get(row.storage_key));
      if (!row || !file) throw notFound('picture_not_found', 'Picture not found.');
      return { mime: row.mime, data: file.body };
    },

    async addAccessCode(companyId: number, body: AccessCodeCreateBody): Promise<CompanyDetail> {
      await requireCompany(companyId);
      const validUntil = futureEndOfDay(body.valid_until);
      await unique(
        () =>
          repo.insertAccessCode(db, {
            company_id: companyId,
            // without a code of the staff's own: a readable one nobody can guess
            code: body.code ?? unguessableCode(),
            seats: body.seats,
            valid_until: validUntil,
          }),
        'access_code_used',
        'This access code exists already.',
      );
      return detail(companyId);
    },

    /** Seats cannot drop below the seats taken (the table's CHECK says the same; this answers it in words). */
    async updateAccessCode(
      companyId: number,
      id: number,
      body: { seats?: number; valid_until?: string },
    ): Promise<CompanyDetail> {
      if (body.seats === undefined && body.valid_until === undefined) {
        const code = await repo.findAccessCode(db, companyId, id);
        if (!code) throw notFound('access_code_not_found', 'Access code not found.');
        return detail(companyId);
      }
      const changed = await repo.updateAccessCode(db, companyId, id, {
        ...(body.seats !== undefined && { seats: body.seats }),
        ...(body.valid_until !== undefined && { valid_until: futureEndOfDay(body.valid_until) }),
      });
      if (!changed) {
        const exists = await repo.findAccessCode(db, companyId, id);
        if (!exists) throw notFound('access_code_not_found', 'Access code not found.');
        throw new AppError('conflict', 'seats_below_used', `${exists.seats_used} seats are taken already.`);
      }
      return detail(companyId);
    },

    async addService(
      companyId: number,
      body: { kind: ServiceKind; format: ServiceFormat; note?: string; active: boolean },
    ): Promise<CompanyService> {
      await requireCompany(companyId);
      const row = await unique(
        () =>
          repo.insertService(db, {
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
    },

    async updateService(
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
    },

    async serviceRequests(): Promise<ServiceRequest[]> {
      return (await repo.serviceRequests(db, null)).map(toServiceRequest);
    },

    async answerServiceRequest(
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
    },

    // ---- account owners: their own company only (the company comes from the token's user, never a parameter)

    async ownCompany(companyId: number | null): Promise<OwnCompany> {
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
    },

    async requestService(
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
    },
  };
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;
