import { lazy } from 'react';
import { bindRoutes, type RouteMeta } from '@officefit/shell-contract';
import { registerNamespace } from '@officefit/i18n';
import table from './routes.json';
import de from './i18n/de.json';
import en from './i18n/en.json';

registerNamespace('shop', { de, en });

/** The shop area's routes (metadata from routes.json, screens loaded lazily). */
export default bindRoutes(table as RouteMeta[], {
  mybonuses: lazy(() => import('./pages/bonuses-page')),
  mybonus: lazy(() => import('./pages/bonus-detail-page')),
  mybonuses_cart: lazy(() => import('./pages/cart-page')),
  mybonuses_checkout: lazy(() => import('./pages/checkout-page')),
  mybonuses_orders: lazy(() => import('./pages/orders-page')),
  mybonuses_order: lazy(() => import('./pages/order-page')),
  registration: lazy(() => import('./pages/registration-page')),
  registration_verify: lazy(() => import('./pages/verify-page')),
  extend: lazy(() => import('./pages/extend-page')),
  termination: lazy(() => import('./pages/termination-page')),
});
