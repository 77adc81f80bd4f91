// Business rules of the blog actions (bookmarks, read marks and points, ratings, blog visits) and of the
// article editor, one file per topic under use-cases/; this factory only hands them their deps.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthUser } from '../../shared/auth';
import type { CmsTag, ContentLang } from '../../shared/domain';
import { bindUseCases } from '../../shared/use-cases';
import type { BlogConfig, Paged, PostsRepository, Reader, WpPost } from '../posts';
import type { CmsPost } from './mappers';
import { createBlogRepository, type RatingSummary } from './repository';
import type {
  CreatePostBody,
  CreateTagBody,
  ListCmsPostsQuery,
  ListCmsTagsQuery,
  UpdatePostBody,
} from './schemas';
import { addBookmark, bookmarks, reader, removeBookmark } from './use-cases/bookmarks';
import type { BlogDeps } from './use-cases/context';
import { createPost, deletePost, getPost, listPosts, updatePost } from './use-cases/editor-posts';
import { createTag, tags } from './use-cases/editor-tags';
import {
  type ArticleAction,
  enteredBlog,
  type EnteredBlog,
  rate,
  readArticle,
  readArticles,
} from './use-cases/reading';

export {
  ARTICLE_READ_REASON,
  type ArticleAction,
  articleReadRef,
  type EnteredBlog,
} from './use-cases/reading';

export interface BlogService {
  reader(user: AuthUser): Promise<Reader>;
  bookmarks(reader: Reader, lang: ContentLang | undefined): Promise<WpPost[]>;
  addBookmark(reader: Reader, postId: number): Promise<{ id: number; isFavourite: true }>;
  removeBookmark(reader: Reader, postId: number): Promise<{ id: number; isFavourite: false }>;
  readArticles(userId: number): Promise<number[]>;
  enteredBlog(reader: Reader, lang: ContentLang | undefined): Promise<EnteredBlog>;
  readArticle(reader: Reader, postId: number): Promise<ArticleAction>;
  rate(reader: Reader, postId: number, stars: number): Promise<RatingSummary>;
  listPosts(query: ListCmsPostsQuery): Promise<Paged<CmsPost>>;
  getPost(id: number): Promise<CmsPost>;
  createPost(body: CreatePostBody, authorId: number): Promise<CmsPost>;
  updatePost(id: number, body: UpdatePostBody): Promise<CmsPost>;
  deletePost(id: number): Promise<{ deleted: true; id: number }>;
  tags(query: ListCmsTagsQuery): Promise<CmsTag[]>;
  createTag(body: CreateTagBody): Promise<CmsTag>;
}

export function createBlogService(
  db: Kysely<Database>,
  posts: PostsRepository,
  config: BlogConfig,
  now: () => Date = () => new Date(),
): BlogService {
  const deps: BlogDeps = { db, posts, config, now, repo: createBlogRepository(db) };
  return bindUseCases(deps, {
    reader,
    bookmarks,
    addBookmark,
    removeBookmark,
    readArticles,
    enteredBlog,
    readArticle,
    rate,
    listPosts,
    getPost,
    createPost,
    updatePost,
    deletePost,
    tags,
    createTag,
  });
}
