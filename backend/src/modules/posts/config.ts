// Blog configuration (spec §9: "categories come from configuration", the mental-strength tag ids, the tag
// prefixes, page sizes). Read from the environment once per module instance; served by GET blog_config.
import type { BlogConfig, ContentLang } from '../../shared/domain';

export const BLOG_CATEGORIES = ['blog', 'diet', 'mental'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** The members-access-error marker (spec §5): its presence in excerpt.rendered means "withheld". */
export const MEMBERS_ACCESS_MARKER = 'members-access-error';

/** The excerpt of a members-only post for a visitor without access. */
export const MEMBERS_ACCESS_EXCERPT = `<p class="${MEMBERS_ACCESS_MARKER}">Please log in to read this article.</p>\n`;

export const TAG_PREFIXES = {
  article: { de: 'artikel-', en: 'artikel_en-' },
  diet: { de: 'food-', en: 'food_en-' },
} as const satisfies Record<string, Record<ContentLang, string>>;
export type TagKind = keyof typeof TAG_PREFIXES;

/** Display names of the categories. */
export const CATEGORY_NAMES: Record<BlogCategory, Record<ContentLang, string>> = {
  blog: { de: 'Blog', en: 'Blog' },
  diet: { de: 'Ernährung', en: 'Diet' },
  mental: { de: 'Mentale Stärke', en: 'Mental strength' },
};

/** The mental-strength tags: slug key and names (their ids come from MENTAL_TAG_IDS). */
export const MENTAL_TAG = {
  de: { slug: 'artikel-mentale-staerke', name: 'Mentale Stärke' },
  en: { slug: 'artikel_en-mental-strength', name: 'Mental strength' },
} as const;

/** GET blog_config's answer, a wire type of @officefit/domain. */
export type { BlogConfig };

/** Ids at and above this are generated (migration 0005 restarts the tag identity there). */
export const FIRST_GENERATED_TAG_ID = 1000;

function parseIdMap<K extends string>(
  name: string,
  raw: string | undefined,
  keys: readonly K[],
  fallback: Record<K, number>,
): Record<K, number> {
  if (raw === undefined || raw.trim() === '') return { ...fallback };
  const result = { ...fallback };
  for (const part of raw.split(',')) {
    const match = /^\s*([a-z_]+)\s*[:=]\s*(\d{1,9})\s*$/.exec(part);
    const key = match?.[1] as K | undefined;
    const id = Number(match?.[2]);
    if (!match || !key || !keys.includes(key) || !(id > 0)) {
      throw new Error(`${name}: expected "${keys.map((k) => `${k}:<id>`).join(',')}", got "${raw}"`);
    }
    result[key] = id;
  }
  const ids = Object.values<number>(result);
  if (new Set(ids).size !== ids.length) throw new Error(`${name}: ids must differ, got "${raw}"`);
  return result;
}

/** Reads BLOG_CATEGORY_IDS (default `blog:1,diet:2,mental:3`) and MENTAL_TAG_IDS (default `de:45,en:158`). */
export function loadBlogConfig(env: NodeJS.ProcessEnv = process.env): BlogConfig {
  const mentalTagIds = parseIdMap('MENTAL_TAG_IDS', env.MENTAL_TAG_IDS, ['de', 'en'], { de: 45, en: 158 });
  for (const id of Object.values(mentalTagIds)) {
    if (id >= FIRST_GENERATED_TAG_ID) {
      throw new Error(`MENTAL_TAG_IDS: ids must be below ${FIRST_GENERATED_TAG_ID} (reserved range)`);
    }
  }
  return {
    categories: parseIdMap('BLOG_CATEGORY_IDS', env.BLOG_CATEGORY_IDS, BLOG_CATEGORIES, {
      blog: 1,
      diet: 2,
      mental: 3,
    }),
    mentalTagIds,
    tagPrefixes: TAG_PREFIXES,
    tagsPerPage: 40,
    categoryPostsPerPage: 100,
    membersAccessMarker: MEMBERS_ACCESS_MARKER,
  };
}
