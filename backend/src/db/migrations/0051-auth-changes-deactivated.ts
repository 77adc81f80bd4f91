// The token check (modules/auth/token-user-cache.ts) reads users.deactivated_at since the company directory can
// switch an account off (SCIM, migration 0044): a change of it must reach every process like the other columns
// of migration 0026's trigger, or a reactivated employee's new token would be refused from a kept answer.
import { type Kysely, sql } from 'kysely';

function usersTrigger(columns: string): string {
  return `create trigger users_auth after update of ${columns} or delete on users
      for each row execute function auth_changed('id')`;
}

const BEFORE = 'email, roles, token_version, email_verified_at';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop trigger users_auth on users').execute(db);
  await sql.raw(usersTrigger(`${BEFORE}, deactivated_at`)).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop trigger users_auth on users').execute(db);
  await sql.raw(usersTrigger(BEFORE)).execute(db);
}
