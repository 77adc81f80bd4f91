// Mails of registration and membership in the user's language (plain text; Sie-form in German).
import {
  BUSINESS_TIME_ZONE,
  CANCELLATION_CONFIRM_PATH,
  EMAIL_VERIFICATION_PATH,
  type Lang,
} from '../../shared/domain';
import { type MailText, personalMail } from '../../shared/mail-text';

/** Site-relative link of the verification landing; the mail sender puts the site's address in front. */
export function verificationLink(key: string): string {
  return `${EMAIL_VERIFICATION_PATH}?key=${encodeURIComponent(key)}`;
}

/** The "confirm your e-mail address" mail; `validHours` is how long the link works. */
export function verificationMail(
  lang: Lang,
  user: { first_name: string; email: string },
  link: string,
  validHours: number,
): MailText {
  const name = user.first_name || user.email;
  if (lang === 'en-US') {
    return personalMail(lang, name, 'Please confirm your e-mail address for officefit', [
      `welcome to officefit! Please confirm that ${user.email} is your e-mail address with this link`,
      `(valid for ${validHours} hours, once):`,
      '',
      link,
      '',
      'Until then you can use officefit, but you cannot redeem fitness points.',
    ]);
  }
  return personalMail(lang, name, 'Bitte bestätigen Sie Ihre E-Mail-Adresse für officefit', [
    `willkommen bei officefit! Bitte bestätigen Sie mit diesem Link, dass ${user.email} Ihre E-Mail-Adresse ist`,
    `(${validHours} Stunden gültig, einmal nutzbar):`,
    '',
    link,
    '',
    'Bis dahin können Sie officefit nutzen, aber noch keine Fitnesspunkte einlösen.',
  ]);
}

/** Site-relative link that confirms a cancellation asked for without login. */
export function cancellationConfirmLink(key: string): string {
  return `${CANCELLATION_CONFIRM_PATH}?key=${encodeURIComponent(key)}`;
}

const dateTime = (lang: Lang, at: Date) =>
  new Intl.DateTimeFormat(lang, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: BUSINESS_TIME_ZONE,
  }).format(at);

/**
 * The receipt of a cancellation asked for without login (§ 312k BGB: confirmed at once, with the moment it was
 * received), with the link that makes it happen: the form proves nothing about who sent it, the mailbox does.
 */
export function cancellationRequestMail(
  lang: Lang,
  user: { first_name: string; email: string },
  request: { link: string; receivedAt: Date; validDays: number },
): MailText {
  const name = user.first_name || user.email;
  const received = dateTime(lang, request.receivedAt);
  if (lang === 'en-US') {
    return personalMail(lang, name, 'Please confirm your officefit cancellation', [
      `we received a cancellation of your officefit membership on ${received}.`,
      `To make sure it comes from you, please confirm it with this link (valid for ${request.validDays} days, once):`,
      '',
      request.link,
      '',
      'Your membership is cancelled when you confirm; you then receive the confirmation with its end date.',
      'If you did not ask for this, ignore this e-mail: nothing changes.',
    ]);
  }
  return personalMail(lang, name, 'Bitte bestätigen Sie Ihre Kündigung bei officefit', [
    `am ${received} ist eine Kündigung Ihrer officefit-Mitgliedschaft bei uns eingegangen.`,
    `Damit sicher ist, dass sie von Ihnen kommt, bestätigen Sie sie bitte mit diesem Link (${request.validDays} Tage gültig, einmal nutzbar):`,
    '',
    request.link,
    '',
    'Mit der Bestätigung ist Ihre Mitgliedschaft gekündigt; Sie erhalten dann die Kündigungsbestätigung mit dem Enddatum.',
    'Falls Sie nicht gekündigt haben, ignorieren Sie diese E-Mail: Es ändert sich nichts.',
  ]);
}

function formatDate(lang: Lang, date: Date | null): string {
  if (!date) return lang === 'en-US' ? 'immediately' : 'sofort';
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: BUSINESS_TIME_ZONE }).format(date);
}

function formatEuro(lang: Lang, cents: number): string {
  return new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** Confirmation of a cancellation (sent at once, also for a cancellation without login, § 312k BGB). */
export function cancellationMail(
  lang: Lang,
  user: { first_name: string; email: string },
  cancellation: {
    contractReference: string;
    endsAt: Date | null;
    /** Refunded for the running membership (cancelled in its first week). */
    refundCents: number;
    /** Refunded for a renewal paid for and cancelled before it started. */
    renewalRefundCents?: number;
    receivedAt: Date;
  },
): MailText {
  const name = user.first_name || user.email;
  const received = dateTime(lang, cancellation.receivedAt);
  if (lang === 'en-US') {
    return personalMail(lang, name, 'Your officefit cancellation has been received', [
      `we received your cancellation of the officefit membership ${cancellation.contractReference} on ${received}.`,
      `Your membership ends on ${formatDate(lang, cancellation.endsAt)}.`,
      ...(cancellation.refundCents > 0
        ? [`As you cancelled within the first week, we refund ${formatEuro(lang, cancellation.refundCents)}.`]
        : []),
      ...(cancellation.renewalRefundCents
        ? [
            `As you cancelled the renewal you had already paid for before it started, we refund ${formatEuro(lang, cancellation.renewalRefundCents)}.`,
          ]
        : []),
      '',
      'If you did not cancel, please contact us right away by replying to this e-mail.',
    ]);
  }
  return personalMail(lang, name, 'Ihre Kündigung bei officefit ist eingegangen', [
    `Ihre Kündigung der officefit-Mitgliedschaft ${cancellation.contractReference} ist am ${received} bei uns eingegangen.`,
    `Ihre Mitgliedschaft endet am ${formatDate(lang, cancellation.endsAt)}.`,
    ...(cancellation.refundCents > 0
      ? [
          `Da Sie innerhalb der ersten Woche gekündigt haben, erstatten wir Ihnen ${formatEuro(lang, cancellation.refundCents)}.`,
        ]
      : []),
    ...(cancellation.renewalRefundCents
      ? [
          `Da Sie die bereits bezahlte Verlängerung vor ihrem Beginn gekündigt haben, erstatten wir Ihnen ${formatEuro(lang, cancellation.renewalRefundCents)}.`,
        ]
      : []),
    '',
    'Falls Sie nicht gekündigt haben, antworten Sie bitte umgehend auf diese E-Mail.',
  ]);
}
