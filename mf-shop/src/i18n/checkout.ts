// Texts of the cart, checkout and order screens, merged into the `shop` namespace when one of them loads, so
// /mybonuses (list and detail) does not download them (see accounts.ts).
import { registerNamespace } from '@officefit/i18n';
import de from './checkout.de.json';
import en from './checkout.en.json';

export const checkoutResources = { de, en };

registerNamespace('shop', checkoutResources);
