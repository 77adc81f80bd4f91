// Session rows → the wire types of @officefit/domain, the title in the caller's content language (#39).
import type { ContentLang, StaffStreamSession, StreamSession, StreamVideo } from '../../shared/domain';
import type { SessionRow, UserSessionRow } from './repository';

/** The session's title in `lang`: `title` is the German column, `title_en` the English one (migration 0052). */
export function titleIn(row: Pick<SessionRow, 'title' | 'title_en'>, lang: ContentLang): string {
  return lang === 'en' ? row.title_en : row.title;
}

/** `videos`: the session's recordings as the caller may play them (videos.ts toVideo). */
export function toSession(
  row: SessionRow | UserSessionRow,
  lang: ContentLang,
  videos: StreamVideo[] = [],
): StreamSession {
  const endsAt = new Date(row.starts_at.getTime() + row.duration_minutes * 60_000);
  return {
    id: row.id,
    title: titleIn(row, lang),
    trainer: row.trainer,
    starts_at: row.starts_at.toISOString(),
    ends_at: endsAt.toISOString(),
    duration_minutes: row.duration_minutes,
    embed_url: row.embed_url,
    videos,
    remind_me: 'remind_me' in row ? row.remind_me === true : false,
    is_new: 'is_new' in row ? row.is_new === true : false,
  };
}

/** Staff edit both titles, so they get both beside the one in their language. */
export function toStaffSession(
  row: SessionRow,
  lang: ContentLang,
  videos: StreamVideo[] = [],
): StaffStreamSession {
  return { ...toSession(row, lang, videos), title_de: row.title, title_en: row.title_en };
}
