import type { SeedArticle } from './types';

export const mentalArticles: SeedArticle[] = [];
