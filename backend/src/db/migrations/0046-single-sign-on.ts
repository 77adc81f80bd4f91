// Issue 37: single sign-on with OpenID Connect. One identity provider per company (client secret sealed with
// AES-256-GCM under a key derived from the JWT secret), the link of a provider's subject to our user, the
// short-lived state of a login in progress (PKCE verifier, nonce) and the one-time ticket the app trades for its
// session after the provider sent the user back.
import { type Kysely, sql } from 'kysely';

const STATEMENTS = [
  `create table company_sso (
    company_id integer primary key references companies (id) on delete cascade,
    issuer text not null check (issuer ~ '^https?://' and length(issuer) <= 500),
    client_id text not null check (length(client_id) between 1 and 255),
    client_secret_sealed text not null,
    email_domains text[] not null check (cardinality(email_domains) between 1 and 20),
    password_login boolean not null default true,
    updated_at timestamptz not null default now()
  )`,
  `create table sso_identities (
    issuer text not null,
    subject text not null,
    user_id integer not null references users (id) on delete cascade,
    company_id integer not null references companies (id) on delete cascade,
    created_at timestamptz not null default now(),
    last_login_at timestamptz not null default now(),
    primary key (issuer, subject)
  )`,
  `create index sso_identities_user_id_idx on sso_identities (user_id)`,
  `create table sso_flows (
    state_hash text primary key check (state_hash ~ '^[0-9a-f]{64}$'),
    company_id integer not null references companies (id) on delete cascade,
    code_verifier text not null,
    nonce text not null,
    expires_at timestamptz not null
  )`,
  `create table sso_tickets (
    ticket_hash text primary key check (ticket_hash ~ '^[0-9a-f]{64}$'),
    user_id integer not null references users (id) on delete cascade,
    expires_at timestamptz not null
  )`,
];

/** Applies the changes above. One statement per call (PGlite). */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

/** Reverts up(). */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sso_tickets', 'sso_flows', 'sso_identities', 'company_sso']) {
    await sql.raw(`drop table if exists ${table}`).execute(db);
  }
}
