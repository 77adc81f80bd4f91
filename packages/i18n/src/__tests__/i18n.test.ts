import {
  commonResources,
  currentLanguage,
  dateTimeFormat,
  formatNumber,
  numberFormat,
  i18n,
  missingKeys,
  missingPlurals,
  loadNamespace,
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

test('the common namespace gives every counting text its plural forms', () => {
  expect(missingPlurals(commonResources.de, commonResources.en)).toEqual([]);
});

test('missingPlurals reports a counting text without _one or _other, in either language', () => {
  expect(
    missingPlurals(
      { a: { n: '{{count}} Übungen', ok_one: '{{count}} Tag', ok_other: '{{count}} Tage' } },
      { a: { ok_one: '{{count, number}} day', ok_other: '{{count, number}} days', m_other: '{{count}} x' } },
    ),
  ).toEqual(['de: a.n', 'en: a.m']);
});

test('points and numbers follow the language: 1 Punkt, 2.000 Punkte / 1 point, 2,000 points', async () => {
  expect(formatNumber(2000, 'de-DE')).toBe('2.000');
  expect(formatNumber(2000, 'en-US')).toBe('2,000');
  expect(i18n.t('units.points', { count: 1 })).toBe('1 Punkt');
  expect(i18n.t('units.points', { count: 2000 })).toBe('2.000 Punkte');
  await setLanguage('en-US');
  expect(i18n.t('units.points', { count: 1 })).toBe('1 point');
  expect(i18n.t('units.points', { count: 2000 })).toBe('2,000 points');
  await setLanguage('de-DE');
});

test('each Intl formatter is built once per language and options (building one costs more than using it)', () => {
  expect(numberFormat('de-DE')).toBe(numberFormat('de-DE'));
  expect(numberFormat('de-DE', { signDisplay: 'exceptZero' })).not.toBe(numberFormat('de-DE'));
  expect(numberFormat('de-DE', { signDisplay: 'exceptZero' }).format(-2000)).toBe('-2.000');
  expect(formatNumber(50, 'de-DE', { signDisplay: 'exceptZero' })).toBe('+50');
  const long = dateTimeFormat('en-US', { month: 'long' });
  expect(dateTimeFormat('en-US', { month: 'long' })).toBe(long);
  expect(dateTimeFormat('de-DE', { month: 'long' })).not.toBe(long);
  expect(long.format(new Date(2026, 10, 28, 12))).toBe('November');
});

test('a per-language namespace downloads only the interface language, and the other one before a switch', async () => {
  await setLanguage('de-DE');
  const de = jest.fn(async () => ({ default: { hello: 'Hallo' } }));
  const en = jest.fn(async () => ({ default: { hello: 'Hello' } }));
  await loadNamespace('lazy-test', { de, en });
  expect(i18n.t('lazy-test:hello')).toBe('Hallo');
  expect(en).not.toHaveBeenCalled();
  await loadNamespace('lazy-test', { de, en });
  expect(de).toHaveBeenCalledTimes(1);
  await setLanguage('en-US');
  expect(i18n.t('lazy-test:hello')).toBe('Hello');
  expect(en).toHaveBeenCalledTimes(1);
  await setLanguage('de-DE');
});

test('a part of a namespace loads per language on its own, beside the namespace, and switches with it', async () => {
  await setLanguage('de-DE');
  const mainDe = jest.fn(async () => ({ default: { title: 'Laden' } }));
  const mainEn = jest.fn(async () => ({ default: { title: 'Shop' } }));
  const partDe = jest.fn(async () => ({ default: { part: { hello: 'Hallo' } } }));
  const partEn = jest.fn(async () => ({ default: { part: { hello: 'Hello' } } }));
  await loadNamespace('part-test', { de: mainDe, en: mainEn });
  await loadNamespace('part-test', { de: partDe, en: partEn }, 'part');
  expect(i18n.t('part-test:title')).toBe('Laden');
  expect(i18n.t('part-test:part.hello')).toBe('Hallo');
  expect(partEn).not.toHaveBeenCalled();
  await setLanguage('en-US');
  expect(i18n.t('part-test:title')).toBe('Shop');
  expect(i18n.t('part-test:part.hello')).toBe('Hello');
  await setLanguage('de-DE');
});
