// The first screen's serial chain (#18): shell HTML → shell code → runtime manifest → the route's remote manifest
// → remote entry → screen chunk → data. A navigation's HTML cuts two links of it: it carries the runtime manifest
// inline (the shell reads it instead of fetching /app-manifest.json) and a preload of the manifest of the remote
// that owns the route, which then arrives beside the shell's own code.
import type { AppManifest, ManifestRemote } from './manifest';
import { isAbsoluteUrl } from './config-schema';
import { RouteTable } from './route-table';

/** Id of the inline manifest's `<script type="application/json">` (read by the shell's `takeInlineManifest`). */
export const INLINE_MANIFEST_ID = 'app-manifest';

// a remote's route table, compiled once per routes list (the registry keeps a list's identity until it is re-read)
const tables = new WeakMap<object, RouteTable>();

function tableOf(remote: ManifestRemote): RouteTable {
  let table = tables.get(remote.routes);
  if (!table) {
    table = new RouteTable(remote.routes.map((route) => route.path));
    tables.set(remote.routes, table);
  }
  return table;
}

/** The remote whose routes include the pathname, if any. */
export function remoteFor(manifest: AppManifest, pathname: string): ManifestRemote | undefined {
  return manifest.remotes.find((remote) => tableOf(remote).has(pathname));
}

/** JSON that cannot end the `<script>` element it sits in (`</script>`, `<!--`) nor break a JS line. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * `html` with the inline manifest and, when a remote owns `pathname`, a preload of its manifest (same origin only:
 * a remote served from elsewhere would need its own connection first), both at the end of the head. A data block
 * is not executed, so the page's CSP needs nothing for it.
 */
export function withBootHints(html: string, manifest: AppManifest, pathname: string): string {
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  const tags = [
    `<script id="${INLINE_MANIFEST_ID}" type="application/json">${scriptSafeJson(manifest)}</script>`,
  ];
  const remote = remoteFor(manifest, pathname);
  // the federation runtime fetches it with fetch() (cors, same-origin credentials): `crossorigin` matches that
  if (remote && !isAbsoluteUrl(remote.entry)) {
    tags.push(`<link rel="preload" href="${escapeAttr(remote.entry)}" as="fetch" crossorigin>`);
  }
  return html.slice(0, end) + tags.join('') + html.slice(end);
}
