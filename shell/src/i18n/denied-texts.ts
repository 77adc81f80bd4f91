// The access-denied screen's texts travel in its own lazy chunk, not with every first screen (first-load JS, #16).
import { registerNamespace } from '@officefit/i18n';
import de from './denied.de.json';
import en from './denied.en.json';

let registered = false;

/** Adds the access-denied texts to the `shell` namespace (once). */
export function registerDeniedTexts(): void {
  if (registered) return;
  registered = true;
  registerNamespace('shell', { de, en });
}
