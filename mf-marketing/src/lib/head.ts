import { useEffect } from 'react';
import { ogLocale, toLanguage, useTranslation } from '@officefit/i18n';
import { useContentLang } from './lang';

/** What a page puts into the document head: title, meta description and the Open Graph tags. */
export interface HeadInfo {
  /** The page's own title; the document title becomes "<title> – <siteName>". */
  title: string;
  description: string;
  siteName: string;
  /** `website` for landing pages, `article` for blog articles. */
  type?: 'website' | 'article';
  /** The interface language (`de-DE`, any tag is read by the language rule); written as og:locale `de_DE`. */
  locale: string;
  /** Absolute or root-relative image URL for og:image. */
  image?: string | null;
}

/** Finds or creates `<meta {attr}="{key}">` in the head and sets its content. */
function setMeta(attr: 'name' | 'property', key: string, content: string): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.setAttribute('content', content);
}

function removeMeta(attr: 'name' | 'property', key: string): void {
  document.head.querySelector(`meta[${attr}="${key}"]`)?.remove();
}

/** The document title and the meta tags of a page at `url` (one rule for the browser and the server render). */
export function headEntries(
  info: HeadInfo,
  url: URL,
): { title: string; meta: { attr: 'name' | 'property'; key: string; content: string }[] } {
  const meta: { attr: 'name' | 'property'; key: string; content: string }[] = [
    { attr: 'name', key: 'description', content: info.description },
    { attr: 'property', key: 'og:title', content: info.title || info.siteName },
    { attr: 'property', key: 'og:description', content: info.description },
    { attr: 'property', key: 'og:type', content: info.type ?? 'website' },
    { attr: 'property', key: 'og:locale', content: ogLocale(toLanguage(info.locale)) },
    { attr: 'property', key: 'og:site_name', content: info.siteName },
    { attr: 'property', key: 'og:url', content: url.href },
  ];
  if (info.image)
    meta.push({ attr: 'property', key: 'og:image', content: new URL(info.image, url.origin).href });
  return { title: info.title ? `${info.title} – ${info.siteName}` : info.siteName, meta };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head tags as HTML, for the server render of a landing page. */
export function headHtml(info: HeadInfo, url: URL): { title: string; meta: string } {
  const { title, meta } = headEntries(info, url);
  return {
    title: escapeHtml(title),
    meta: meta.map((m) => `<meta ${m.attr}="${m.key}" content="${escapeHtml(m.content)}"/>`).join(''),
  };
}

/** Writes the head tags of a page (exported for tests; screens use `useHead`). */
export function applyHead(info: HeadInfo): void {
  const { title, meta } = headEntries(info, new URL(window.location.href));
  document.title = title;
  for (const m of meta) setMeta(m.attr, m.key, m.content);
  if (!info.image) removeMeta('property', 'og:image');
}

/**
 * Sets document title, meta description and Open Graph tags while the page is shown. Crawlers that run
 * JavaScript read them; `null` leaves the head alone (e.g. while the content is loading).
 */
export function useHead(info: HeadInfo | null): void {
  const key = info ? JSON.stringify(info) : null;
  useEffect(() => {
    if (key) applyHead(JSON.parse(key) as HeadInfo);
  }, [key]);
}

/** `useHead` for a page with its own title and description, named after the site and in the interface language. */
export function usePageHead(title: string, description: string): void {
  const { t } = useTranslation('marketing');
  const { language } = useContentLang();
  useHead({ title, description, siteName: t('common:app.name'), locale: language });
}
