// The texts of reminders and stream reminders in the user's language (German default, Sie-form): the push and
// in-app notification (title, body) and the e-mail (subject, body with a site-relative link line that the mail
// sender makes absolute).
import type { FeedPostKind, Lang } from '../../shared/domain';

export interface NotificationText {
  title: string;
  body: string;
  url: string;
  mailSubject: string;
  mailBody: string;
}

const english = (lang: Lang) => lang === 'en-US';

function mail(lang: Lang, name: string, lines: string[], url: string): string {
  const greeting = english(lang) ? `Hello ${name},` : `Hallo ${name},`;
  const settings = english(lang)
    ? 'You can change your reminders in your profile at any time.'
    : 'Ihre Erinnerungen können Sie jederzeit in Ihrem Profil ändern.';
  const team = english(lang) ? 'Your officefit team' : 'Ihr officefit-Team';
  return [greeting, '', ...lines, '', url, '', settings, '', team].join('\n');
}

/** The daily reminder: the plan is waiting (opens /home). */
export function reminderText(lang: Lang, name: string): NotificationText {
  const url = '/home';
  if (english(lang)) {
    const title = 'Time to move!';
    const body = 'Your training plan is waiting: a few short exercises, done in minutes.';
    return { title, body, url, mailSubject: `officefit: ${title}`, mailBody: mail(lang, name, [body], url) };
  }
  const title = 'Zeit für Bewegung!';
  const body = 'Ihr Trainingsplan wartet: ein paar kurze Übungen, in wenigen Minuten erledigt.';
  return { title, body, url, mailSubject: `officefit: ${title}`, mailBody: mail(lang, name, [body], url) };
}

/** "Remind me" of a live session, 10 minutes before it starts (opens /stream). */
export function streamReminderText(
  lang: Lang,
  name: string,
  session: { title: string; trainer: string; startsAt: Date },
  timeZone: string,
): NotificationText {
  const url = '/stream';
  const time = new Intl.DateTimeFormat(lang, { timeStyle: 'short', timeZone }).format(session.startsAt);
  const [title, body] = english(lang)
    ? ['The live stream starts soon', `"${session.title}" with ${session.trainer} starts at ${time}.`]
    : ['Der Livestream beginnt gleich', `„${session.title}“ mit ${session.trainer} beginnt um ${time} Uhr.`];
  return {
    title,
    body,
    url,
    mailSubject: `officefit live: ${session.title}`,
    mailBody: mail(lang, name, [body], url),
  };
}

/** The notice after a login cancelled the account's pending deletion (opens the privacy tab of /profile). */
export function deletionCancelledText(lang: Lang): Pick<NotificationText, 'title' | 'body' | 'url'> {
  const url = '/profile?tab=privacy';
  if (english(lang)) {
    return {
      title: 'Account deletion cancelled',
      body: 'You logged in, so the scheduled deletion of your account was cancelled. If you still want your account deleted, request it again in your profile.',
      url,
    };
  }
  return {
    title: 'Kontolöschung abgebrochen',
    body: 'Sie haben sich angemeldet, daher wurde die geplante Löschung Ihres Kontos abgebrochen. Wenn Sie Ihr Konto dennoch löschen möchten, beantragen Sie die Löschung in Ihrem Profil erneut.',
    url,
  };
}

/** A team-feed post as the cheer notification tells of it. */
export interface CheeredPost {
  kind: FeedPostKind;
  /** The flames of a strike milestone. */
  value: number | null;
  /** The product names of a shared redemption. */
  detail: string | null;
}

/** The milestone in words ("your strike of 10 days"), as the author reads it. */
function milestoneWords(lang: Lang, post: CheeredPost): string {
  const en = english(lang);
  switch (post.kind) {
    case 'strike_milestone':
      return en ? `your strike of ${post.value ?? 0} days` : `Ihren Strike von ${post.value ?? 0} Tagen`;
    case 'weekly_goal':
      return en ? 'your reached weekly goal' : 'Ihr erreichtes Wochenziel';
    case 'challenge_won':
      return en ? 'your won challenge' : 'Ihre gewonnene Challenge';
    case 'reward_redeemed':
      return en ? 'your redeemed reward' : 'Ihre eingelöste Prämie';
  }
}

/**
 * A colleague cheered the user's team-feed post (issue 38; opens the feed). In-app and push only: a cheer is too
 * small for an e-mail or an SMS.
 */
export function cheerText(
  lang: Lang,
  cheerer: string,
  post: CheeredPost,
): Pick<NotificationText, 'title' | 'body' | 'url'> {
  const url = '/team-feed';
  const milestone = milestoneWords(lang, post);
  if (english(lang)) {
    return { title: 'You got a cheer!', body: `${cheerer} cheers ${milestone}.`, url };
  }
  return { title: 'Sie wurden angefeuert!', body: `${cheerer} feuert ${milestone} an.`, url };
}
