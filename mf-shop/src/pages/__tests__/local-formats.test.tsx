import type { ReactElement } from 'react';
import { act, screen } from '@testing-library/react';
import { setLanguage } from '@officefit/i18n';
import { formatSlips, pageTexts } from '@officefit/testing';
import { me, offers, overview, renderRoute, stubFetch } from '../../testing/support';
import { cart, order, product, yogaMat } from '../../testing/shop-data';
import BonusesPage from '../bonuses-page';
import ExtendPage from '../extend-page';
import OrderPage from '../order-page';
import OrdersPage from '../orders-page';

// Issue 39 point 4 in the shop: the orders, an order with its invoice, the membership with its history and the
// rewards' prices render their fixtures (wire dates, cents, fractional euros) in German and English; the page text
// holds no ISO date and no number with the other language's decimal mark, and the fixtures' date and price are
// shown as the language writes them.

const ROUTES = {
  'GET officefit/v1/me': me(),
  'GET officefit/v1/shop/orders': [order()],
  'GET officefit/v1/shop/orders/12': order(),
  'GET officefit/v1/membership': overview(),
  'GET officefit/v1/membership/offers': offers,
  'GET officefit/v1/shop/products': { balance: 1200, products: [product(), yogaMat] },
  'GET officefit/v1/shop/cart': cart(),
};

// screen, page, route path, url, a text the screen shows once loaded, what must be shown in German and English
type Screen = [string, ReactElement, string, string, RegExp, { de: RegExp; en: RegExp }];
const SCREENS: Screen[] = [
  [
    'orders',
    <OrdersPage key="orders" />,
    '/mybonuses/orders',
    '/mybonuses/orders',
    /RE-2026-000001/,
    { de: /25\. November 2026.*30,50\s€/, en: /November 25, 2026.*€30\.50/ },
  ],
  [
    'order',
    <OrderPage key="order" />,
    '/mybonuses/orders/:id',
    '/mybonuses/orders/12',
    /RE-2026-000001/,
    { de: /25\. November 2026.*30,50\s€/, en: /November 25, 2026.*€30\.50/ },
  ],
  [
    'membership and its history',
    <ExtendPage key="extend" />,
    '/extend',
    '/extend',
    /OF-2026-0003/,
    { de: /1\. Dezember 2026/, en: /December 1, 2026/ },
  ],
  [
    'rewards with prices',
    <BonusesPage key="bonuses" />,
    '/mybonuses',
    '/mybonuses',
    /Yogamatte/,
    { de: /24,90\s€/, en: /€24\.90/ },
  ],
];

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(async () => {
  await act(() => setLanguage('de-DE'));
  jest.restoreAllMocks();
});

describe.each(['de', 'en'] as const)('in %s', (lang) => {
  test.each(SCREENS)(
    '%s shows no ISO date and no wrong decimal mark',
    async (_name, element, path, url, loaded, shown) => {
      await act(() => setLanguage(lang === 'de' ? 'de-DE' : 'en-US'));
      stubFetch(ROUTES);
      renderRoute(element, { path, url, loggedIn: true });
      expect((await screen.findAllByText(loaded)).length).toBeGreaterThan(0);
      expect(formatSlips(lang)).toEqual([]);
      expect(pageTexts().join(' ')).toMatch(shown[lang]);
    },
  );
});
