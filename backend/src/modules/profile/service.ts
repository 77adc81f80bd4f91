// Business rules of /profile: the profile fields (one transaction, the sub-category must belong to the user's
// company), the avatar, e-mail change with re-verification, password change that ends the other sessions, and
// the absence. Errors are WordPress-style AppErrors.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type {
  AbsenceBody,
  AbsenceState,
  ChangeEmailBody,
  ChangePasswordBody,
  EmailChangeResponse,
  Profile,
  UpdateProfileBody,
} from '../../shared/domain';
import { AppError } from '../../shared/errors';
import { type JwtOptions, signAccessToken } from '../../shared/jwt';
import { consumeMailedKey, issueMailedKey } from '../../shared/mailed-keys';
import { hashPassword, verifyPassword } from '../../shared/password';
import { type FileStorage, storePublicImage } from '../../shared/storage';
import { revokeTokens, toTokenResponse, type TokenResponse } from '../auth';
import type { Outbox } from '../contact';
import { VERIFICATION_TTL_SECONDS } from '../membership';
import { AVATAR_IMAGE, avatarUrl } from './avatar';
import { emailChangeLink, emailChangeMail, emailChangeNotice } from './mail';
import * as repo from './repository';

/** E-mail change mails per account and hour. */
const EMAIL_CHANGES_PER_HOUR = 3;

export interface ProfileServiceDeps {
  db: Kysely<Database>;
  outbox: Outbox;
  storage: FileStorage;
  jwt: JwtOptions;
}

const invalidUser = () => new AppError('not_found', 'rest_user_invalid_id', 'Invalid user ID.');

/** A wrong password as a field error, so the form can show it at the field. */
const wrongPassword = (field: string, code: string, message: string) =>
  new AppError('invalid_data', code, message, { params: { [field]: message } });

async function toProfile(db: repo.Db, row: repo.ProfileRow): Promise<Profile> {
  const [subcategories, pendingEmail] = await Promise.all([
    repo.subcategoriesOf(db, row.company_id),
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

export function createProfileService({ db, outbox, storage, jwt }: ProfileServiceDeps) {
  async function getProfile(userId: number): Promise<Profile> {
    const row = await repo.findProfileRow(db, userId);
    if (!row) throw invalidUser();
    return toProfile(db, row);
  }

  return {
    getProfile,

    async updateProfile(userId: number, body: UpdateProfileBody): Promise<Profile> {
      await db.transaction().execute(async (tx) => {
        const row = await repo.findProfileRow(tx, userId, true);
        if (!row) throw invalidUser();
        const { height, weight, newsletter, subcategory_id: subcategory, ...fields } = body;
        if (subcategory != null && !(await repo.subcategoryBelongs(tx, subcategory, row.company_id))) {
          const message = 'This location or department does not belong to your company.';
          throw new AppError('invalid_data', 'subcategory_invalid', message, {
            params: { subcategory_id: message },
          });
        }
        await repo.updateUser(tx, userId, {
          ...fields,
          ...(subcategory !== undefined && { subcategory_id: subcategory }),
          ...(newsletter !== undefined && { newsletter: newsletter ? 1 : 0 }),
        });
        if (height !== undefined || weight !== undefined) {
          const body = {
            ...(height !== undefined && { height }),
            ...(weight !== undefined && { weight: weight === null ? null : Math.round(weight * 10) / 10 }),
          };
          await repo.upsertBodyData(tx, userId, body);
        }
      });
      return getProfile(userId);
    },

    /** Stores the re-encoded avatar, then points the user at it and removes the previous file. */
    async saveAvatar(userId: number, file: Express.Multer.File | undefined): Promise<Profile> {
      if (!file) {
        throw new AppError('invalid_data', 'rest_upload_no_data', 'No data supplied.', {
          params: { file: 'Please choose an image.' },
        });
      }
      await storePublicImage(storage, file.buffer, AVATAR_IMAGE, ({ key }) =>
        db.transaction().execute(async (tx) => {
          const row = await repo.findProfileRow(tx, userId, true);
          if (!row) throw invalidUser();
          await repo.updateUser(tx, userId, { avatar_key: key, avatar: avatarUrl(key) });
          return { result: undefined, replacedKey: row.avatar_key };
        }),
      );
      return getProfile(userId);
    },

    async deleteAvatar(userId: number): Promise<Profile> {
      const previous = await db.transaction().execute(async (tx) => {
        const row = await repo.findProfileRow(tx, userId, true);
        if (!row) throw invalidUser();
        await repo.updateUser(tx, userId, { avatar_key: null, avatar: null });
        return row.avatar_key;
      });
      if (previous) await storage.delete(previous);
      return getProfile(userId);
    },

    /** The bytes of an avatar by its public file name, or not_found. */
    async avatar(file: string): Promise<Buffer> {
      const stored = await storage.get(`avatars/${file}`);
      if (!stored) throw new AppError('not_found', 'rest_avatar_invalid', 'Invalid avatar.');
      return stored.body;
    },

    /**
     * Mails a single-use link to the new address (and a notice to the old one); the old address keeps working
     * until the link is opened. The password confirms that the account owner asks.
     */
    async requestEmailChange(userId: number, body: ChangeEmailBody): Promise<EmailChangeResponse> {
      await db.transaction().execute(async (tx) => {
        const row = await repo.findProfileRow(tx, userId, true);
        if (!row) throw invalidUser();
        if (!(await verifyPassword(body.password, row.password_hash))) {
          throw wrongPassword('password', 'incorrect_password', 'The password is not correct.');
        }
        if (body.email === row.email) {
          const message = 'This is already your e-mail address.';
          throw new AppError('invalid_data', 'email_unchanged', message, { params: { email: message } });
        }
        if (await repo.emailTaken(tx, body.email, userId)) {
          const message = 'This e-mail address is already registered.';
          throw new AppError('conflict', 'existing_user_email', message, { params: { email: message } });
        }
        if ((await repo.countEmailChangesSince(tx, userId, 3600)) >= EMAIL_CHANGES_PER_HOUR) {
          throw new AppError(
            'too_many_requests',
            'too_many_requests',
            'Too many requests. Please try again later.',
            {
              headers: { 'Retry-After': '3600' },
            },
          );
        }
        // only the newest link works
        await repo.closeEmailChanges(tx, userId);
        const key = await issueMailedKey(
          tx,
          'email_change_requests',
          { user_id: userId, new_email: body.email },
          VERIFICATION_TTL_SECONDS,
        );
        const name = row.first_name || row.email;
        const hours = VERIFICATION_TTL_SECONDS / 3600;
        const mail = emailChangeMail(row.lang, name, body.email, emailChangeLink(key), hours);
        await outbox.queue(tx, { kind: 'email_change', recipient: body.email, lang: row.lang, ...mail });
        const notice = emailChangeNotice(row.lang, name, body.email);
        await outbox.queue(tx, {
          kind: 'email_change_notice',
          recipient: row.email,
          lang: row.lang,
          ...notice,
        });
      });
      return { pending_email: body.email };
    },

    /** Applies the change of the link's key: the new address counts as verified; the link works once. */
    async confirmEmailChange(key: string): Promise<{ email: string }> {
      return db.transaction().execute(async (tx) => {
        // the request's key is used, and every other open request of the user ends with it
        const stored = await consumeMailedKey(tx, 'email_change_requests', key);
        if (!stored) {
          throw new AppError(
            'invalid_data',
            'email_change_link_invalid',
            'This link is invalid or has expired. Please request the change again.',
          );
        }
        if (await repo.emailTaken(tx, stored.new_email, stored.user_id)) {
          throw new AppError('conflict', 'existing_user_email', 'This e-mail address is already registered.');
        }
        await repo.updateUser(tx, stored.user_id, {
          email: stored.new_email,
          email_verified_at: new Date(),
        });
        return { email: stored.new_email };
      });
    },

    /**
     * Checks the old password, stores the new one and raises the token version: every token issued before is
     * refused from now on. The answer carries a fresh token so this session goes on.
     */
    async changePassword(userId: number, body: ChangePasswordBody): Promise<TokenResponse> {
      const row = await repo.findProfileRow(db, userId);
      if (!row) throw invalidUser();
      if (!(await verifyPassword(body.old_password, row.password_hash))) {
        // the spec's message (§8 "Error during password change")
        throw wrongPassword('old_password', 'password_change_failed', 'Error during password change');
      }
      const hash = await hashPassword(body.new_password);
      const version = await db.transaction().execute(async (tx) => {
        await repo.findProfileRow(tx, userId, true);
        await repo.updateUser(tx, userId, { password_hash: hash });
        await revokeTokens(tx, userId);
        const updated = await repo.findProfileRow(tx, userId);
        return updated!.token_version;
      });
      return toTokenResponse(row, signAccessToken(userId, jwt, version));
    },

    async setAbsence(userId: number, absence: AbsenceBody | null): Promise<AbsenceState> {
      await repo.setAbsence(db, userId, absence);
      return repo.absenceOf(db, userId);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
