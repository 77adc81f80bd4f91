// The catalogue screens' texts (exercises, poses, rewards, coupons, booking requests) travel in those screens' own
// lazy chunks, not with the admin's first screen (first-load JS, #16); they join the `admin` namespace when a
// screen's code loads.
import { registerNamespace } from '@officefit/i18n';
import de from './catalogue.de.json';
import en from './catalogue.en.json';

let registered = false;

/** Adds the catalogue texts to the `admin` namespace (once). */
export function registerCatalogueTexts(): void {
  if (registered) return;
  registered = true;
  registerNamespace('admin', { de, en });
}
