// Business rules of wp/v2/posts, tags and categories, one file per topic under use-cases/; this factory only
// hands them their deps.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthUser } from '../../shared/auth';
import { bindUseCases } from '../../shared/use-cases';
import type { Reader } from './access';
import type { BlogConfig } from './config';
import type { WpCategory, WpPost, WpTag } from './mappers';
import type { PostsRepository } from './repository';
import type { ListCategoriesQuery, ListPostsQuery, ListTagsQuery } from './schemas';
import type { Paged, PostsDeps } from './use-cases/context';
import { get, list, reader } from './use-cases/posts';
import { categories, tags } from './use-cases/terms';
import type { Site } from './wp-compat';

export { invalidPostId, type Paged } from './use-cases/context';

export interface PostsService {
  reader(user: AuthUser | undefined): Promise<Reader>;
  /** `site` makes URLs absolute and adds `_links`; `_embed` in the query adds `_embedded`. */
  list(query: ListPostsQuery, reader: Reader, site: Site): Promise<Paged<WpPost>>;
  get(id: number, reader: Reader, site: Site, embed: boolean): Promise<WpPost>;
  tags(query: ListTagsQuery): Promise<Paged<WpTag>>;
  categories(query: ListCategoriesQuery): Promise<Paged<WpCategory>>;
}

/** Business rules of wp/v2/posts, tags and categories. */
export function createPostsService(
  repo: PostsRepository,
  db: Kysely<Database>,
  config: BlogConfig,
): PostsService {
  const deps: PostsDeps = { repo, db, config };
  return bindUseCases(deps, { reader, list, get, tags, categories });
}
