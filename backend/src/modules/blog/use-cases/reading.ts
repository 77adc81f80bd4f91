// Reading the blog: read marks and the reading points, blog visits, ratings.
import type { ContentLang, PointKind } from '../../../shared/domain';
import { lightFlame, loadActivityUser, totalPoints } from '../../activity';
import { ARTICLE_READ_POINTS, localDate } from '../../kernel';
import type { Reader } from '../../posts';
import { createBlogRepository, type RatingSummary } from '../repository';
import { type BlogDeps, readable } from './context';

/** `point_events.reason` of reading an article. */
export const ARTICLE_READ_REASON = 'article_read' satisfies PointKind;
export const articleReadRef = (postId: number) => `article:${postId}`;

export interface ArticleAction {
  points: number;
  fitness_points: number;
  isRead: true;
}

export interface EnteredBlog {
  new_articles: number;
  last_visit: string | null;
}

export function readArticles({ repo }: BlogDeps, userId: number): Promise<number[]> {
  return repo.readIds(userId);
}

export function enteredBlog(
  { db }: BlogDeps,
  reader: Reader,
  lang: ContentLang | undefined,
): Promise<EnteredBlog> {
  return db.transaction().execute(async (trx) => {
    const tx = createBlogRepository(trx);
    const userId = reader.userId!;
    const previous = await tx.swapVisit(userId);
    const language = lang ?? (await tx.userLang(userId));
    const count = previous ? await tx.countPublishedSince(previous, language, reader.access) : 0;
    return { new_articles: count, last_visit: previous ? previous.toISOString() : null };
  });
}

export async function readArticle(deps: BlogDeps, reader: Reader, postId: number): Promise<ArticleAction> {
  await readable(deps, reader, postId);
  const userId = reader.userId!;
  return deps.db.transaction().execute(async (trx) => {
    // locks the user row: one user's point awards run one after the other (as in the activity module)
    const user = await loadActivityUser(trx, userId, { lock: true });
    const tx = createBlogRepository(trx);
    await tx.markRead(userId, postId);
    const today = localDate(deps.now(), user.timeZone);
    const read = await tx.awardPointsOnce(userId, {
      points: ARTICLE_READ_POINTS,
      reason: ARTICLE_READ_REASON,
      ref: articleReadRef(postId),
      date: today,
    });
    const points = read + (await lightFlame(trx, user, today, read));
    return { points, fitness_points: await totalPoints(trx, userId), isRead: true as const };
  });
}

export async function rate(
  deps: BlogDeps,
  reader: Reader,
  postId: number,
  stars: number,
): Promise<RatingSummary> {
  await readable(deps, reader, postId);
  await deps.repo.rate(reader.userId!, postId, stars);
  return deps.repo.rating(reader.userId!, postId);
}
