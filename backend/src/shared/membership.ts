// The one rule of "this membership grants access now" (issue 11), shared by the token user (abo guard), me and
// the article access: a running period — active, a confirmed extension that has started, or cancelled but not
// yet at its end date. Expiry is read from the dates, so nothing has to run at midnight for access to end.
import { type RawBuilder, sql } from 'kysely';

/** Stored states whose period grants access between starts_at and ends_at. */
export const ACCESS_STATES = ['active', 'extension', 'cancelled'] as const;

/** SQL: the subscription row `alias` grants access now. */
export function grantsAccess(alias: string): RawBuilder<boolean> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<boolean>`(${column('status')} in ('active', 'extension', 'cancelled') and ${column('starts_at')} <= now() and (${column('ends_at')} is null or ${column('ends_at')} > now()))`;
}

/** SQL: the user row `userAlias` holds a subscription that grants access now. */
export function holdsAccess(userAlias: string): RawBuilder<boolean> {
  return sql<boolean>`exists (select s.id from subscriptions s where s.user_id = ${sql.ref(`${userAlias}.id`)} and ${grantsAccess('s')})`;
}

/** SQL: the state of the subscription row `alias` as the API shows it now (expiry and start read from dates). */
export function effectiveState(alias: string): RawBuilder<string> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<string>`(case when ${column('status')} in ('active', 'extension', 'cancelled') and ${column('ends_at')} <= now() then 'expired' when ${column('status')} = 'extension' and ${column('starts_at')} <= now() then 'active' else ${column('status')} end)`;
}
