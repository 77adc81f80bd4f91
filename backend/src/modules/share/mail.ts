// The "a colleague shared an exercise with you" mail in the recipient's language (plain text).
import type { Lang } from '../../shared/domain';

export interface MailText {
  subject: string;
  body: string;
}

/** Site-relative link of the exercise page (mf-training route /exercise/:id). */
export function exerciseLink(exerciseId: number): string {
  return `/exercise/${exerciseId}`;
}

/** Subject and body of the share mail. */
export function exerciseShareMail(
  lang: Lang,
  sender: string,
  recipient: string,
  exercise: { id: number; name: string },
): MailText {
  if (lang === 'en-US') {
    return {
      subject: `${sender} shared an exercise with you`,
      body: [
        `Hello ${recipient},`,
        '',
        `${sender} would like to share the exercise "${exercise.name}" with you. Give it a try:`,
        '',
        exerciseLink(exercise.id),
        '',
        'Your officefit team',
      ].join('\n'),
    };
  }
  return {
    subject: `${sender} hat eine Übung mit Ihnen geteilt`,
    body: [
      `Hallo ${recipient},`,
      '',
      `${sender} möchte die Übung „${exercise.name}“ mit Ihnen teilen. Probieren Sie sie gleich aus:`,
      '',
      exerciseLink(exercise.id),
      '',
      'Ihr officefit-Team',
    ].join('\n'),
  };
}
