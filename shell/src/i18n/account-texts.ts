// The login dialog's and the password page's texts travel in those screens' own lazy chunks, not with every first
// screen (first-load JS, #16); they join the `shell` namespace when the screen's code loads.
import { registerNamespace } from '@officefit/i18n';
import de from './account.de.json';
import en from './account.en.json';

let registered = false;

/** Adds the account texts to the `shell` namespace (once). */
export function registerAccountTexts(): void {
  if (registered) return;
  registered = true;
  registerNamespace('shell', { de, en });
}
