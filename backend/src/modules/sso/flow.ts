// The SSO login (issue 37): discover → start (authorization code + PKCE, state and nonce kept server-side, the
// state also in a short-lived HttpOnly cookie so a callback only completes in the browser that started it) →
// callback (openid-client checks the code, the ID token's signature, issuer, audience and nonce) → provisioning →
// a one-time ticket the app trades for its session (POST sso/session) exactly as the password login answers.
import { createHash, randomBytes } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { recordAudit } from '../audit';
import { type Configuration, openIdClient, providerConfig } from './oidc';
import { SsoProblem } from './problems';
import { provisionUser, type SsoPerson } from './provision';
import { openClientSecret } from './secret';

/** How long a started login may take at the provider, and how long its ticket lives. */
export const FLOW_TTL_SECONDS = 600;
const TICKET_TTL_SECONDS = 120;
const SCOPE = 'openid email profile';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The company whose users with this e-mail domain sign in with SSO (exact domain match), if any. */
export async function ssoCompanyFor(db: Kysely<Database>, email: string) {
  const domain = email.trim().toLowerCase().split('@').pop() ?? '';
  return db
    .selectFrom('company_sso')
    .select(['company_id', 'password_login'])
    .where(sql<boolean>`${domain} = any (email_domains)`)
    .executeTakeFirst();
}

async function providerOf(db: Kysely<Database>, key: KeyObject, companyId: number) {
  const row = await db
    .selectFrom('company_sso')
    .select(['issuer', 'client_id', 'client_secret_sealed', 'email_domains'])
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!row) throw new SsoProblem('wrong_domain', 'the company has no identity provider');
  const config = await providerConfig({
    issuer: row.issuer,
    clientId: row.client_id,
    clientSecret: openClientSecret(key, companyId, row.client_secret_sealed),
  });
  return { config, issuer: row.issuer, domains: row.email_domains };
}

/** Starts a login: the provider's authorization URL and the state the browser keeps in its cookie. */
export async function startLogin(
  db: Kysely<Database>,
  key: KeyObject,
  input: { companyId: number; loginHint?: string; redirectUri: string },
): Promise<{ url: string; state: string }> {
  const client = await openIdClient();
  const { config } = await providerOf(db, key, input.companyId);
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  await db.deleteFrom('sso_flows').where('expires_at', '<', new Date()).execute();
  await db
    .insertInto('sso_flows')
    .values({
      state_hash: sha256(state),
      company_id: input.companyId,
      code_verifier: verifier,
      nonce,
      expires_at: new Date(Date.now() + FLOW_TTL_SECONDS * 1000),
    })
    .execute();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: input.redirectUri,
    scope: SCOPE,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...(input.loginHint ? { login_hint: input.loginHint } : {}),
  });
  return { url: url.href, state };
}

/** The flow of this state, taken once (a replayed callback finds nothing). */
async function takeFlow(db: Kysely<Database>, state: string | undefined, cookieState: string | undefined) {
  if (!state || !cookieState || state !== cookieState) throw new SsoProblem('state_mismatch');
  const flow = await db
    .deleteFrom('sso_flows')
    .where('state_hash', '=', sha256(state))
    .returning(['company_id', 'code_verifier', 'nonce', 'expires_at'])
    .executeTakeFirst();
  if (!flow || flow.expires_at.getTime() < Date.now()) throw new SsoProblem('state_mismatch');
  return flow;
}

/** Trades the code for tokens; openid-client's refusals become the codes the login page explains. */
async function grant(
  config: Configuration,
  currentUrl: URL,
  checks: { verifier: string; state: string; nonce: string },
) {
  const client = await openIdClient();
  try {
    return await client.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: checks.verifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'OAUTH_JWT_CLAIM_COMPARISON_FAILED')
      throw new SsoProblem('state_mismatch', (error as Error).message);
    if (
      error instanceof client.ResponseBodyError ||
      error instanceof client.AuthorizationResponseError ||
      code.startsWith('OAUTH_')
    ) {
      throw new SsoProblem('failed', (error as Error).message);
    }
    throw new SsoProblem('provider_unavailable', (error as Error).message);
  }
}

/** The person the ID token names (e-mail from the userinfo endpoint when the token carries none). */
async function personOf(
  config: Configuration,
  issuer: string,
  tokens: Awaited<ReturnType<typeof grant>>,
): Promise<SsoPerson> {
  const client = await openIdClient();
  const claims = tokens.claims();
  if (!claims) throw new SsoProblem('failed', 'no ID token');
  let info: Record<string, unknown> = claims;
  if (typeof claims.email !== 'string')
    info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
  const email = typeof info.email === 'string' ? info.email.trim().toLowerCase() : '';
  // an address the provider says it has not verified proves nothing about the person
  if (!email || info.email_verified === false) throw new SsoProblem('wrong_domain', 'no verified e-mail');
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return {
    issuer,
    subject: claims.sub,
    email,
    firstName: text(info.given_name),
    lastName: text(info.family_name),
  };
}

/** Completes a login; returns the one-time ticket for POST sso/session. */
export async function finishLogin(
  db: Kysely<Database>,
  key: KeyObject,
  input: { currentUrl: URL; state?: string; cookieState?: string; error?: string },
): Promise<{ ticket: string; userId: number }> {
  const flow = await takeFlow(db, input.state, input.cookieState);
  if (input.error) throw new SsoProblem('failed', `provider answered ${input.error}`);
  const { config, issuer, domains } = await providerOf(db, key, flow.company_id);
  const tokens = await grant(config, input.currentUrl, {
    verifier: flow.code_verifier,
    state: input.state!,
    nonce: flow.nonce,
  });
  const person = await personOf(config, issuer, tokens);
  if (!domains.includes(person.email.split('@').pop() ?? '')) throw new SsoProblem('wrong_domain');
  const ticket = randomBytes(32).toString('base64url');
  const { userId } = await db.transaction().execute(async (tx) => {
    const result = await provisionUser(tx, flow.company_id, person);
    await tx
      .insertInto('sso_tickets')
      .values({
        ticket_hash: sha256(ticket),
        user_id: result.userId,
        expires_at: new Date(Date.now() + TICKET_TTL_SECONDS * 1000),
      })
      .execute();
    await recordAudit(tx, {
      actorId: result.userId,
      targetUserId: result.userId,
      action: 'sso.login',
      subject: `company:${flow.company_id}`,
      after: { issuer, created: result.created },
    });
    return result;
  });
  return { ticket, userId };
}

/** The user of a ticket, used up on the way; undefined for an unknown, used or expired ticket. */
export async function redeemTicket(db: Kysely<Database>, ticket: string): Promise<number | undefined> {
  const row = await db
    .deleteFrom('sso_tickets')
    .where('ticket_hash', '=', sha256(ticket))
    .returning(['user_id', 'expires_at'])
    .executeTakeFirst();
  return row && row.expires_at.getTime() >= Date.now() ? row.user_id : undefined;
}
