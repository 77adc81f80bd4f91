// The "a colleague shared an exercise with you" mail in the recipient's language (plain text).
import type { Lang } from '../../shared/domain';
import { type MailText, personalMail } from '../../shared/mail-text';

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
    return personalMail(lang, recipient, `${sender} shared an exercise with you`, [
      `${sender} would like to share the exercise "${exercise.name}" with you. Give it a try:`,
      '',
      exerciseLink(exercise.id),
    ]);
  }
  return personalMail(lang, recipient, `${sender} hat eine Übung mit Ihnen geteilt`, [
    `${sender} möchte die Übung „${exercise.name}“ mit Ihnen teilen. Probieren Sie sie gleich aus:`,
    '',
    exerciseLink(exercise.id),
  ]);
}
