// The password-reset mail in the user's language (plain text).
import type { Lang } from '../../shared/domain';
import { type MailText, personalMail } from '../../shared/mail-text';

/** Site-relative link of the reset form; the mail sender puts the site's address in front. */
export function resetLink(key: string, email: string): string {
  return `/password_lost?key=${encodeURIComponent(key)}&login=${encodeURIComponent(email)}`;
}

/** Subject and body of the reset mail; `validMinutes` is how long the link works. */
export function passwordResetMail(
  lang: Lang,
  user: { first_name: string; email: string },
  link: string,
  validMinutes: number,
): MailText {
  if (lang === 'en-US') {
    return personalMail(lang, user.first_name || user.email, 'Reset your officefit password', [
      `someone asked to reset the password of the officefit account ${user.email}.`,
      `You can choose a new password with this link (valid for ${validMinutes} minutes, once):`,
      '',
      link,
      '',
      'If that was not you, just ignore this e-mail: your password stays as it is.',
    ]);
  }
  return personalMail(lang, user.first_name || user.email, 'Ihr officefit-Passwort zurücksetzen', [
    `für das officefit-Konto ${user.email} wurde ein neues Passwort angefordert.`,
    `Mit diesem Link können Sie ein neues Passwort festlegen (${validMinutes} Minuten gültig, einmal nutzbar):`,
    '',
    link,
    '',
    'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail einfach: Ihr Passwort bleibt, wie es ist.',
  ]);
}
