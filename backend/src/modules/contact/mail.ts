// The mail to the sales inbox about a contact or trial-week request (German: the sales team's language).
import type { ContactBody } from './schemas';

export interface MailText {
  subject: string;
  body: string;
}

/** One line, no control characters (subjects must not carry line breaks). */
const oneLine = (text: string) =>
  Array.from(text, (char) => (char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127 ? ' ' : char))
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();

export function salesMail(request: ContactBody & { id: number }): MailText {
  const who = oneLine(request.company ? `${request.company} (${request.name})` : request.name);
  const subject = request.trial ? `Probewoche angefragt: ${who}` : `Kontaktanfrage: ${who}`;
  const lines = [
    request.trial
      ? 'Über die Website wurde eine Probewoche angefragt.'
      : 'Über das Kontaktformular der Website kam eine Anfrage.',
    '',
    `Anfrage-Nr.: ${request.id}`,
    `Art: ${request.trial ? 'Probewoche' : 'Kontakt'}`,
    `Name: ${oneLine(request.name)}`,
    `E-Mail: ${request.email}`,
    `Unternehmen: ${request.company ? oneLine(request.company) : '–'}`,
    `Telefon: ${request.phone ?? '–'}`,
    `Mitarbeitende: ${request.employees ?? '–'}`,
    `Sprache: ${request.lang === 'en' ? 'Englisch' : 'Deutsch'}`,
    'Einwilligung zur Kontaktaufnahme: ja',
    '',
    'Nachricht:',
    request.message || '–',
    '',
    request.trial
      ? 'Bitte die Probewoche einrichten und im Adminbereich unter "Anfragen" als gestartet markieren:'
      : 'Alle Anfragen im Adminbereich unter "Anfragen":',
    '/admin/requests',
  ];
  return { subject: subject.slice(0, 200), body: lines.join('\n') };
}
