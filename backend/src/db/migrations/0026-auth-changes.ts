// Announces every write that can change what a token check reads (issue 16: a process keeps its token checks,
// modules/auth/token-user-cache.ts). The token check reads the user's e-mail, roles, token version and e-mail
// verification, whether one of their subscriptions grants access, and the revoked token ids. Each write to those
// sends `NOTIFY officefit_auth` with the user's id once its transaction commits (a rolled-back write sends
// nothing); a truncate sends '*'. Every backend process listens and forgets what it kept of that user.
import { type Kysely, sql } from 'kysely';

/** The channel the triggers below notify on (a migration keeps its own copy: modules/auth listens on it). */
const AUTH_CHANGES_CHANNEL = 'officefit_auth';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    // TG_ARGV[0] names the row's user id column (id on users, user_id elsewhere)
    `create function auth_changed() returns trigger language plpgsql as $$
    declare
      changed text;
    begin
      if tg_op <> 'INSERT' then
        changed := to_jsonb(old) ->> tg_argv[0];
        if changed is not null then perform pg_notify('${AUTH_CHANGES_CHANNEL}', changed); end if;
      end if;
      if tg_op <> 'DELETE' then
        changed := to_jsonb(new) ->> tg_argv[0];
        if changed is not null then perform pg_notify('${AUTH_CHANGES_CHANNEL}', changed); end if;
      end if;
      return null;
    end $$`,
    `create function auth_truncated() returns trigger language plpgsql as $$
    begin
      perform pg_notify('${AUTH_CHANGES_CHANNEL}', '*');
      return null;
    end $$`,
    `create trigger users_auth after update of email, roles, token_version, email_verified_at or delete on users
      for each row execute function auth_changed('id')`,
    `create trigger subscriptions_auth after insert or update or delete on subscriptions
      for each row execute function auth_changed('user_id')`,
    `create trigger revoked_tokens_auth after insert on revoked_tokens
      for each row execute function auth_changed('user_id')`,
    ...['users', 'subscriptions', 'revoked_tokens'].map(
      (table) => `create trigger ${table}_auth_truncate after truncate on ${table}
        for each statement execute function auth_truncated()`,
    ),
  ]) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['users', 'subscriptions', 'revoked_tokens']) {
    await sql.raw(`drop trigger ${table}_auth on ${table}`).execute(db);
    await sql.raw(`drop trigger ${table}_auth_truncate on ${table}`).execute(db);
  }
  await sql.raw('drop function auth_changed()').execute(db);
  await sql.raw('drop function auth_truncated()').execute(db);
}
