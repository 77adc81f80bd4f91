// Every seed article: general blog, diet and mental strength.
import { blogArticles } from './articles-blog';
import { deskAndBodyArticles } from './articles-desk-and-body';
import { dietArticles } from './articles-diet';
import { foodAndDrinkArticles } from './articles-food-and-drink';
import { mentalArticles } from './articles-mental';
import { mindArticles } from './articles-mind';
import type { SeedArticle } from './types';

export type { ArticleCategory, ArticleText, SeedArticle } from './types';

export const seedArticles: readonly SeedArticle[] = [
  ...blogArticles,
  ...deskAndBodyArticles,
  ...dietArticles,
  ...foodAndDrinkArticles,
  ...mentalArticles,
  ...mindArticles,
];
