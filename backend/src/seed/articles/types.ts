// Blog articles are versioned seed data, written for officefit in both languages (data/, read by load.ts). The seed
// command upserts one post per language by `<slug>` (German) and `<slug>-en` (English) and tags them with the
// language prefixes of spec §9 (`artikel-` / `artikel_en-` for articles, `food-` / `food_en-` for diet articles).

export type ArticleCategory = 'blog' | 'diet' | 'mental';

/** One language version. `content` is simple HTML: <p>, <h2>, <h3>, <ul>/<ol>/<li>, <strong>, <em> only. */
export interface ArticleText {
  title: string;
  /** One or two sentences, plain text. */
  excerpt: string;
  content: string;
}

export interface SeedArticle {
  /** Unique, stable, kebab-case English id, e.g. "desk-posture-basics". */
  slug: string;
  category: ArticleCategory;
  /** Tag names without prefix, lower-case kebab-case, e.g. ["posture", "back"]; the seed adds the prefixes. */
  tags: string[];
  /** Members-only articles are withheld from visitors without access (spec §5 members-access-error marker). */
  membersOnly: boolean;
  /** Publication date `YYYY-MM-DD` (not in the future). */
  publishedAt: string;
  de: ArticleText;
  en: ArticleText;
}
