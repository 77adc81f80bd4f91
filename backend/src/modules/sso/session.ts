// The session an SSO login ends in: the same token answer (and account effects) as the password login.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../shared/errors';
import { type JwtOptions, signAccessToken } from '../../shared/jwt';
import { toTokenResponse, type TokenResponse } from '../auth';
import { cancelDeletionOnLogin } from '../privacy';
import { redeemTicket } from './flow';

export async function sessionForTicket(
  db: Kysely<Database>,
  jwt: JwtOptions,
  ticket: string,
): Promise<TokenResponse> {
  const userId = await redeemTicket(db, ticket);
  const user =
    userId === undefined
      ? undefined
      : await db
          .selectFrom('users')
          .select(['id', 'email', 'password_hash', 'first_name', 'last_name', 'nickname', 'token_version'])
          .where('id', '=', userId)
          .where('erased_at', 'is', null)
          .executeTakeFirst();
  if (!user) throw new AppError('forbidden', 'sso_ticket_invalid', 'This sign-in link is no longer valid.');
  const response = toTokenResponse(user, signAccessToken(user.id, jwt, user.token_version));
  // like the password login: signing in during the deletion grace period means the user is back
  if (await cancelDeletionOnLogin(db, user.id)) return { ...response, deletion_cancelled: true };
  return response;
}

/**
 * Whether the user's company has turned password login off (its users sign in with SSO only): by the company the
 * user belongs to, or by the domain of their e-mail address.
 */
export async function passwordLoginRefused(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('company_sso as s', (join) =>
      join.on((eb) =>
        eb.or([
          eb('s.company_id', '=', eb.ref('u.company_id')),
          eb(eb.fn('split_part', ['u.email', eb.val('@'), eb.val(2)]), '=', eb.fn.any('s.email_domains')),
        ]),
      ),
    )
    .select('s.company_id')
    .where('u.id', '=', userId)
    .where('s.password_login', '=', false)
    .executeTakeFirst();
  return row !== undefined;
}
