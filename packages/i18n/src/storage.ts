// Where the language choice is kept; no imports, so the landing boot script can read it without i18next.

/** Local storage key of the interface language (`de-DE` or `en-US`). */
export const LANGUAGE_STORAGE_KEY = 'officefit.lang';
/** The same choice as a cookie, so the gateway prerenders landing pages in it. */
export const LANGUAGE_COOKIE = 'officefit_lang';

/** Writes the language cookie (one year, whole site). */
export function writeLanguageCookie(lang: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
