// officefit/v1 admin/companies/…, admin/service-requests, admin/users (create, import), company_picture/{token}
// and the account owner's company/… . Permission checks run before validation (shared/permissions.ts).
import { type RequestHandler, Router } from 'express';
import { currentUser } from '../../shared/auth';
import { singleFileUpload } from '../../shared/upload';
import { requirePermission } from '../../shared/permissions';
import { input, validate } from '../../shared/validate';
import {
  accessCodeCreateBody,
  accessCodeParams,
  accessCodeUpdateBody,
  companyBody,
  companyParams,
  companyUpdateBody,
  createUserBody,
  importUsersBody,
  listCompaniesQuery,
  memberParams,
  noQuery,
  pictureParams,
  serviceBody,
  serviceParams,
  serviceRequestBody,
  serviceRequestParams,
  serviceRequestStateBody,
  serviceUpdateBody,
  subcategoryBody,
  subcategoryParams,
} from './schemas';
import { type CompaniesService, PICTURE_MAX_BYTES } from './service';
import type { MembersService } from './members';
import type { UsersService } from './users';
import { sendUploadedImage } from '../../shared/image-response';

const pictureUpload = singleFileUpload({ maxBytes: PICTURE_MAX_BYTES, limitText: '2 MB', fields: 2 });

/** The company of the signed-in account owner (from the database, never from a parameter). */
export type OwnerCompanyOf = (userId: number) => Promise<number | null>;

export interface CompaniesRoutesDeps {
  companies: CompaniesService;
  users: UsersService;
  members: MembersService;
  requireAuth: RequestHandler;
  ownerCompanyOf: OwnerCompanyOf;
}

/** The staff's guards of the company pages: reading and changing companies. */
function companyGuards(requireAuth: RequestHandler) {
  return {
    read: [requireAuth, requirePermission('companies.read')],
    write: [requireAuth, requirePermission('companies.write')],
  };
}

/** All routes of the module, registered on one router in this order (route groups by topic below). */
export function companiesRoutes(deps: CompaniesRoutesDeps): Router {
  const router = Router();
  companyRoutes(router, deps);
  subcategoryRoutes(router, deps);
  accessCodeRoutes(router, deps);
  serviceRoutes(router, deps);
  ownerRoutes(router, deps);
  userRoutes(router, deps);
  return router;
}

/** Staff: the list of companies, a company's page, creating and changing one. */
function companyRoutes(router: Router, { companies, requireAuth }: CompaniesRoutesDeps): void {
  const { read, write } = companyGuards(requireAuth);
  router.get('/admin/companies', ...read, validate({ query: listCompaniesQuery }), async (req, res) => {
    res.json(await companies.list(input(req, 'query', listCompaniesQuery).search));
  });
  router.post('/admin/companies', ...write, validate({ body: companyBody }), async (req, res) => {
    res.status(201).json(await companies.create(input(req, 'body', companyBody)));
  });
  router.get(
    '/admin/companies/:id',
    ...read,
    validate({ params: companyParams, query: noQuery }),
    async (req, res) => {
      res.json(await companies.detail(input(req, 'params', companyParams).id));
    },
  );
  router.put(
    '/admin/companies/:id',
    ...write,
    validate({ params: companyParams, body: companyUpdateBody }),
    async (req, res) => {
      res.json(
        await companies.update(input(req, 'params', companyParams).id, input(req, 'body', companyUpdateBody)),
      );
    },
  );
}

/** Staff: a company's locations and departments with their pictures; the picture itself is public. */
function subcategoryRoutes(router: Router, { companies, requireAuth }: CompaniesRoutesDeps): void {
  const { write } = companyGuards(requireAuth);
  router.post(
    '/admin/companies/:id/subcategories',
    ...write,
    validate({ params: companyParams, body: subcategoryBody }),
    async (req, res) => {
      const { id } = input(req, 'params', companyParams);
      res.status(201).json(await companies.addSubcategory(id, input(req, 'body', subcategoryBody)));
    },
  );
  router.put(
    '/admin/companies/:id/subcategories/:sid',
    ...write,
    validate({ params: subcategoryParams, body: subcategoryBody }),
    async (req, res) => {
      const { id, sid } = input(req, 'params', subcategoryParams);
      res.json(await companies.updateSubcategory(id, sid, input(req, 'body', subcategoryBody)));
    },
  );
  router.delete(
    '/admin/companies/:id/subcategories/:sid',
    ...write,
    validate({ params: subcategoryParams }),
    async (req, res) => {
      const { id, sid } = input(req, 'params', subcategoryParams);
      res.json(await companies.deleteSubcategory(id, sid));
    },
  );
  router.post(
    '/admin/companies/:id/subcategories/:sid/picture',
    ...write,
    validate({ params: subcategoryParams, query: noQuery }),
    pictureUpload,
    async (req, res) => {
      const { id, sid } = input(req, 'params', subcategoryParams);
      res.json(await companies.uploadPicture(id, sid, req.file));
    },
  );
  // public capability URL (an <img> sends no token); the random token changes with every upload
  router.get('/company_picture/:token', validate({ params: pictureParams }), async (req, res) => {
    const { token } = input(req, 'params', pictureParams);
    const picture = await companies.picture(token);
    sendUploadedImage(res, picture, { etag: token, cache: 'public' });
  });
}

/** Staff: a company's access codes (seats). */
function accessCodeRoutes(router: Router, { companies, requireAuth }: CompaniesRoutesDeps): void {
  const { write } = companyGuards(requireAuth);
  router.post(
    '/admin/companies/:id/access-codes',
    ...write,
    validate({ params: companyParams, body: accessCodeCreateBody }),
    async (req, res) => {
      const { id } = input(req, 'params', companyParams);
      res.status(201).json(await companies.addAccessCode(id, input(req, 'body', accessCodeCreateBody)));
    },
  );
  router.put(
    '/admin/companies/:id/access-codes/:cid',
    ...write,
    validate({ params: accessCodeParams, body: accessCodeUpdateBody }),
    async (req, res) => {
      const { id, cid } = input(req, 'params', accessCodeParams);
      res.json(await companies.updateAccessCode(id, cid, input(req, 'body', accessCodeUpdateBody)));
    },
  );
}

/** Staff: a company's services, and the booking requests customer service answers. */
function serviceRoutes(router: Router, { companies, requireAuth }: CompaniesRoutesDeps): void {
  const { write } = companyGuards(requireAuth);
  router.post(
    '/admin/companies/:id/services',
    ...write,
    validate({ params: companyParams, body: serviceBody }),
    async (req, res) => {
      const { id } = input(req, 'params', companyParams);
      res.status(201).json(await companies.addService(id, input(req, 'body', serviceBody)));
    },
  );
  router.put(
    '/admin/companies/:id/services/:sid',
    ...write,
    validate({ params: serviceParams, body: serviceUpdateBody }),
    async (req, res) => {
      const { id, sid } = input(req, 'params', serviceParams);
      res.json(await companies.updateService(id, sid, input(req, 'body', serviceUpdateBody)));
    },
  );
  router.get(
    '/admin/service-requests',
    requireAuth,
    requirePermission('services.handle'),
    validate({ query: noQuery }),
    async (_req, res) => {
      res.json(await companies.serviceRequests());
    },
  );
  router.put(
    '/admin/service-requests/:id',
    requireAuth,
    requirePermission('services.handle'),
    validate({ params: serviceRequestParams, body: serviceRequestStateBody }),
    async (req, res) => {
      const { id } = input(req, 'params', serviceRequestParams);
      const { status } = input(req, 'body', serviceRequestStateBody);
      res.json(await companies.answerServiceRequest(currentUser(req).id, id, status));
    },
  );
}

/** Account owners: their own company (from the database, never a parameter), its bookings and its members. */
function ownerRoutes(
  router: Router,
  { companies, members, requireAuth, ownerCompanyOf }: CompaniesRoutesDeps,
): void {
  router.get(
    '/company',
    requireAuth,
    requirePermission('reports.company'),
    validate({ query: noQuery }),
    async (req, res) => {
      res.json(await companies.ownCompany(await ownerCompanyOf(currentUser(req).id)));
    },
  );
  router.post(
    '/company/service-requests',
    requireAuth,
    requirePermission('services.book'),
    validate({ body: serviceRequestBody }),
    async (req, res) => {
      const { id } = currentUser(req);
      const body = input(req, 'body', serviceRequestBody);
      res.status(201).json(await companies.requestService(id, await ownerCompanyOf(id), body));
    },
  );

  // the members the report does not count yet, and the owner's confirmation that one works for the company
  router.get(
    '/company/members/unconfirmed',
    requireAuth,
    requirePermission('reports.company'),
    validate({ query: noQuery }),
    async (req, res) => {
      res
        .set('Cache-Control', 'no-store')
        .json(await members.unconfirmed(await ownerCompanyOf(currentUser(req).id)));
    },
  );
  router.post(
    '/company/members/:id/confirm',
    requireAuth,
    requirePermission('reports.company'),
    validate({ params: memberParams }),
    async (req, res) => {
      const { id } = currentUser(req);
      res.json(await members.confirm(await ownerCompanyOf(id), input(req, 'params', memberParams).id, id));
    },
  );
}

/** Staff: users created one by one and imported from a CSV file. */
function userRoutes(router: Router, { users, requireAuth }: CompaniesRoutesDeps): void {
  router.post(
    '/admin/users',
    requireAuth,
    requirePermission('users.create'),
    validate({ body: createUserBody }),
    async (req, res) => {
      res.status(201).json(await users.create(currentUser(req).id, input(req, 'body', createUserBody)));
    },
  );
  router.post(
    '/admin/users/import',
    requireAuth,
    requirePermission('users.import'),
    validate({ body: importUsersBody }),
    async (req, res) => {
      const report = await users.importFile(currentUser(req).id, input(req, 'body', importUsersBody));
      if (!report.errors.length) {
        res.status(report.dry_run ? 200 : 201).json(report);
        return;
      }
      // WordPress-style error body; the row report rides along in data (nothing was imported)
      res.status(400).json({
        code: 'import_rows_invalid',
        message: `Nothing was imported: ${report.errors.length} problem(s) in the file.`,
        data: { status: 400, ...report },
      });
    },
  );
}
