// What the apps use of react-i18next (shared as this subset: packages/webpack-config/subsets.js). Trans and
// IcuTrans (with an HTML parser) are left out: no screen uses them.
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next-impl';
