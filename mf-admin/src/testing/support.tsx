// Test helpers for the admin screens (jest only): the shared ones of @officefit/testing (real store and router, theme
// and i18n, a fetch stub that records every call; logged in by default), the admin texts and the admin's test data.
import { waitFor } from '@testing-library/react';
import { registerNamespace } from '@officefit/i18n';
import de from '../i18n/de.json';
import en from '../i18n/en.json';
import { registerCatalogueTexts } from '../i18n/catalogue-texts';

export { callsTo, renderRoute, Reply, stubFetch, wpError, wpList, type SeenCall } from '@officefit/testing';

registerNamespace('admin', { de, en });
registerCatalogueTexts();

/** What each role may do, as the backend's permission table says (backend/src/shared/permissions.ts). */
const PERMISSIONS_OF: Record<string, string[]> = {
  customer_service: [
    'users.read',
    'users.write',
    'users.create',
    'users.import',
    'users.impersonate',
    'memberships.write',
    'payments.confirm',
    'orders.read',
    'orders.cancel',
    'requests.read',
    'requests.write',
    'companies.read',
    'services.handle',
    'catalogue.write',
  ],
  marketing: ['cms.write', 'stream.write'],
  company_owner: ['reports.company', 'services.book'],
};

/** Test data: the signed-in staff member (`roles` give `permissions`, which decide the admin sections shown). */
export function me(roles: string[] = ['marketing'], admin = false) {
  return {
    permissions: roles.flatMap((role) => PERMISSIONS_OF[role] ?? []),
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

/** Test data: Olga Owner's request of a back-fit workshop for Demo GmbH on 10 Dec 2026, in `status`. */
export const serviceRequest = (id: number, status: string) => ({
  id,
  company: { id: 3, name: 'Demo GmbH' },
  service: { id: 9, kind: 'back_fit', format: 'workshop' },
  requested_by: { id: 4, name: 'Olga Owner' },
  preferred_date: '2026-12-10',
  participants: 12,
  message: '',
  status,
  created_at: '2026-11-20T10:00:00Z',
  handled_at: null,
});

/** ProseMirror measures the selection to scroll it into view; jsdom lays nothing out: every rectangle is empty. */
export function stubTextLayout() {
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) };
  Range.prototype.getBoundingClientRect = () => rect as DOMRect;
  Range.prototype.getClientRects = () =>
    ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  document.elementFromPoint = () => null;
}

/** Waits until the shell's snackbar stack holds a message with these fields (`key`, `severity`, `values`). */
export async function expectSnackbar(
  store: { getState: () => { ui: { messages: readonly object[] } } },
  message: Record<string, unknown>,
) {
  await waitFor(() => expect(store.getState().ui.messages).toContainEqual(expect.objectContaining(message)));
}
