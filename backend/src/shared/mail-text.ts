// Plain-text mails to one user in their language (Sie-form in German): the greeting by name, the message and the
// team's signature, each after a blank line.
import type { Lang } from './domain';

export interface MailText {
  subject: string;
  body: string;
}

/** A mail whose body is `lines` between "Hallo <name>," ("Hello <name>,") and the officefit team's signature. */
export function personalMail(lang: Lang, name: string, subject: string, lines: readonly string[]): MailText {
  const [greeting, signature] =
    lang === 'en-US' ? [`Hello ${name},`, 'Your officefit team'] : [`Hallo ${name},`, 'Ihr officefit-Team'];
  return { subject, body: [greeting, '', ...lines, '', signature].join('\n') };
}
