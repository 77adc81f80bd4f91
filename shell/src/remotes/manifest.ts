import type { AppManifest } from '@officefit/shell-contract';

/** Fetches the runtime manifest served by the gateway (remote URLs and their route tables). */
export async function fetchManifest(): Promise<AppManifest> {
  const res = await fetch('/app-manifest.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`app-manifest.json answered ${res.status}`);
  return (await res.json()) as AppManifest;
}

/**
 * The runtime manifest the gateway put into the page (`<script id="app-manifest" type="application/json">`, #18),
 * read once at start-up; undefined when the page has none (a development server, the offline copy) or it is broken.
 * Later reads (the update check) fetch it.
 */
export function takeInlineManifest(): AppManifest | undefined {
  const element = document.getElementById('app-manifest');
  if (!element || element.getAttribute('type') !== 'application/json') return undefined;
  element.remove();
  try {
    const manifest = JSON.parse(element.textContent ?? '') as AppManifest;
    return Array.isArray(manifest.remotes) && typeof manifest.buildId === 'string' ? manifest : undefined;
  } catch {
    return undefined;
  }
}
