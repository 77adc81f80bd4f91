import type { FeedPost } from '../../../shared/domain';
import { toMember } from '../shared/members';
import type { FeedPostRow } from './repository';

/** Maps a feed row for the reader `readerId`. */
export function toFeedPost(row: FeedPostRow, readerId: number): FeedPost {
  return {
    id: row.post_id,
    kind: row.kind,
    author: toMember(row),
    value: row.value,
    detail: row.detail,
    created_at: row.created_at.toISOString(),
    cheers: Number(row.cheers),
    cheered: Boolean(row.cheered),
    own: row.id === readerId,
  };
}
