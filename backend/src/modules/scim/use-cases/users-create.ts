// SCIM Users POST: a new member of the company; active ones take a seat and get the welcome mail.
import { NO_PASSWORD, welcomeMail } from '../../companies';
import type { ScimUserBody } from '../schemas';
import { activate } from '../seats';
import { get } from './users-read';
import { changesOfBody, emailFree, type ScimUser, type ScimUsersDeps, write } from './users-context';

export async function create(
  deps: ScimUsersDeps,
  companyId: number,
  body: ScimUserBody,
  base: string,
): Promise<ScimUser> {
  const changes = changesOfBody(body);
  const id = await write(deps, async (tx) => {
    await emailFree(tx, body.userName, null);
    const user = await tx
      .insertInto('users')
      .values({
        email: body.userName,
        password_hash: NO_PASSWORD,
        first_name: changes.first_name ?? '',
        last_name: changes.last_name ?? '',
        lang: changes.lang,
        roles: ['subscriber'],
        company_id: companyId,
        // the company's own directory names its employees: confirmed members (companies/members.ts)
        company_confirmed_at: new Date(),
        scim_external_id: changes.externalId ?? null,
        deactivated_at: changes.active ? null : new Date(),
      })
      .returning(['id', 'email', 'first_name', 'lang'])
      .executeTakeFirstOrThrow();
    if (!changes.active) return user.id;
    await activate(tx, user.id, companyId);
    const mail = welcomeMail(user.lang, user.first_name, user.email);
    await deps.outbox.queue(tx, { kind: 'account_created', recipient: user.email, lang: user.lang, ...mail });
    return user.id;
  });
  return get(deps, companyId, id, base);
}
