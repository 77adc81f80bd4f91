import { mayPass } from '@officefit/shell-contract';
import type { Me } from '@officefit/api';

export { hasActiveSubscription, mayPass } from '@officefit/shell-contract';

/**
 * The entry into a staff member's area: the users area for admins and customer service, the CMS for marketing;
 * `null` for everyone else.
 */
export function staffHome(me: Me | undefined): string | null {
  if (!me) return null;
  if (mayPass('service', me)) return '/admin';
  if (mayPass('editor', me)) return '/admin/pages';
  return null;
}
