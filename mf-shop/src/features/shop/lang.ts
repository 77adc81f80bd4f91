import { contentLangOf, useLanguage } from '@officefit/i18n';

/** The content language of the shop's texts (`de` / `en`): product names and descriptions follow the interface. */
export function useShopLang(): 'de' | 'en' {
  return contentLangOf(useLanguage());
}
