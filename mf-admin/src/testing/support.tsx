// Test helpers for the admin screens (jest only): the shared ones of @officefit/testing (real store and router, theme
// and i18n, a fetch stub that records every call; logged in by default), the admin texts and the admin's test data.
import { registerNamespace } from '@officefit/i18n';
import de from '../i18n/de.json';
import en from '../i18n/en.json';

export { callsTo, renderRoute, Reply, stubFetch, wpError, wpList, type SeenCall } from '@officefit/testing';

registerNamespace('admin', { de, en });

/** Test data: the signed-in staff member (`roles` decides which admin sections show). */
export function me(roles: string[] = ['marketing'], admin = false) {
  return {
    id: 5,
    first_name: 'Mia',
    last_name: 'Marketing',
    email: 'marketing@example.com',
    roles,
    admin,
    lang: 'de-DE',
    sub: null,
  };
}
