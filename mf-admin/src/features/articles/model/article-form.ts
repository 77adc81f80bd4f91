// The article editor's form values and the request body they make (checked by the contract: article-resolver.ts).
import type { CmsPost, CmsPostInput, PostLang, PostStatus } from '../api/types';

export interface ArticleValues {
  lang: PostLang;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  status: PostStatus;
  members_only: boolean;
  featured_url: string;
  categories: number[];
  tags: number[];
}

export type ArticleErrors = Partial<
  Record<keyof ArticleValues, { key: string; values?: Record<string, string | number> }>
>;

export function blankArticle(lang: PostLang): ArticleValues {
  return {
    lang,
    slug: '',
    title: '',
    excerpt: '',
    content: '',
    status: 'draft',
    members_only: false,
    featured_url: '',
    categories: [],
    tags: [],
  };
}

export function fromPost(post: CmsPost): ArticleValues {
  return { ...post, featured_url: post.featured_url ?? '' };
}

const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/** A kebab-case slug from a title ("Rücken & Büro" → "ruecken-buero"). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüß]/g, (c) => UMLAUTS[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 190)
    .replace(/-+$/, '');
}

/** The request body for the form values. */
export function toPostInput(values: ArticleValues): CmsPostInput {
  return {
    lang: values.lang,
    slug: values.slug,
    title: values.title.trim(),
    excerpt: values.excerpt.trim(),
    content: values.content,
    status: values.status,
    members_only: values.members_only,
    featured_url: values.featured_url.trim() || null,
    categories: values.categories,
    tags: values.tags,
  };
}

/** Maps server field errors (`data.params`) onto the form. */
export function articleServerErrors(params: Record<string, string>): ArticleErrors {
  const errors: ArticleErrors = {};
  for (const [path, message] of Object.entries(params)) {
    const field = path.split('.')[0] as keyof ArticleValues;
    errors[field] = { key: 'editor.errors.server', values: { message } };
  }
  return errors;
}
