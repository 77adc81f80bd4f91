// Session rows → the wire type of @officefit/domain.
import type { StreamSession } from '../../shared/domain';
import type { SessionRow, UserSessionRow } from './repository';

export function toSession(row: SessionRow | UserSessionRow): StreamSession {
  const endsAt = new Date(row.starts_at.getTime() + row.duration_minutes * 60_000);
  return {
    id: row.id,
    title: row.title,
    trainer: row.trainer,
    starts_at: row.starts_at.toISOString(),
    ends_at: endsAt.toISOString(),
    duration_minutes: row.duration_minutes,
    embed_url: row.embed_url,
    remind_me: 'remind_me' in row ? row.remind_me === true : false,
    is_new: 'is_new' in row ? row.is_new === true : false,
  };
}
