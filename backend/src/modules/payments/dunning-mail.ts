// The dunning mails of an unpaid invoice, in the member's language (plain text, Sie-form in German): two
// reminders, then the notice that the membership is paused until the invoice is paid.
import { BUSINESS_TIME_ZONE, type Lang } from '../../shared/domain';

export interface DunningMailText {
  subject: string;
  body: string;
}

export interface DunningFacts {
  firstName: string;
  contractReference: string;
  amountCents: number;
  dueAt: Date;
  /** The reminder's number (1 or 2); absent for the pause notice. */
  reminder?: 1 | 2;
}

const date = (lang: Lang, at: Date) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: BUSINESS_TIME_ZONE }).format(at);
const euro = (lang: Lang, cents: number) =>
  new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' }).format(cents / 100);

function english(facts: DunningFacts): DunningMailText {
  const owed = `${euro('en-US', facts.amountCents)} (reference ${facts.contractReference})`;
  const due = date('en-US', facts.dueAt);
  const lines = facts.reminder
    ? [
        `our invoice of ${owed} was due on ${due} and we have not received the payment yet.`,
        'Please transfer the amount quoting the reference. If you have paid in the meantime, please ignore this e-mail.',
        ...(facts.reminder === 2 ? ['If it stays unpaid, your membership will be paused.'] : []),
      ]
    : [
        `our invoice of ${owed}, due on ${due}, is still unpaid, so your membership is paused.`,
        'As soon as the payment arrives, your membership runs again.',
      ];
  return {
    subject: facts.reminder
      ? `Payment reminder ${facts.reminder}: your officefit invoice`
      : 'Your officefit membership is paused',
    body: [`Hello ${facts.firstName},`, '', ...lines, '', 'Your officefit team'].join('\n'),
  };
}

function german(facts: DunningFacts): DunningMailText {
  const owed = `${euro('de-DE', facts.amountCents)} (Verwendungszweck ${facts.contractReference})`;
  const due = date('de-DE', facts.dueAt);
  const lines = facts.reminder
    ? [
        `unsere Rechnung über ${owed} war am ${due} fällig, und wir haben die Zahlung noch nicht erhalten.`,
        'Bitte überweisen Sie den Betrag mit dem Verwendungszweck. Haben Sie inzwischen bezahlt, betrachten Sie diese E-Mail als gegenstandslos.',
        ...(facts.reminder === 2
          ? ['Bleibt die Rechnung unbezahlt, wird Ihre Mitgliedschaft pausiert.']
          : []),
      ]
    : [
        `unsere Rechnung über ${owed}, fällig am ${due}, ist noch offen; Ihre Mitgliedschaft ist deshalb pausiert.`,
        'Sobald die Zahlung eingeht, läuft Ihre Mitgliedschaft wieder.',
      ];
  return {
    subject: facts.reminder
      ? `${facts.reminder}. Zahlungserinnerung: Ihre officefit-Rechnung`
      : 'Ihre officefit-Mitgliedschaft ist pausiert',
    body: [`Hallo ${facts.firstName},`, '', ...lines, '', 'Ihr officefit-Team'].join('\n'),
  };
}

export function dunningMail(lang: Lang, facts: DunningFacts): DunningMailText {
  return lang === 'en-US' ? english(facts) : german(facts);
}
