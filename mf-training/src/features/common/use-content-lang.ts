import { toLanguage, useTranslation } from '@officefit/i18n';

/** Content language of the training API. */
export type ContentLang = 'de' | 'en';

/** The `lang` parameter for training calls; follows the interface language (re-renders when it changes). */
export function useContentLang(): ContentLang {
  const { i18n } = useTranslation('training');
  return toLanguage(i18n.language) === 'en-US' ? 'en' : 'de';
}
