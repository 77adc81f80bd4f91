// The texts of the account screens (registration, e-mail verification, membership, renewal, cancellation and
// their form messages), merged into the `shop` namespace when one of those screens loads. They are 90 % of the
// shop's texts; registered in routes.tsx they would be downloaded with every shop route, /mybonuses included.
// Each account page imports this module for its effect, so the texts are there before the page renders.
import { registerNamespace } from '@officefit/i18n';
import de from './accounts.de.json';
import en from './accounts.en.json';

export const accountResources = { de, en };

registerNamespace('shop', accountResources);
