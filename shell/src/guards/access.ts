import type { GuardName } from '@officefit/shell-contract';
import { assertGuard } from '@officefit/shell-contract';
import type { Me } from '@officefit/api';

/** True when the user holds an active subscription (company, private or trial membership). */
export function hasActiveSubscription(me: Me, now = new Date()): boolean {
  const sub = me.sub;
  if (!sub || sub.status !== 'active') return false;
  return sub.ends_at === null || new Date(sub.ends_at) > now;
}

/**
 * Whether `me` may open a route with this guard (spec §6): `abo` subscribers, `aboorguest` subscribers or
 * guests, `admin` admins, `editor` marketing staff, `service` customer service. Admins pass every guard. An unknown
 * guard name throws.
 */
export function mayPass(guard: string | undefined, me: Me | undefined): boolean {
  const name: GuardName | undefined = assertGuard(guard);
  if (name === undefined) return true;
  if (!me) return false;
  if (me.admin) return true;
  const subscriber = me.roles.includes('subscriber') && hasActiveSubscription(me);
  switch (name) {
    case 'abo':
      return subscriber;
    case 'aboorguest':
      return subscriber || me.roles.includes('guest');
    case 'admin':
      return false;
    case 'editor':
      return me.roles.includes('marketing');
    case 'service':
      return me.roles.includes('customer_service');
  }
}

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
