// Display names of article tag keys (seed/articles uses language-neutral kebab-case keys). Every seeded key needs
// a name in both languages (tested), so a German tag list never shows an English word. The names are data:
// tag-names.json.
import type { ContentLang } from '../../shared/domain';
import names from './tag-names.json';

const NAMES: Readonly<Record<string, Record<ContentLang, string>>> = names;

/** True when the key has display names in both languages (every seeded article tag must: see the test). */
export function hasTagName(key: string): boolean {
  return Object.hasOwn(NAMES, key);
}

/** The display name of a tag key in a language; a key without names is shown humanised ("desk-setup" → "Desk setup"). */
export function tagName(key: string, lang: ContentLang): string {
  const known = NAMES[key];
  if (known) return known[lang];
  const text = key.replace(/-/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
