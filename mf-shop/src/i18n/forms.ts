// Texts of the shared form fields (features/forms: names, e-mail, birthdate, password, address, payment) and their
// messages, merged into the `shop` namespace by the field components, so every form that uses one has them.
import { registerNamespace } from '@officefit/i18n';
import de from './forms.de.json';
import en from './forms.en.json';

export const formResources = { de, en };

registerNamespace('shop', formResources);
