// Who may open what (spec §6): the one rule behind the shell's route guards and the remotes' own checks (e.g. a
// button that only subscribers may use). The backend enforces the same guards (backend/src/shared/access.ts).
import { assertGuard, type GuardName } from './index';

/** The part of `me` the guards read. */
export interface GuardSubject {
  admin: boolean;
  roles: readonly string[];
  sub: { status: string; ends_at: string | null } | null;
}

/** True when the user holds an active subscription (company, private or trial membership). */
export function hasActiveSubscription(me: Pick<GuardSubject, 'sub'>, now = new Date()): boolean {
  const sub = me.sub;
  if (!sub || sub.status !== 'active') return false;
  return sub.ends_at === null || new Date(sub.ends_at) > now;
}

/**
 * Whether `me` may open a route with this guard: `abo` subscribers, `aboorguest` subscribers or guests, `admin`
 * admins, `editor` marketing staff, `service` customer service, `owner` company account owners, `user` anybody
 * logged in (any role, any membership state). Admins pass every guard but `owner`. An unknown guard name throws.
 */
export function mayPass(guard: string | undefined, me: GuardSubject | undefined): boolean {
  const name: GuardName | undefined = assertGuard(guard);
  if (name === undefined) return true;
  if (!me) return false;
  if (name === 'user') return true;
  // "my company" is the owner's own area, not a privilege: administrators (who belong to no company) read any
  // company's report in the admin area instead
  if (name === 'owner') return me.roles.includes('company_owner');
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
