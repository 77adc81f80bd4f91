import type { AppManifest } from '@officefit/shell-contract';

/** Fetches the runtime manifest served by the gateway (remote URLs and their route tables). */
export async function fetchManifest(): Promise<AppManifest> {
  const res = await fetch('/app-manifest.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`app-manifest.json answered ${res.status}`);
  return (await res.json()) as AppManifest;
}
