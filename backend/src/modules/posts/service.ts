import { toWpPost, type WpPost } from './mappers';
import type { PostsRepository } from './repository';
import type { ListPostsQuery } from './schemas';

export interface PostsPage {
  posts: WpPost[];
  total: number;
  totalPages: number;
}

export interface PostsService {
  list(query: ListPostsQuery, signedIn: boolean): Promise<PostsPage>;
}

/** Business rules of wp/v2/posts. */
export function createPostsService(repo: PostsRepository): PostsService {
  return {
    async list({ lang, per_page, page, offset, search }, signedIn) {
      const filter = { lang, search: search || undefined, includeMembersOnly: signedIn };
      const [total, rows] = await Promise.all([
        repo.count(filter),
        repo.page(filter, per_page, offset ?? (page - 1) * per_page),
      ]);
      return { posts: rows.map(toWpPost), total, totalPages: Math.ceil(total / per_page) };
    },
  };
}
