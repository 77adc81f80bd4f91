// The user's language: one vocabulary and one rule (DECISIONS "One language rule").
//
// A person's choice is a Lang (`de-DE`, `en-US`); the language of content (exercises, posts, CMS pages) is its
// two-letter part, a ContentLang (`de`, `en`). Every place that reads a language tag from outside (local storage,
// the `officefit_lang` cookie, `me.lang`, a `lang` query) turns it into ours with these two functions, so
// "en-GB", "EN" or "en" all mean English and anything else, or nothing, means German.

export const LANGS = ['de-DE', 'en-US'] as const;
export type Lang = (typeof LANGS)[number];

/** Content language of exercises and posts (the two-letter part of Lang). */
export const CONTENT_LANGS = ['de', 'en'] as const;
export type ContentLang = (typeof CONTENT_LANGS)[number];

/** German is the default and the fallback (spec §1, §9). */
export const DEFAULT_LANG: Lang = 'de-DE';

/** What a `lang` query accepts: the content language, or the interface tag the apps hold. */
export const LANG_PARAM_VALUES = ['de', 'en', 'de-DE', 'en-US'] as const;

/** Any language tag as one of ours: English for `en`, `en-US`, `en-GB` … (any case), else German. */
export function toLang(tag: string | null | undefined): Lang {
  return tag?.trim().toLowerCase().startsWith('en') ? 'en-US' : DEFAULT_LANG;
}

/** The content language of any language tag (`en-US` → `en`; anything not English → `de`). */
export function contentLangOf(tag: string | null | undefined): ContentLang {
  return toLang(tag) === 'en-US' ? 'en' : 'de';
}

/**
 * The one rule for which carrier wins: the first carrier that holds a value, in the order the caller names
 * them (most specific first), as one of ours; German when none does. The browser asks local storage, then the
 * cookie; the gateway has only the cookie; the server's own work (mails, names in the account's language) uses
 * `me.lang`; a content request's `lang` query beats the account. Accept-Language is no carrier.
 */
export function pickLang(...carriers: (string | null | undefined)[]): Lang {
  return toLang(carriers.find((carrier) => carrier !== null && carrier !== undefined && carrier !== ''));
}

/** A Lang as an Open Graph locale (`de_DE`). */
export function ogLocale(lang: Lang): string {
  return lang.replace('-', '_');
}
