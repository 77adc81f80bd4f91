import { i18n, setLanguage } from '@officefit/i18n';
import accountsEn from '../i18n/accounts.en.json';
import { loadAccountTexts } from '../i18n/accounts';
import { loadFormTexts } from '../i18n/forms';
import routes from '../routes';
import table from '../routes.json';

test('the exposed routes module binds a lazy screen to every route of the table', () => {
  expect(routes.map((r) => r.id)).toEqual(table.map((r) => r.id));
  for (const route of routes) expect(route.element).toBeDefined();
});

// /mybonuses loads the routes module: the account screens' texts (about 6 kB gzip) must not travel with it; the
// account routes load them beside their page, in the interface language only (the other one before a switch).
test('the routes module registers only the texts every shop route needs; an account screen brings its own', async () => {
  expect(i18n.exists('shop:bonuses.title')).toBe(true);
  expect(i18n.exists('shop:registration.title')).toBe(false);
  await Promise.all([import('../pages/registration-page'), loadAccountTexts(), loadFormTexts()]);
  expect(i18n.exists('shop:registration.title')).toBe(true);
  expect(i18n.exists('shop:validation.iban_invalid')).toBe(true);
  expect(i18n.getResource('en', 'shop', 'registration.title')).toBeUndefined();
  expect(i18n.getResource('en', 'shop', 'forms.person.birthdate')).toBeUndefined();
  await setLanguage('en-US');
  expect(i18n.t('shop:registration.title')).toBe(accountsEn.registration.title);
  await setLanguage('de-DE');
});

// the cart, checkout and order texts come with those screens, not with the list every shop visit loads
test('the cart, checkout and order screens bring their own texts and the shared form fields theirs', async () => {
  expect(i18n.exists('shop:detail.add')).toBe(true);
  expect(i18n.exists('shop:checkout.title')).toBe(false);
  await import('../pages/checkout-page');
  expect(i18n.exists('shop:checkout.title')).toBe(true);
  // the fields' texts come beside the screen (routes.tsx)
  await loadFormTexts();
  expect(i18n.exists('shop:forms.address.street')).toBe(true);
});
