// Texts of the shared form fields (lib/forms: names, e-mail, birthdate, password, address, payment) and their
// messages, merged into the `shop` namespace beside the screens that use the fields (routes.tsx: the account
// screens and the checkout). Only the interface language's are downloaded, as for the account texts (accounts.ts).
import { loadNamespace } from '@officefit/i18n';

/** Resolves once the field texts of the interface language are in (a failed download is retried). */
export const loadFormTexts = (): Promise<void> =>
  loadNamespace(
    'shop',
    { de: () => import('./forms.de.json'), en: () => import('./forms.en.json') },
    'forms',
  );
