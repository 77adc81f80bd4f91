// Which URLs the server sends Web Push messages to. A subscription's endpoint comes from the browser — or from
// anyone with a login — so the server would connect wherever it points (SSRF): only the browsers' push services
// are accepted, at subscription and again at every send, and a name that resolves to a private, loopback or
// link-local address is refused unless the operator listed that host explicitly (PUSH_SERVICE_HOSTS).
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** The push services of Chrome/Edge/Opera (FCM), Firefox (autopush), Edge legacy (WNS) and Safari (APNs). */
export const BROWSER_PUSH_SERVICES = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
] as const;

/** How many browsers of one user receive pushes; a further subscription replaces the least recently used. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_USER = 10;

export interface PushServicePolicy {
  /** Accepted hosts; a host also covers its subdomains. */
  hosts: readonly string[];
  /** Hosts the operator listed (PUSH_SERVICE_HOSTS): trusted as they are, private addresses and http included. */
  listed: readonly string[];
}

/** The default services plus PUSH_SERVICE_HOSTS (comma-separated host names or addresses). */
export function pushServicePolicy(env: NodeJS.ProcessEnv = process.env): PushServicePolicy {
  const listed = (env.PUSH_SERVICE_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return { hosts: [...BROWSER_PUSH_SERVICES, ...listed], listed };
}

const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv6');

/** True for an address no public push service has (private, loopback, link-local, multicast, unspecified). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPrivateAddress(mapped);
  const family = isIP(address);
  if (family === 0) return true;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const covers = (host: string, allowed: string) => host === allowed || host.endsWith(`.${allowed}`);

const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/^\[|\]$/g, '');

/** Why a subscription's endpoint is not accepted (by its URL alone), or null when it is. */
export function refusedPushUrl(endpoint: string, policy: PushServicePolicy): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'not a URL';
  }
  const host = hostOf(url);
  if (policy.listed.includes(host)) return null;
  if (url.protocol !== 'https:') return 'not https';
  if (!policy.hosts.some((allowed) => covers(host, allowed))) return 'not a push service';
  if (isIP(host) && isPrivateAddress(host)) return 'a private address';
  return null;
}

/** Why the server will not connect to `endpoint` now (its URL, then the addresses its name resolves to). */
export async function refusedPushEndpoint(
  endpoint: string,
  policy: PushServicePolicy,
  resolve: (host: string) => Promise<string[]> = async (host) =>
    (await lookup(host, { all: true })).map((a) => a.address),
): Promise<string | null> {
  const refused = refusedPushUrl(endpoint, policy);
  if (refused) return refused;
  const host = hostOf(new URL(endpoint));
  if (policy.listed.includes(host)) return null;
  try {
    const addresses = isIP(host) ? [host] : await resolve(host);
    if (addresses.length === 0 || addresses.some(isPrivateAddress)) return 'a private address';
  } catch {
    return 'not resolvable';
  }
  return null;
}
