// What every profile use case shares: the deps, the errors of a missing user and a wrong password, and the
// profile as the user sees it.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Profile } from '../../../shared/domain';
import { AppError } from '../../../shared/errors';
import type { JwtOptions } from '../../../shared/jwt';
import type { FileStorage } from '../../../shared/storage';
import type { Outbox } from '../../contact';
import * as repo from '../repository';
import { subcategoryChoices } from '../../companies';

export interface ProfileServiceDeps {
  db: Kysely<Database>;
  outbox: Outbox;
  storage: FileStorage;
  jwt: JwtOptions;
}

export const invalidUser = () => new AppError('not_found', 'rest_user_invalid_id', 'Invalid user ID.');

/** A wrong password as a field error, so the form can show it at the field. */
export const wrongPassword = (field: string, code: string, message: string) =>
  new AppError('invalid_data', code, message, { params: { [field]: message } });

export async function toProfile(db: repo.Db, row: repo.ProfileRow): Promise<Profile> {
  const [subcategories, pendingEmail] = await Promise.all([
    subcategoryChoices(db, row.company_id),
    repo.pendingEmailOf(db, row.id),
  ]);
  return {
    first_name: row.first_name,
    last_name: row.last_name,
    nickname: row.nickname,
    email: row.email,
    pending_email: pendingEmail,
    birthdate: row.birthdate,
    gender: row.gender,
    height: row.height,
    weight: row.weight === null ? null : Number(row.weight),
    job_category: row.job_category,
    subcategory_id: row.subcategory_id,
    subcategories,
    phone_number: row.phone_number,
    lang: row.lang,
    newsletter: row.newsletter === 1,
    avatar: row.avatar,
    deletion_due: row.deletion_due_at?.toISOString() ?? null,
    health_consent: row.health_consent === true,
    pain_consent: row.health_consent === true && row.pain_consent === true,
  };
}
