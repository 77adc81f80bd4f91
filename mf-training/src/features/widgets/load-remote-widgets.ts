import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { AppManifest, RemoteWidget, RemoteWidgetsModule } from '@officefit/shell-contract';

/**
 * Loads another remote's `./widgets` at run time. The remote's URL comes from the gateway's manifest (never from
 * this build), so the dashboard keeps working when that remote moves or is down: the promise then rejects and
 * the caller leaves the slot empty.
 */
export async function loadRemoteWidgets(remoteName: string): Promise<RemoteWidget[]> {
  const response = await fetch('/app-manifest.json');
  if (!response.ok) throw new Error(`manifest: HTTP ${response.status}`);
  const manifest = (await response.json()) as AppManifest;
  const remote = manifest.remotes.find((r) => r.name === remoteName);
  if (!remote) throw new Error(`${remoteName} is not deployed`);
  registerRemotes([{ name: remote.name, entry: remote.entry }]);
  const mod = await loadRemote<RemoteWidgetsModule>(`${remoteName}/widgets`);
  if (!mod) throw new Error(`${remoteName}/widgets did not load`);
  mod.registerTranslations?.();
  return mod.default;
}
