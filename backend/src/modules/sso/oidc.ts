// openid-client (v6) is an ES module; the backend is built as CommonJS, so it is loaded with import() once.
// Plain http is allowed for a provider on this machine only (the tests' provider); every other issuer needs https.
import { SsoProblem } from './problems';

// the resolution-mode attribute lets the CommonJS build (module node16) name the ES module's types
type OpenIdClient = typeof import('openid-client', { with: { 'resolution-mode': 'import' } });
/** openid-client's Configuration (named through import() so the CommonJS build needs no type import of an ES module). */
export type Configuration = Awaited<ReturnType<OpenIdClient['discovery']>>;
let loaded: Promise<OpenIdClient> | undefined;

export const openIdClient = (): Promise<OpenIdClient> => (loaded ??= import('openid-client'));

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** An http issuer is accepted only on the loopback interface. */
export function isAllowedIssuer(issuer: string): boolean {
  const url = new URL(issuer);
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
}

/** The provider's metadata (discovery) and our client; a provider that does not answer is `provider_unavailable`. */
export async function providerConfig(provider: {
  issuer: string;
  clientId: string;
  clientSecret: string;
}): Promise<Configuration> {
  const client = await openIdClient();
  const insecure = new URL(provider.issuer).protocol === 'http:';
  try {
    return await client.discovery(
      new URL(provider.issuer),
      provider.clientId,
      { client_secret: provider.clientSecret },
      client.ClientSecretBasic(provider.clientSecret),
      { execute: insecure ? [client.allowInsecureRequests] : [], timeout: 10 },
    );
  } catch (error) {
    throw new SsoProblem('provider_unavailable', (error as Error).message);
  }
}
