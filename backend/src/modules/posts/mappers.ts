// Post rows → the WordPress REST post shape (the fields the apps use).
import type { PostRow } from './repository';

export interface WpPost {
  id: number;
  /** Publication time, ISO 8601 in UTC. */
  date: string;
  title: { rendered: string };
  excerpt: { rendered: string };
  content: { rendered: string };
  /** User id of the author; 0 when there is none, as in WordPress. */
  author: number;
  /** Tag ids. */
  tags: number[];
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** Plain text as HTML text (`rendered` fields are HTML). */
function escapeHtml(text: string): string {
  return text.replace(/[&<>]/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Maps a post row; title and excerpt are stored as plain text, content as HTML. */
export function toWpPost(row: PostRow): WpPost {
  return {
    id: row.id,
    // the filter only returns published posts, which always have a publication time (CHECK)
    date: (row.published_at ?? new Date(0)).toISOString(),
    title: { rendered: escapeHtml(row.title) },
    excerpt: { rendered: row.excerpt ? `<p>${escapeHtml(row.excerpt)}</p>\n` : '' },
    content: { rendered: row.content },
    author: row.author_id ?? 0,
    tags: row.tag_ids,
  };
}
