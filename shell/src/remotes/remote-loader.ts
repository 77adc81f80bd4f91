import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { matchPath } from 'react-router-dom';
import type {
  ManifestRemote,
  RemoteRoutesModule,
  RemoteWidget,
  RemoteWidgetsModule,
} from '@officefit/shell-contract';
import { createPreloadQueue } from './preload-queue';

const registered = new Map<string, ManifestRemote>();
const modules = new Map<string, Promise<unknown>>();

/** Makes the remotes of the manifest known to the federation runtime; no remote code is fetched yet. */
export function registerManifestRemotes(remotes: ManifestRemote[]): void {
  for (const remote of remotes) registered.set(remote.name, remote);
  registerRemotes(remotes.map((r) => ({ name: r.name, entry: r.entry })));
}

function load<T>(name: string, exposed: string): Promise<T> {
  const id = `${name}/${exposed}`;
  let pending = modules.get(id) as Promise<T> | undefined;
  if (!pending) {
    pending = loadRemote<T>(id).then((mod) => {
      if (!mod) throw new Error(`Remote module ${id} is empty`);
      return mod;
    });
    // A failed load is forgotten so that "retry" really tries again.
    pending.catch(() => modules.delete(id));
    modules.set(id, pending);
  }
  return pending;
}

/** Loads a remote's `./routes` module (cached per remote). */
export function loadRemoteRoutes(name: string): Promise<RemoteRoutesModule> {
  return load<RemoteRoutesModule>(name, 'routes');
}

const preloads = createPreloadQueue();

/**
 * Starts loading the `./routes` module of the remote owning `pathname` — the page opened in a new tab, so its code
 * arrives beside the user's data the guard waits for instead of after it (#18), or a menu entry the pointer or the
 * focus is on. At most ROUTE_PRELOAD_LIMIT run at once (spec §9); failures are left to the screen.
 */
export function preloadRemoteFor(pathname: string): void {
  for (const remote of registered.values()) {
    if (remote.routes.some((route) => matchPath({ path: route.path, end: true }, pathname))) {
      if (!modules.has(`${remote.name}/routes`)) {
        preloads.add(remote.name, () => loadRemoteRoutes(remote.name));
      }
      return;
    }
  }
}

/** A remote's widgets with their texts registered (cached per remote); offered to remotes as ShellServices. */
export async function loadRemoteWidgets(name: string): Promise<RemoteWidget[]> {
  if (!registered.has(name)) throw new Error(`${name} is not deployed`);
  const mod = await load<RemoteWidgetsModule>(name, 'widgets');
  mod.registerTranslations?.();
  return mod.default;
}

/** Forgets a remote's failed entry so the next load fetches it again (the "retry" button). */
export function resetRemote(name: string): void {
  const remote = registered.get(name);
  for (const key of [...modules.keys()]) if (key.startsWith(`${name}/`)) modules.delete(key);
  if (remote) registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
}
