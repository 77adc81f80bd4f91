// Menus, start pages and guarded forms as the remotes declare them on their route rows (routes.json, carried by
// the manifest). The shell renders what the deployed remotes declare, so a new menu entry needs no shell deploy.
import { contentLangOf } from '@officefit/domain';
import { mayPass, type GuardSubject } from './access';
import { assertGuard, GUARDS, LAYOUTS, type GuardName, type RouteMeta } from './index';

/** The menus of spec §2: app header, logged-out header, footer, and the footer's second row of info pages. */
export const MENUS = ['app', 'public', 'footer', 'info'] as const;
export type MenuName = (typeof MENUS)[number];

/** A label in both interface languages: the shell renders it before the remote's own texts are loaded. */
export interface MenuLabel {
  de: string;
  en: string;
}

/** One menu entry on a route row; it links to the route and takes the route's guard as its role. */
export interface MenuEntryMeta {
  menu: MenuName;
  /** Stable name of the entry within its menu (React key, tests). */
  key: string;
  /** Position in the menu; entries of all remotes are sorted by it. */
  order: number;
  label: MenuLabel;
  /** The concrete path to link to; required when the route has parameters (`/special/:name`). */
  to?: string;
  /** Only for logged-in users (e.g. "Home" in the logged-out header). */
  loggedIn?: boolean;
  /** Only for visitors without a session (e.g. "Sign up": a member has an account already). */
  loggedOut?: boolean;
}

/** Condition of a start page: `no_health_profile` is the spec §4 rule (no health profile yet → fill it in). */
export type StartCondition = 'no_health_profile';

/** Marks a route as a page to land on after a login from `/`; the first (by order) the user may open wins. */
export interface StartMeta {
  order: number;
  when?: StartCondition;
}

/** A menu entry resolved for rendering. */
export interface MenuItem {
  key: string;
  to: string;
  label: MenuLabel;
  order: number;
  guard?: GuardName;
  loggedIn: boolean;
  loggedOut: boolean;
}

/** Guards of the staff areas: their entries never show before `me` says the user holds the role. */
const STAFF_GUARDS: readonly GuardName[] = ['admin', 'editor', 'service', 'owner'];

function isStaffGuard(guard: string | undefined): boolean {
  return STAFF_GUARDS.includes(guard as GuardName);
}

/** The entries of one menu over every route table, by order (ties keep the manifest's order). */
export function menuItems(routes: readonly RouteMeta[], menu: MenuName): MenuItem[] {
  const items: MenuItem[] = [];
  for (const route of routes) {
    for (const entry of route.menus ?? []) {
      if (entry.menu !== menu) continue;
      items.push({
        key: entry.key,
        to: entry.to ?? route.path,
        label: entry.label,
        order: entry.order,
        guard: assertGuard(route.guard),
        loggedIn: entry.loggedIn === true,
        loggedOut: entry.loggedOut === true,
      });
    }
  }
  return items.sort((a, b) => a.order - b.order);
}

/**
 * The entries a user sees. While `me` is unknown (logged out, or still loading) entries behind subscriber guards
 * show, so visitors see what the app offers and the guard asks them to log in; staff entries wait for `me`.
 * Entries sharing a key are alternatives: the first one the user may open shows.
 */
export function visibleItems(items: readonly MenuItem[], me: GuardSubject | undefined, loggedIn: boolean) {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (seen.has(item.key)) return false;
    if (item.loggedIn && !loggedIn) return false;
    if (item.loggedOut && loggedIn) return false;
    const visible = me ? mayPass(item.guard, me) : !isStaffGuard(item.guard);
    if (visible) seen.add(item.key);
    return visible;
  });
}

/** The label in the interface language (`de`, `de-DE`, `en-US`, …; German is the fallback). */
export function labelIn(label: MenuLabel, language: string | undefined): string {
  return label[contentLangOf(language)];
}

/**
 * The screen where a logged-in user without an active membership (a guest, an expired member) gets one: the
 * membership overview and offer of the shop remote (`/extend`, no guard). Start page and access-denied screen of
 * such users (issue 31 §3); used only while the manifest lists the route.
 */
export const MEMBERSHIP_PATH = '/extend';

/**
 * Where a login from `/` leads (spec §4): the first start page whose condition holds and whose guard the user
 * passes; a user who passes none (e.g. a guest) goes to the membership screen (`MEMBERSHIP_PATH`) when it is
 * deployed, else to the first non-staff start page, whose guard then explains.
 */
export function startPath(
  routes: readonly RouteMeta[],
  me: GuardSubject & { hasHealthProfile: boolean },
): string | null {
  const starts = routes
    .filter((r) => r.start && (r.start.when !== 'no_health_profile' || !me.hasHealthProfile))
    .sort((a, b) => a.start!.order - b.start!.order);
  const membership = routes.find((r) => r.path === MEMBERSHIP_PATH && mayPass(r.guard, me));
  const target =
    starts.find((r) => mayPass(r.guard, me)) ?? membership ?? starts.find((r) => !isStaffGuard(r.guard));
  return target?.path ?? null;
}

function isLabel(label: unknown): label is MenuLabel {
  const l = label as Partial<MenuLabel> | null;
  return (
    typeof l === 'object' &&
    l !== null &&
    typeof l.de === 'string' &&
    typeof l.en === 'string' &&
    !!l.de &&
    !!l.en
  );
}

/** Problems of a route table (empty when it keeps the contract); the remotes' contract tests assert none. */
export function routeTableProblems(routes: readonly RouteMeta[]): string[] {
  const problems: string[] = [];
  const paths = new Set<string>();
  for (const route of routes) {
    const at = `route "${route.id}"`;
    if (route.guard !== undefined && !(GUARDS as readonly string[]).includes(route.guard))
      problems.push(`${at}: unknown guard`);
    if (!(LAYOUTS as readonly string[]).includes(route.layout)) problems.push(`${at}: unknown layout`);
    if (!route.path.startsWith('/')) problems.push(`${at}: path must start with "/"`);
    if (paths.has(route.path)) problems.push(`${at}: path listed twice`);
    paths.add(route.path);
    const parameterised = route.path.includes(':');
    if (route.start && parameterised) problems.push(`${at}: a start page needs a concrete path`);
    for (const entry of route.menus ?? []) {
      const where = `${at}, menu entry "${entry.key}"`;
      if (!(MENUS as readonly string[]).includes(entry.menu)) problems.push(`${where}: unknown menu`);
      if (!entry.key || typeof entry.order !== 'number') problems.push(`${where}: needs a key and an order`);
      if (!isLabel(entry.label)) problems.push(`${where}: needs a label in German and English`);
      if (parameterised && !entry.to) problems.push(`${where}: needs "to" (the route has parameters)`);
      // a concrete path under the route's fixed prefix (`/special/terms` for `/special/:name`)
      const prefix = route.path.split(':')[0] ?? route.path;
      const concrete = parameterised
        ? entry.to?.startsWith(prefix) && !entry.to.includes(':')
        : entry.to === route.path;
      if (entry.to !== undefined && !concrete)
        problems.push(`${where}: "to" must be a concrete path of the route`);
    }
  }
  return problems;
}
