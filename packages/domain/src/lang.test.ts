import { contentLangOf, LANG_PARAM_VALUES, LANGS, ogLocale, pickLang, toLang } from './lang';

test('any tag becomes one of our languages: English when it says so, else German', () => {
  for (const tag of ['en', 'en-US', 'EN-gb', 'en_US']) expect(toLang(tag)).toBe('en-US');
  for (const tag of ['de', 'de-DE', 'de-AT', 'fr-FR', '', null, undefined]) expect(toLang(tag)).toBe('de-DE');
});

test('the content language is the two-letter part of the language', () => {
  expect(contentLangOf('en-US')).toBe('en');
  expect(contentLangOf('en')).toBe('en');
  expect(contentLangOf('de-DE')).toBe('de');
  expect(contentLangOf('fr')).toBe('de');
  expect(contentLangOf(undefined)).toBe('de');
  for (const lang of LANGS) expect(contentLangOf(lang)).toBe(lang.slice(0, 2));
  for (const value of LANG_PARAM_VALUES) expect(contentLangOf(value)).toBe(value.slice(0, 2));
});

test('the first carrier with a value wins; none means German', () => {
  expect(pickLang('en-US', 'de-DE')).toBe('en-US');
  expect(pickLang(null, 'en-US')).toBe('en-US');
  expect(pickLang(undefined, '', 'en')).toBe('en-US');
  expect(pickLang('de-DE', 'en-US')).toBe('de-DE');
  expect(pickLang()).toBe('de-DE');
  expect(pickLang(null, undefined)).toBe('de-DE');
});

test('Open Graph locales use an underscore', () => {
  expect(ogLocale('de-DE')).toBe('de_DE');
  expect(ogLocale('en-US')).toBe('en_US');
});
