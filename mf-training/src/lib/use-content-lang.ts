import { contentLangOf, useTranslation, type ContentLang } from '@officefit/i18n';

/** Content language of the training API (the domain's vocabulary). */
export type { ContentLang };

/** The `lang` parameter for training calls; follows the interface language (re-renders when it changes). */
export function useContentLang(): ContentLang {
  const { i18n } = useTranslation('training');
  return contentLangOf(i18n.language);
}
