/** Lists the dotted keys of a nested translation object. */
export function flattenKeys(obj: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? flattenKeys(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/**
 * Keys present in one language but not the other, as `de-only:` / `en-only:` entries. Every namespace test
 * asserts this is empty, so a text can never exist in one language only.
 */
export function missingKeys(de: Record<string, unknown>, en: Record<string, unknown>): string[] {
  const deKeys = new Set(flattenKeys(de));
  const enKeys = new Set(flattenKeys(en));
  return [
    ...[...deKeys].filter((k) => !enKeys.has(k)).map((k) => `de-only: ${k}`),
    ...[...enKeys].filter((k) => !deKeys.has(k)).map((k) => `en-only: ${k}`),
  ];
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const COUNT_PLACEHOLDER = /\{\{\s*count\b/;

/**
 * Keys whose text counts something (`{{count}}`, also `{{count, number}}`) without both plural forms `_one` and
 * `_other` in a language, as `de: key` / `en: key`. Without them i18next shows "1 Übungen"; every namespace test
 * asserts this is empty.
 */
export function missingPlurals(de: Record<string, unknown>, en: Record<string, unknown>): string[] {
  return (
    [
      ['de', de],
      ['en', en],
    ] as const
  ).flatMap(([lang, resources]) => {
    const entries = new Map(flattenEntries(resources));
    const bases = new Set(
      [...entries]
        .filter(([, value]) => typeof value === 'string' && COUNT_PLACEHOLDER.test(value))
        .map(([key]) => key.replace(PLURAL_SUFFIX, '')),
    );
    return [...bases]
      .filter((base) => !entries.has(`${base}_one`) || !entries.has(`${base}_other`))
      .map((base) => `${lang}: ${base}`);
  });
}

function flattenEntries(obj: Record<string, unknown>, prefix = ''): [string, unknown][] {
  return Object.entries(obj).flatMap(([key, value]): [string, unknown][] =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? flattenEntries(value as Record<string, unknown>, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  );
}
