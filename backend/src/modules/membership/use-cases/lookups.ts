// The public lookups of the registration form: a company access code, and whether an e-mail has an account.
import type { AccessCodeResponse } from '../../../shared/domain';
import type { AppError } from '../../../shared/errors';
import * as repo from '../repository';
import type { Db } from '../repository';
import { CHECK_EMAIL_LIMIT, fail, type MembershipContext, throttle } from './context';
import { subcategoryChoices } from '../../companies';

export async function accessCode(
  ctx: MembershipContext,
  code: string,
  client: string,
): Promise<AccessCodeResponse> {
  const { db, guesses } = ctx;
  await throttle(ctx, 'access-code', client);
  await guesses.refuse(client, code);
  const found = await repo.accessCodeByCode(db, code);
  if (!found || !found.valid || found.full) {
    const problem = await accessCodeProblem(db, code);
    await guesses.countMiss(problem, client, code);
    throw problem;
  }
  const subcategories = await subcategoryChoices(db, found.company_id);
  return { company: { id: found.company_id, name: found.company_name }, subcategories };
}

export async function checkEmail(
  ctx: MembershipContext,
  email: string,
  client: string,
): Promise<{ exists: boolean }> {
  await throttle(ctx, 'check-email', client, CHECK_EMAIL_LIMIT);
  return { exists: await repo.emailExists(ctx.db, email) };
}

/** Why no seat could be taken: unknown, outside its validity, or full. */
export async function accessCodeProblem(tx: Db, code: string): Promise<AppError> {
  const found = await repo.accessCodeByCode(tx, code);
  if (!found) return fail('not_found', 'access_code_invalid', 'This access code is not valid.');
  if (!found.valid) return fail('not_found', 'access_code_expired', 'This access code has expired.', 410);
  return fail('conflict', 'access_code_full', 'This access code has no free places left.');
}
