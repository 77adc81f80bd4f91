// Staff create one user (the create form), optionally into a company with a location/department and a company
// membership for the given months.
import type { CreateUserBody, CreatedUser } from '../../../shared/domain';
import { AppError } from '../../../shared/errors';
import type { UsersDeps } from './context';
import { existingEmail, insertUsers, isUniqueViolation, requireCompanyRow } from './new-users';

export async function create(deps: UsersDeps, staffId: number, body: CreateUserBody): Promise<CreatedUser> {
  const { db } = deps;
  const companyId = body.company_id ?? null;
  if (companyId !== null) await requireCompanyRow(deps, companyId);
  if (body.subcategory_id != null) {
    const sub = await db
      .selectFrom('company_subcategories')
      .select('id')
      .where('company_id', '=', companyId!)
      .where('id', '=', body.subcategory_id)
      .executeTakeFirst();
    if (!sub) {
      throw new AppError('invalid_data', 'rest_invalid_param', 'Invalid parameter(s): subcategory_id', {
        params: { subcategory_id: 'The location or department does not belong to the company.' },
      });
    }
  }
  if (body.role === 'company_owner' && companyId === null) {
    throw new AppError('invalid_data', 'rest_invalid_param', 'Invalid parameter(s): role', {
      params: { role: 'An account owner needs a company.' },
    });
  }
  const taken = await db.selectFrom('users').select('id').where('email', '=', body.email).executeTakeFirst();
  if (taken) throw existingEmail();
  try {
    const [user] = await db
      .transaction()
      .execute((trx) =>
        insertUsers(
          deps,
          trx,
          [{ fields: body, companyId, subcategoryId: body.subcategory_id ?? null }],
          companyId === null ? null : (body.membership_months ?? null),
          staffId,
        ),
      );
    return user!;
  } catch (error) {
    // a registration with the same address won the race
    if (isUniqueViolation(error)) throw existingEmail();
    throw error;
  }
}
