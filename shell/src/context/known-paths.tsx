import { createContext, useContext, type ReactNode } from 'react';
import { matchPath } from 'react-router-dom';
import type { RouteMeta } from '@officefit/shell-contract';

const KnownRoutes = createContext<RouteMeta[]>([]);

/** Provides every route of the manifest so menus only link to areas that exist (and that the user may open). */
export function KnownPathsProvider({ routes, children }: { routes: RouteMeta[]; children: ReactNode }) {
  return <KnownRoutes.Provider value={routes}>{children}</KnownRoutes.Provider>;
}

/** Every route of the shell and the manifest's remotes, with what they declare (menus, start pages, guards). */
export function useKnownRoutes(): RouteMeta[] {
  return useContext(KnownRoutes);
}

function useRouteOf(): (path: string) => RouteMeta | undefined {
  const routes = useContext(KnownRoutes);
  return (path) => {
    const bare = path.split('#')[0] ?? path;
    return routes.find((route) => matchPath({ path: route.path, end: true }, bare));
  };
}

/** Returns a predicate telling whether a concrete path has a route. */
export function useIsKnownPath(): (path: string) => boolean {
  const routeOf = useRouteOf();
  return (path) => routeOf(path) !== undefined;
}

/** Returns a predicate telling whether the route serving a concrete path guards unsaved changes on leaving. */
export function useGuardsUnsavedChanges(): (path: string) => boolean {
  const routeOf = useRouteOf();
  return (path) => routeOf(path)?.guardsUnsavedChanges === true;
}

/** Returns the guard of the route serving a concrete path (`undefined` for open routes and unknown paths). */
export function useGuardOfPath(): (path: string) => string | undefined {
  const routeOf = useRouteOf();
  return (path) => routeOf(path)?.guard;
}
