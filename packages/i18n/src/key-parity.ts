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
