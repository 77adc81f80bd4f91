// Loads and validates the seed articles' data files. `data/<group>.json` lists a group's articles in order with
// everything but the bodies; each body is `data/<group>/<slug>.<lang>.html`, stored as it is (without the file's
// final line break). The files are read from the source folder, so `dist/` finds them without a copy step (like
// the shop's pictures). A broken file stops the seed with a message naming the file and the field.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { SeedArticle } from './types';

/** The articles' data folder, the same from `src/seed/articles` and from `dist/seed/articles`. */
export const ARTICLES_DATA_DIR = path.resolve(__dirname, '../../../src/seed/articles/data');

/** The groups (data/<group>.json), in the order of `seedArticles`. */
export const ARTICLE_GROUPS = ['blog', 'desk-and-body', 'diet', 'food-and-drink', 'mental', 'mind'] as const;

const LANGS = ['de', 'en'] as const;
const kebab = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case');
// Checked, never changed: the loaded text is the file's text byte for byte.
const text = z.string().refine((value) => value.trim().length > 0, 'must not be empty');
const heading = z.strictObject({ title: text, excerpt: text });

/** The zod twin of `SeedArticle` (types.ts) without the bodies; unknown fields are refused. */
export const articleEntrySchema = z.strictObject({
  slug: kebab,
  category: z.enum(['blog', 'diet', 'mental']),
  tags: z.array(kebab).min(1),
  membersOnly: z.boolean(),
  publishedAt: z.iso.date(),
  de: heading,
  en: heading,
}) satisfies z.ZodType<Omit<SeedArticle, 'de' | 'en'>>;

const groupFileSchema = z.array(articleEntrySchema);
type ArticleEntry = z.infer<typeof articleEntrySchema>;

function describe(file: string, data: unknown, error: z.ZodError): string {
  const problems = error.issues.slice(0, 5).map((issue) => {
    const [index, ...field] = issue.path;
    if (typeof index !== 'number') return `${file}: ${issue.message}`;
    const slug = (data as { slug?: unknown }[])[index]?.slug;
    const name = typeof slug === 'string' ? ` "${slug}"` : '';
    const where = field.length > 0 ? `, field ${field.join('.')}` : '';
    return `${file}: article ${index + 1}${name}${where}: ${issue.message}`;
  });
  return `Invalid seed article data file\n${problems.join('\n')}`;
}

/**
 * Builds one group's articles from the parsed `<group>.json` and a body reader (`(slug, lang) => HTML`); `file`
 * only names the file in errors. Throws `<file>: article <n> "<slug>", field <path>: <problem>`.
 */
export function parseArticleGroup(
  file: string,
  data: unknown,
  readBody: (slug: string, lang: (typeof LANGS)[number]) => string,
): SeedArticle[] {
  const result = groupFileSchema.safeParse(data);
  if (!result.success) throw new Error(describe(file, data, result.error));
  return result.data.map((entry: ArticleEntry) => {
    const [de, en] = LANGS.map((lang) => {
      const content = readBody(entry.slug, lang);
      if (content.trim().length === 0)
        throw new Error(`${file}: article "${entry.slug}": the ${lang} body is empty`);
      // key order as before the data files: the marketing seed hashes this object
      return { title: entry[lang].title, excerpt: entry[lang].excerpt, content };
    }) as [SeedArticle['de'], SeedArticle['en']];
    return { ...entry, de, en };
  });
}

/** Reads a body file: line breaks normalised to "\n", the final line break (which editors add) dropped. */
export function readArticleBody(file: string): string {
  let body: string;
  try {
    body = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`Seed article body missing: ${path.relative(process.cwd(), file)}`);
  }
  return body.replace(/\r\n/g, '\n').replace(/\n$/, '');
}

/** Every seed article, read from `dir` (the shipped data folder by default). */
export function loadSeedArticles(dir: string = ARTICLES_DATA_DIR): SeedArticle[] {
  return ARTICLE_GROUPS.flatMap((group) => {
    const file = path.join(dir, `${group}.json`);
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`Seed article data file ${file}: ${(error as Error).message}`);
    }
    return parseArticleGroup(file, data, (slug, lang) =>
      readArticleBody(path.join(dir, group, `${slug}.${lang}.html`)),
    );
  });
}
