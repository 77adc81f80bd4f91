// A company's access codes (seats); the membership module redeems them.
import { futureEndOfDay as validThrough } from '../../kernel';
import { unguessableCode } from '../../../shared/codes';
import type { AccessCodeCreateBody, CompanyDetail } from '../../../shared/domain';
import { AppError } from '../../../shared/errors';
import * as repo from '../repository';
import { detail } from './companies';
import { type CompaniesDeps, notFound, requireCompany, unique } from './context';

/** The end of a validity day, refused when that day is already over (creating and changing a code alike). */
const futureEndOfDay = ({ now }: CompaniesDeps, date: string): string => validThrough(date, now());

export async function addAccessCode(
  deps: CompaniesDeps,
  companyId: number,
  body: AccessCodeCreateBody,
): Promise<CompanyDetail> {
  await requireCompany(deps, companyId);
  const validUntil = futureEndOfDay(deps, body.valid_until);
  await unique(
    () =>
      repo.insertAccessCode(deps.db, {
        company_id: companyId,
        // without a code of the staff's own: a readable one nobody can guess
        code: body.code ?? unguessableCode(),
        seats: body.seats,
        valid_until: validUntil,
      }),
    'access_code_used',
    'This access code exists already.',
  );
  return detail(deps, companyId);
}

/** Seats cannot drop below the seats taken (the table's CHECK says the same; this answers it in words). */
export async function updateAccessCode(
  deps: CompaniesDeps,
  companyId: number,
  id: number,
  body: { seats?: number; valid_until?: string },
): Promise<CompanyDetail> {
  const { db } = deps;
  if (body.seats === undefined && body.valid_until === undefined) {
    const code = await repo.findAccessCode(db, companyId, id);
    if (!code) throw notFound('access_code_not_found', 'Access code not found.');
    return detail(deps, companyId);
  }
  const changed = await repo.updateAccessCode(db, companyId, id, {
    ...(body.seats !== undefined && { seats: body.seats }),
    ...(body.valid_until !== undefined && { valid_until: futureEndOfDay(deps, body.valid_until) }),
  });
  if (!changed) {
    const exists = await repo.findAccessCode(db, companyId, id);
    if (!exists) throw notFound('access_code_not_found', 'Access code not found.');
    throw new AppError('conflict', 'seats_below_used', `${exists.seats_used} seats are taken already.`);
  }
  return detail(deps, companyId);
}
