// Mails of the profile in the user's language (plain text; Sie-form in German).
import type { Lang } from '../../shared/domain';
import { type MailText, personalMail } from '../../shared/mail-text';

/** Site-relative link that confirms an e-mail change; the mail sender puts the site's address in front. */
export function emailChangeLink(key: string): string {
  return `/profile/email-confirm?key=${encodeURIComponent(key)}`;
}

/** To the new address: the confirmation link. */
export function emailChangeMail(
  lang: Lang,
  name: string,
  newEmail: string,
  link: string,
  hours: number,
): MailText {
  if (lang === 'en-US') {
    return personalMail(lang, name, 'Please confirm your new e-mail address for officefit', [
      `please confirm that ${newEmail} is your new e-mail address with this link (valid for ${hours} hours, once):`,
      '',
      link,
      '',
      'Until then you keep logging in with your previous address.',
    ]);
  }
  return personalMail(lang, name, 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse für officefit', [
    `bitte bestätigen Sie mit diesem Link, dass ${newEmail} Ihre neue E-Mail-Adresse ist (${hours} Stunden gültig, einmal nutzbar):`,
    '',
    link,
    '',
    'Bis dahin melden Sie sich weiter mit Ihrer bisherigen Adresse an.',
  ]);
}

/** To the old address: a change was requested (so a stranger's change does not go unnoticed). */
export function emailChangeNotice(lang: Lang, name: string, newEmail: string): MailText {
  if (lang === 'en-US') {
    return personalMail(lang, name, 'Your officefit e-mail address is about to change', [
      `a change of your e-mail address to ${newEmail} was requested. It takes effect once the link we sent there is opened.`,
      'If this was not you, please change your password now.',
    ]);
  }
  return personalMail(lang, name, 'Ihre E-Mail-Adresse bei officefit soll geändert werden', [
    `es wurde beantragt, Ihre E-Mail-Adresse auf ${newEmail} zu ändern. Die Änderung gilt, sobald der dorthin gesendete Link geöffnet wird.`,
    'Falls Sie das nicht waren, ändern Sie bitte jetzt Ihr Passwort.',
  ]);
}
