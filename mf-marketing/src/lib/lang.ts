import { contentLangOf, toLanguage, useTranslation, type ContentLang, type Language } from '@officefit/i18n';

/** Content language of the CMS and the blog: `de` or `en` (the domain's vocabulary). */
export type { ContentLang };

/** The interface language and the matching content language; re-renders when the language changes. */
export function useContentLang(): { language: Language; lang: ContentLang } {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return { language, lang: contentLangOf(language) };
}
