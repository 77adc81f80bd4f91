import {
  commonResources,
  currentLanguage,
  i18n,
  missingKeys,
  registerNamespace,
  setLanguage,
  toLanguage,
} from '..';

test('German is the default language', () => {
  expect(currentLanguage()).toBe('de-DE');
  expect(i18n.t('errors.oops')).toBe('Hoppla, da ist etwas schiefgelaufen!');
});

test('the common namespace has every key in both languages', () => {
  expect(missingKeys(commonResources.de, commonResources.en)).toEqual([]);
});

test('missingKeys reports a key that exists in one language only', () => {
  expect(missingKeys({ a: { b: 'x', c: 'y' } }, { a: { b: 'x' }, d: 'z' })).toEqual([
    'de-only: a.c',
    'en-only: d',
  ]);
});

test('switching to English is kept in local storage and falls back to German for missing keys', async () => {
  registerNamespace('demo', { de: { only: 'Nur deutsch', both: 'Beide' }, en: { both: 'Both' } });
  await setLanguage('en-US');
  expect(localStorage.getItem('officefit.lang')).toBe('en-US');
  expect(document.documentElement.lang).toBe('en');
  expect(i18n.t('demo:both')).toBe('Both');
  expect(i18n.t('demo:only')).toBe('Nur deutsch');
  await setLanguage('de-DE');
});

test('language tags are normalised', () => {
  expect(toLanguage('en-GB')).toBe('en-US');
  expect(toLanguage('fr')).toBe('de-DE');
  expect(toLanguage(null)).toBe('de-DE');
});
