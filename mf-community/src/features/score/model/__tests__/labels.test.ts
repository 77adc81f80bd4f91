import { POINT_KINDS } from '@officefit/domain';
import de from '../../../../i18n/de.json';
import en from '../../../../i18n/en.json';
import { pointsLabel } from '../labels';

const reasonsOf = (texts: typeof de) => texts.score.reasons as Record<string, string>;

test.each([
  ['de', de],
  ['en', en],
] as const)('every kind of the points ledger has its own label in %s', (_lang, texts) => {
  const reasons = reasonsOf(texts);
  const missing = POINT_KINDS.filter((kind) => !reasons[kind]?.trim());
  expect(missing).toEqual([]);
  // no kind falls back to the "Other" wording
  for (const kind of POINT_KINDS) expect(reasons[kind]).not.toBe(reasons.other);
});

/** A stand-in for i18next's t over the German texts: key lookup plus {{placeholders}}. */
function germanT(key: string, options: Record<string, unknown> = {}): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], de);
  return String(value).replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(options[name]));
}

test('a shop order names its products; an unknown kind reads as "other"', () => {
  expect(pointsLabel(germanT, { reason: 'shop_order', detail: 'Trinkflasche' })).toBe(
    'Einlösung im Shop: Trinkflasche',
  );
  expect(pointsLabel(germanT, { reason: 'weekly_goal', detail: null })).toBe('Wochenziel erreicht');
  expect(pointsLabel(germanT, { reason: 'bonus_redeemed', detail: null })).toBe('Sonstiges');
});
