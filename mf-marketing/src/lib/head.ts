import { useEffect } from 'react';

/** What a page puts into the document head: title, meta description and the Open Graph tags. */
export interface HeadInfo {
  /** The page's own title; the document title becomes "<title> – <siteName>". */
  title: string;
  description: string;
  siteName: string;
  /** `website` for landing pages, `article` for blog articles. */
  type?: 'website' | 'article';
  /** A language tag such as `de-DE`; written as og:locale `de_DE`. */
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

/** Writes the head tags of a page (exported for tests; screens use `useHead`). */
export function applyHead(info: HeadInfo): void {
  const fullTitle = info.title ? `${info.title} – ${info.siteName}` : info.siteName;
  document.title = fullTitle;
  setMeta('name', 'description', info.description);
  setMeta('property', 'og:title', info.title || info.siteName);
  setMeta('property', 'og:description', info.description);
  setMeta('property', 'og:type', info.type ?? 'website');
  setMeta('property', 'og:locale', info.locale.replace('-', '_'));
  setMeta('property', 'og:site_name', info.siteName);
  setMeta('property', 'og:url', window.location.href);
  if (info.image) setMeta('property', 'og:image', new URL(info.image, window.location.origin).href);
  else removeMeta('property', 'og:image');
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
