// Texts of the health profile (key prefix `anamnesis.`), merged into the `training` namespace when its page
// loads, so the routes module (and with it /home) does not carry them (DECISIONS "A remote's routes module carries
// only the texts every route needs").
import { registerNamespace } from '@officefit/i18n';
import de from './anamnesis.de.json';
import en from './anamnesis.en.json';

registerNamespace('training', { de: { anamnesis: de }, en: { anamnesis: en } });
