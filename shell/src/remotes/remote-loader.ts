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
// The same modules once they are in: a screen whose code is already there renders it in its first pass.
const settled = new Map<string, unknown>();

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
    const current = pending;
    // A failed load is forgotten so that "retry" really tries again.
    current.then(
      (mod) => modules.get(id) === current && settled.set(id, mod),
      () => modules.delete(id),
    );
    modules.set(id, current);
  }
  return pending;
}

/** A remote's `./routes` module if it has been loaded already, else undefined. */
export function loadedRemoteRoutes(name: string): RemoteRoutesModule | undefined {
  return settled.get(`${name}/routes`) as RemoteRoutesModule | undefined;
}

/** Loads a remote's `./routes` module (cached per remote). */
export function loadRemoteRoutes(name: string): Promise<RemoteRoutesModule> {
  return load<RemoteRoutesModule>(name, 'routes');
}

const preloads = createPreloadQueue();

/** The registered remote and its route that own `pathname`, if any. */
function ownerOf(
  pathname: string,
): { remote: ManifestRemote; route: ManifestRemote['routes'][number] } | null {
  for (const remote of registered.values()) {
    const route = remote.routes.find((r) => matchPath({ path: r.path, end: true }, pathname));
    if (route) return { remote, route };
  }
  return null;
}

/**
 * Starts loading the `./routes` module of the remote owning `pathname` — the page opened in a new tab, so its code
 * arrives beside the user's data the guard waits for instead of after it (#18), or a menu entry the pointer or the
 * focus is on. At most ROUTE_PRELOAD_LIMIT run at once (spec §9); failures are left to the screen.
 */
export function preloadRemoteFor(pathname: string): void {
  const owner = ownerOf(pathname);
  if (owner && !modules.has(`${owner.remote.name}/routes`)) {
    preloads.add(owner.remote.name, () => loadRemoteRoutes(owner.remote.name));
  }
}

/**
 * Resolves once the code of the remote screen at `pathname` is in — its remote's `./routes` module and, where the
 * screen offers `preload()`, the screen's own chunk — or could not be loaded (the screen then shows the failure).
 * A signed-in first screen renders its live copy after this, so the screen is there in the first render.
 */
export async function screenCodeFor(pathname: string): Promise<void> {
  const owner = ownerOf(pathname);
  if (!owner) return;
  try {
    const mod = await loadRemoteRoutes(owner.remote.name);
    const screen = mod.default.find((r) => r.id === owner.route.id)?.element as
      { preload?: () => Promise<unknown> } | undefined;
    await screen?.preload?.();
  } catch {
    // left to the screen, which shows "area unavailable — retry"
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
  for (const key of [...settled.keys()]) if (key.startsWith(`${name}/`)) settled.delete(key);
  if (remote) registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
}
