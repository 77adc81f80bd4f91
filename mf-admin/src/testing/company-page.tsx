// The staff company screen `/admin/companies/7` in tests (jest only): Demo GmbH as the backend answers it and the
// screen rendered at its route; a test adds the section it is about.
import CompanyPage from '../pages/company-page';
import { renderRoute } from './support';

/** The company's API path (its sections are below it). */
export const COMPANY_PATH = 'officefit/v1/admin/companies/7';

/** Test data: Demo GmbH as the staff screen reads it, without codes, services or locations; `over` replaces fields. */
export const demoCompany = (over: Record<string, unknown> = {}) => ({
  id: 7,
  name: 'Demo GmbH',
  enable_subranking: false,
  members: 12,
  created_at: '2026-01-05T10:00:00Z',
  goal_text: null,
  goal_points: null,
  email_domains: [],
  subcategories: [],
  access_codes: [],
  services: [],
  ...over,
});

/** Renders the company screen at its route. */
export const renderCompanyPage = () =>
  renderRoute(<CompanyPage />, { path: '/admin/companies/:id', url: '/admin/companies/7' });
