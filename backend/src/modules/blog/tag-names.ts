// A tag belongs to one language; the editor names it in both (#39 point 9). Its counterpart is the tag of the same
// kind and key in the other language: the slugs differ only in the language prefix (TAG_PREFIXES, spec §9).
import type { CmsTag, ContentLang, WpTag } from '../../shared/domain';
import { TAG_PREFIXES } from '../posts';

export const otherLang = (lang: ContentLang): ContentLang => (lang === 'de' ? 'en' : 'de');

/** The slug of the same tag in the other language, or null for a slug outside the tag prefixes. */
export function counterpartSlug(slug: string, lang: ContentLang): string | null {
  for (const prefixes of Object.values(TAG_PREFIXES)) {
    if (slug.startsWith(prefixes[lang])) return prefixes[otherLang(lang)] + slug.slice(prefixes[lang].length);
  }
  return null;
}

/** The tags with their names in both languages, given `lookup` of names by slug (one query for all). */
export async function withNames(
  tags: WpTag[],
  lookup: (slugs: string[]) => Promise<{ slug: string; name: string }[]>,
): Promise<CmsTag[]> {
  const counterparts = tags.map((tag) => counterpartSlug(tag.slug, tag.lang));
  const found = new Map(
    (await lookup(counterparts.filter((slug): slug is string => slug !== null))).map((row) => [
      row.slug,
      row.name,
    ]),
  );
  return tags.map((tag, index) => {
    const slug = counterparts[index];
    const other = (slug && found.get(slug)) ?? null;
    const names = { [tag.lang]: tag.name, [otherLang(tag.lang)]: other } as Record<
      ContentLang,
      string | null
    >;
    return { ...tag, names };
  });
}
