/**
 * The contract between the shell and the remotes: what a remote exposes and how the shell reads it.
 * Route metadata lives in each remote's `routes.json` (so the gateway and the shell know every path without
 * loading remote code); the remote's exposed `./routes` module adds the lazy element to each entry.
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import type { MenuEntryMeta, StartMeta } from './menus';

// abo, aboorguest and admin come from the spec (§6); editor (CMS: administrator or marketing) and service (users
// area: administrator or customer service) are the staff roles the spec names without guard names; owner is the
// company account owner's area (issue 14: the company report); user is any logged-in user whatever the membership
// (issue 13: /profile, where an expired member still edits, exports or deletes their data).
export const GUARDS = ['abo', 'aboorguest', 'admin', 'editor', 'service', 'owner', 'user'] as const;
export type GuardName = (typeof GUARDS)[number];

export const LAYOUTS = ['default', 'loading', 'nonuser'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/** One entry of a `routes.json` route table (see docs/contracts.md). */
export interface RouteMeta {
  id: string;
  path: string;
  guard?: GuardName;
  layout: LayoutName;
  /** Menu entries that link to this route (see menus.ts). */
  menus?: MenuEntryMeta[];
  /** Leaving the route with unsaved changes asks first (spec §2: /profile, /anamnesis). */
  guardsUnsavedChanges?: boolean;
  /** The route is a page to land on after a login from `/`. */
  start?: StartMeta;
}

/** What a remote's `./routes` module exports per route: the metadata plus its screen (code loaded on first use). */
export interface RemoteRoute extends RouteMeta {
  element: ComponentType;
}

/** Default export of a remote's `./routes` module. */
export interface RemoteRoutesModule {
  default: RemoteRoute[];
  /** Registers the remote's i18n namespace (called by the shell before rendering any of its screens). */
  registerTranslations?: () => void;
}

/** A dashboard widget exposed by a remote's `./widgets` module. */
export interface RemoteWidget {
  id: string;
  element: LazyExoticComponent<ComponentType>;
}

/** Default export of a remote's `./widgets` module. */
export interface RemoteWidgetsModule {
  default: RemoteWidget[];
  registerTranslations?: () => void;
}

/** One remote as listed in the gateway's runtime manifest (`/app-manifest.json`). */
export interface ManifestRemote {
  name: string;
  entry: string;
  routes: RouteMeta[];
}

/** The runtime manifest the shell fetches at start-up. */
export interface AppManifest {
  buildId: string;
  remotes: ManifestRemote[];
  config: { analyticsUrl: string | null };
}

/** Binds route metadata to screens by id; throws when the table names a screen that does not exist. */
export function bindRoutes(table: RouteMeta[], screens: Record<string, ComponentType>): RemoteRoute[] {
  return table.map((meta) => {
    const element = screens[meta.id];
    if (!element) throw new Error(`No screen for route id "${meta.id}"`);
    return { ...meta, element };
  });
}

/** Throws for a guard name that the shell does not know (spec §6: an unknown guard name is an error). */
export function assertGuard(name: string | undefined): GuardName | undefined {
  if (name === undefined) return undefined;
  if ((GUARDS as readonly string[]).includes(name)) return name as GuardName;
  throw new Error(`Unknown guard "${name}"`);
}
export * from './prerender';
export { hasActiveSubscription, mayPass, type GuardSubject } from './access';
export {
  labelIn,
  MEMBERSHIP_PATH,
  MENUS,
  menuItems,
  routeTableProblems,
  startPath,
  visibleItems,
  type MenuEntryMeta,
  type MenuItem,
  type MenuLabel,
  type MenuName,
  type StartCondition,
  type StartMeta,
} from './menus';
export { ShellServicesContext, useShellServices, type ShellServices } from './services';
