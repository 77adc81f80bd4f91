// Every seed article: general blog, diet and mental strength. The content lives in data/ (see load.ts), read and
// validated when this module is loaded.
import { loadSeedArticles } from './load';
import type { SeedArticle } from './types';

export type { ArticleCategory, ArticleText, SeedArticle } from './types';

export const seedArticles: readonly SeedArticle[] = loadSeedArticles();
