import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import commonDe from './locales/de.json';
import commonEn from './locales/en.json';
import { issueMessage, validationResources, type Translate, type ValidationIssue } from './validation';
import { contentLangOf, DEFAULT_LANG, LANGS, pickLang, toLang, type Lang } from '@officefit/domain';
import { createLog } from '@officefit/log';

const log = createLog('i18n');

/** Interface languages; German is the default and the fallback (spec §1, §9). The vocabulary is the domain's. */
export const LANGUAGES = LANGS;
export type Language = Lang;
export const DEFAULT_LANGUAGE: Language = DEFAULT_LANG;
/** The one language rule (@officefit/domain), for the apps: content language and Open Graph locale of a tag. */
export { contentLangOf, ogLocale, type ContentLang } from '@officefit/domain';

import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY as STORAGE_KEY, writeLanguageCookie } from './storage';

export { LANGUAGE_COOKIE } from './storage';

/** A namespace's texts: one nested object per language. */
export interface NamespaceResources {
  de: Record<string, unknown>;
  en: Record<string, unknown>;
}

/** Normalises any language tag to one of ours ("en", "en-GB" → "en-US"; anything else → German). */
export const toLanguage: (tag: string | null | undefined) => Language = toLang;

function cookieLanguage(): string | null {
  if (typeof document === 'undefined') return null;
  const hit = document.cookie.split('; ').find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`));
  return hit ? decodeURIComponent(hit.slice(LANGUAGE_COOKIE.length + 1)) : null;
}

function storedLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = globalThis.localStorage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    // storage disabled: the cookie still tells
  }
  const cookie = cookieLanguage();
  // a choice made before the cookie existed: write it, so the next landing page is prerendered in it
  if (stored && toLanguage(stored) !== toLanguage(cookie)) writeLanguageCookie(toLanguage(stored));
  // the browser's carriers, most specific first (DECISIONS "One language rule")
  return pickLang(stored, cookie);
}

/**
 * The one i18next instance of the app. It is shared as a Module Federation singleton, so every remote adds its
 * namespace to it and a language change re-renders every component that uses `useTranslation`.
 */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: storedLanguage(),
  fallbackLng: 'de',
  supportedLngs: ['de', 'en'],
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  ns: ['common'],
  defaultNS: 'common',
  resources: {
    de: { common: commonDe, validation: validationResources.de },
    en: { common: commonEn, validation: validationResources.en },
  },
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Adds (or replaces) a namespace, e.g. `training`, when its remote loads. */
export function registerNamespace(ns: string, resources: NamespaceResources): void {
  i18n.addResourceBundle('de', ns, resources.de, true, true);
  i18n.addResourceBundle('en', ns, resources.en, true, true);
}

/** One language's texts of a namespace as a JSON module (`() => import('./i18n/de.json')`). */
export type TextsLoader = () => Promise<{ default: Record<string, unknown> }>;

/** Loaders of a namespace whose texts are downloaded per language. */
export interface NamespaceLoaders {
  de: TextsLoader;
  en: TextsLoader;
}

/** Per-language texts by id (`ns`, or `ns/part` for a part of a namespace that loads on its own). */
const lazyNamespaces = new Map<string, { ns: string; loaders: NamespaceLoaders }>();
const loadedTexts = new Map<string, Promise<void>>();

const resourceLanguage = (lang: string): keyof NamespaceLoaders =>
  toLanguage(lang) === 'en-US' ? 'en' : 'de';

function loadTexts(id: string, lang: keyof NamespaceLoaders): Promise<void> {
  const key = `${lang}:${id}`;
  let pending = loadedTexts.get(key);
  if (!pending) {
    const { ns, loaders } = lazyNamespaces.get(id)!;
    const load = loaders[lang];
    pending = load().then(({ default: texts }) => void i18n.addResourceBundle(lang, ns, texts, true, true));
    // a failed download is tried again by the next caller
    pending.catch(() => loadedTexts.delete(key));
    loadedTexts.set(key, pending);
  }
  return pending;
}

/**
 * Like `registerNamespace`, but only the current language's texts are downloaded (half the bytes on first load);
 * `setLanguage` fetches the other language's before switching. Resolves once the current language's texts are in:
 * a remote's screens wait for it (DECISIONS "First-load JavaScript"). Call it again to wait (it loads only once).
 * `part` names a part of the namespace with loaders of its own (e.g. the shop's account screens' texts, merged
 * into `shop` when one of those screens opens).
 */
export function loadNamespace(ns: string, loaders: NamespaceLoaders, part?: string): Promise<void> {
  const id = part ? `${ns}/${part}` : ns;
  if (!lazyNamespaces.has(id)) lazyNamespaces.set(id, { ns, loaders });
  return loadTexts(id, resourceLanguage(i18n.language));
}

/** Switches the language, keeps the choice in local storage and sets `<html lang>`. */
export async function setLanguage(lang: Language): Promise<void> {
  // the new language's texts of the per-language namespaces first, so no screen shows keys; offline, the switch
  // still happens (i18next falls back to German where a text is missing)
  await Promise.all([...lazyNamespaces.keys()].map((ns) => loadTexts(ns, resourceLanguage(lang)))).catch(
    (error: unknown) => log.warn('texts of the new language not loaded', error),
  );
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, lang);
  } catch {
    // Storage can be disabled (private mode); the choice then lasts for this page only.
  }
  if (typeof document !== 'undefined') document.documentElement.lang = contentLangOf(lang);
  writeLanguageCookie(lang);
  await i18n.changeLanguage(lang);
}

/**
 * The current interface language of the app's own instance. Outside React only: a component reads
 * `useLanguage()`, because the prerender renders with a per-request instance while this one stays German.
 */
export function currentLanguage(): Language {
  return toLanguage(i18n.language);
}

/**
 * The interface language as a component sees it: the one of the i18next instance it renders with (the app's,
 * or the prerender's per-request one), so a language select, dates and numbers always agree with the texts
 * around them. Re-renders on a language change.
 */
export function useLanguage(): Language {
  return toLanguage(useTranslation().i18n.language);
}

// react-i18next is shared whole (packages/webpack-config/shared.js): a remote may import Trans etc. directly.
export { useTranslation, I18nextProvider } from 'react-i18next';
export { missingKeys, missingPlurals, flattenKeys } from './key-parity';
export {
  dateTimeFormat,
  decimalInputText,
  formatDate,
  formatNumber,
  numberFormat,
  parseDecimal,
  useFormatDate,
  useFormatNumber,
  useFormatPoints,
} from './format';
export { formatTimeLeft, type TimeLeftKind } from './time-left';
export const commonResources: NamespaceResources = { de: commonDe, en: commonEn };

export { formSummaryKey, validationResources, type ValidationIssue } from './validation';
/** A contract issue (zod) as a translated message in the current language (validation.ts). */
export function validationMessage(issue: ValidationIssue): string {
  return issueMessage(issue, i18n.t.bind(i18n) as Translate);
}
/** A zod error map for forms: `zodResolver(schema, { error: validationErrorMap })` gives translated errors. */
export const validationErrorMap = (issue: ValidationIssue): string => validationMessage(issue);
