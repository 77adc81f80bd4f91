import { MAIL_KINDS } from '@officefit/domain';

const KINDS: readonly string[] = MAIL_KINDS;

/**
 * The i18n key (namespace admin) naming a mail kind of the backend's outbox. Every kind of MAIL_KINDS has a name in
 * both languages (a test checks); an older, unknown one is "other", so no screen shows a raw code (#39).
 */
export function mailKindKey(kind: string): string {
  return `outbox.kinds.${KINDS.includes(kind) ? kind : 'other'}`;
}
