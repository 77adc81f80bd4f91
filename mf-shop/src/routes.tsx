import { lazy } from 'react';
import { bindRoutes, type RouteMeta } from '@officefit/shell-contract';
import { registerNamespace } from '@officefit/i18n';
import table from './routes.json';
import de from './i18n/de.json';
import en from './i18n/en.json';
import { loadAccountTexts } from './i18n/accounts';
import { loadFormTexts } from './i18n/forms';

registerNamespace('shop', { de, en });

/** A screen with form fields: its code and the fields' texts (i18n/forms.ts) load side by side. */
const formScreen = <M,>(load: () => Promise<M>) =>
  Promise.all([load(), loadFormTexts()]).then(([screen]) => screen);

/**
 * A screen whose forms render only with react-hook-form: the library loads beside its code. The forms of the first
 * screens a visitor or member opens (registration step 1, /extend) render without it until first used
 * (lib/forms/form-engine.tsx).
 */
const withFormEngine = <M,>(load: () => Promise<M>) =>
  Promise.all([load(), import('./lib/forms/form-engine').then((engine) => engine.loadFormEngine())]).then(
    ([screen]) => screen,
  );

/** An account screen: its code, its texts (i18n/accounts.ts) and the fields' texts load side by side. */
const accountScreen = <M,>(load: () => Promise<M>) =>
  Promise.all([formScreen(load), loadAccountTexts()]).then(([screen]) => screen);

/** The shop area's routes (metadata from routes.json, screens loaded lazily). */
export default bindRoutes(table as RouteMeta[], {
  mybonuses: lazy(() => import('./pages/bonuses-page')),
  mybonus: lazy(() => import('./pages/bonus-detail-page')),
  mybonuses_cart: lazy(() => import('./pages/cart-page')),
  mybonuses_checkout: lazy(() => formScreen(() => withFormEngine(() => import('./pages/checkout-page')))),
  mybonuses_orders: lazy(() => import('./pages/orders-page')),
  mybonuses_order: lazy(() => import('./pages/order-page')),
  registration: lazy(() => accountScreen(() => import('./pages/registration-page'))),
  registration_verify: lazy(() => accountScreen(() => import('./pages/verify-page'))),
  extend: lazy(() => accountScreen(() => import('./pages/extend-page'))),
  termination: lazy(() => accountScreen(() => withFormEngine(() => import('./pages/termination-page')))),
});
