import type { WpPost } from '@officefit/domain';

// The blog's JSON as the backend's posts module sends it: declared once in @officefit/domain.
export type { BlogConfig, WpPost, WpRating as ArticleRating, WpTag } from '@officefit/domain';

/** The marker WordPress puts into the excerpt of an article the caller may not read (spec §5). */
export const MEMBERS_ACCESS_MARKER = 'members-access-error';

/** True when the article is withheld from the caller (members-only, no access). */
export function isWithheld(post: Pick<WpPost, 'excerpt'>, marker = MEMBERS_ACCESS_MARKER): boolean {
  return post.excerpt.rendered.includes(marker);
}
