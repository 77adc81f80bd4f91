// Every seed article: general blog, diet and mental strength.
import { blogArticles } from './articles-blog';
import { dietArticles } from './articles-diet';
import { mentalArticles } from './articles-mental';
import type { SeedArticle } from './types';

export type { ArticleCategory, ArticleText, SeedArticle } from './types';

export const seedArticles: readonly SeedArticle[] = [...blogArticles, ...dietArticles, ...mentalArticles];
