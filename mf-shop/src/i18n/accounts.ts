// The texts of the account screens (registration, e-mail verification, membership, renewal, cancellation and
// their form messages): 90 % of the shop's texts, merged into the `shop` namespace when one of those screens
// loads (routes.tsx waits for them), so /mybonuses does not download them. Only the interface language's are
// downloaded; `setLanguage` of @officefit/i18n fetches the other one before a switch (≈ 2.4 kB gzip less on
// /registration and /extend).
import { loadNamespace } from '@officefit/i18n';

/** Resolves once the account screens' texts of the interface language are in (a failed download is retried). */
export const loadAccountTexts = (): Promise<void> =>
  loadNamespace(
    'shop',
    { de: () => import('./accounts.de.json'), en: () => import('./accounts.en.json') },
    'accounts',
  );
