import type { RouteObject } from 'react-router-dom';
import {
  assertGuard,
  LAYOUTS,
  type AppManifest,
  type LayoutName,
  type RouteMeta,
} from '@officefit/shell-contract';
import { Guard } from '../guards/guard';
import { RemoteScreen } from './remote-screen';
import { LAYOUT_COMPONENTS } from '../layouts/layouts';
import { NotFound } from '../pages/not-found';
import { ErrorPage } from '../pages/error-page';
import { Root } from './root';
import shellRoutes from '../routes.json';
import { SHELL_SCREENS } from './shell-screens';

function assertLayout(name: string): LayoutName {
  if ((LAYOUTS as readonly string[]).includes(name)) return name as LayoutName;
  throw new Error(`Unknown layout "${name}"`);
}

/** Every route pattern of the app (shell + remotes), e.g. for menus. */
export function allRoutes(manifest: AppManifest): RouteMeta[] {
  return [...(shellRoutes as RouteMeta[]), ...manifest.remotes.flatMap((r) => r.routes)];
}

/**
 * Builds the router from the route tables of the manifest: every route goes into its layout and behind its
 * guard; the remote's code is loaded only when the route is visited. Unknown paths get the 404 screen.
 */
export function buildRoutes(manifest: AppManifest): RouteObject[] {
  const byLayout: Record<LayoutName, RouteObject[]> = { default: [], nonuser: [], loading: [] };
  for (const meta of shellRoutes as RouteMeta[]) {
    const Screen = SHELL_SCREENS[meta.id];
    if (!Screen) throw new Error(`No shell screen for route id "${meta.id}"`);
    byLayout[assertLayout(meta.layout)].push({
      path: meta.path,
      element: (
        <Guard name={assertGuard(meta.guard)}>
          <Screen />
        </Guard>
      ),
    });
  }
  for (const remote of manifest.remotes) {
    for (const meta of remote.routes) {
      byLayout[assertLayout(meta.layout)].push({
        path: meta.path,
        element: (
          <Guard name={assertGuard(meta.guard)}>
            <RemoteScreen remote={remote.name} routeId={meta.id} />
          </Guard>
        ),
      });
    }
  }
  const { default: Default, nonuser: Nonuser, loading: Loading } = LAYOUT_COMPONENTS;
  return [
    {
      element: <Root />,
      errorElement: <ErrorPage />,
      children: [
        { element: <Default />, children: byLayout.default },
        { element: <Nonuser />, children: [...byLayout.nonuser, { path: '*', element: <NotFound /> }] },
        { element: <Loading />, children: byLayout.loading },
      ],
    },
  ];
}
