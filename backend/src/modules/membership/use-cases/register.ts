// Registration (issue 11): the account, its access and the verification mail in one transaction; a retry with the
// same Idempotency-Key answers what the first request answered.
import { type RegistrationBody, type RegistrationResponse, toLang } from '../../../shared/domain';
import { AppError } from '../../../shared/errors';
import { signAccessToken } from '../../../shared/jwt';
import { logger } from '../../../shared/logger';
import { hashPassword, verifyPassword } from '../../../shared/password';
import { toTokenResponse } from '../../auth';
import { claimKey, type IdempotencyScope, requestHash, storeAnswer } from '../idempotency';
import { toMembership } from '../mappers';
import * as repo from '../repository';
import type { Db } from '../repository';
import { type Answer, fail, type MembershipContext, throttle } from './context';
import { grantAccess } from './grant-access';
import { queueVerification } from './verification';

type Stored = Pick<RegistrationResponse, 'membership'>;

export async function register(
  ctx: MembershipContext,
  body: RegistrationBody,
  idempotencyKey: string | undefined,
  client: string,
): Promise<Answer<RegistrationResponse>> {
  const { db, guesses } = ctx;
  // registrations per client, like the other public calls; codes are checked against guessing first
  await throttle(ctx, 'registration', client, ctx.registrationLimit);
  const code = body.access.type === 'company' || body.access.type === 'voucher' ? body.access.code : null;
  if (code !== null) await guesses.refuse(client, code);
  const { password, ...rest } = body;
  const passwordHash = await hashPassword(password);
  const scope: IdempotencyScope | null = idempotencyKey
    ? { scope: 'registration', ownerId: 0, key: idempotencyKey }
    : null;
  const result = await db
    .transaction()
    .execute(async (tx) => {
      if (scope) {
        // the password is not part of the stored hash; a replay checks it against the account instead
        const replay = await claimKey(tx, scope, requestHash(rest));
        if (replay) return { replay, userId: undefined, stored: undefined };
      }
      const { userId, stored } = await createAccount(ctx, tx, body, passwordHash);
      if (scope) await storeAnswer(tx, scope, { status: 201, response: stored, userId });
      return { replay: null, userId, stored };
    })
    .catch(async (error: unknown) => {
      if (isUniqueViolation(error, 'users_email_key')) throw emailExists();
      if (code !== null) await guesses.countMiss(error, client, code);
      if (error instanceof AppError) throw error;
      logger.error({ err: error }, 'registration failed');
      throw fail('internal', 'registration_failed', 'Error during registration');
    });

  const replay = result.replay;
  const userId = replay ? replay.userId : result.userId;
  const stored = (replay ? replay.response : result.stored) as Stored;
  const user = userId === null || userId === undefined ? undefined : await repo.userById(db, userId);
  if (!user) throw fail('internal', 'registration_failed', 'Error during registration');
  if (replay && !(await verifyPassword(password, user.password_hash))) {
    throw fail(
      'conflict',
      'idempotency_key_reused',
      'This Idempotency-Key was already used for another request.',
    );
  }
  const token = signAccessToken(user.id, ctx.jwt, user.token_version);
  return {
    status: replay ? replay.status : 201,
    body: { ...toTokenResponse(user, token), membership: stored.membership },
  };
}

/** The account, its access (with its history entry) and the verification mail; the caller's transaction. */
async function createAccount(
  ctx: MembershipContext,
  tx: Db,
  body: RegistrationBody,
  passwordHash: string,
): Promise<{ userId: number; stored: Stored }> {
  if (await repo.emailExists(tx, body.email)) throw emailExists();
  const lang = toLang(body.lang);
  const user = await repo.insertUser(tx, {
    email: body.email,
    password_hash: passwordHash,
    first_name: body.first_name,
    last_name: body.last_name,
    nickname: body.nickname ?? null,
    birthdate: body.birthdate ?? null,
    gender: body.gender ?? null,
    job_category: body.job_category ?? null,
    phone_number: body.phone_number ?? null,
    lang,
    roles: ['subscriber'],
    email_verified_at: null,
  });
  const membershipId = await grantAccess(tx, user, body.access, ctx);
  const membership = (await repo.membershipById(tx, membershipId))!;
  await queueVerification(ctx, tx, user);
  return { userId: user.id, stored: { membership: toMembership(membership) } };
}

function emailExists(): AppError {
  return new AppError(
    'conflict',
    'registration_email_exists',
    'An account with this e-mail address exists already. Please log in.',
  );
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: name } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && (name === undefined || name === constraint);
}
