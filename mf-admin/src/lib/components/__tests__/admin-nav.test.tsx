import { act, screen, within } from '@testing-library/react';
import { setLanguage } from '@officefit/i18n';
import { me, renderRoute, stubFetch } from '../../../testing/support';
import { AdminFrame } from '../admin-frame';
import { SECTION_GROUPS } from '../admin-nav';

const frame = (url: string) =>
  renderRoute(
    <AdminFrame title="Titel">
      <p>Inhalt</p>
    </AdminFrame>,
    { path: '/admin/*', url },
  );

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.textContent);

afterEach(async () => {
  await act(() => setLanguage('de-DE'));
});

test('an administrator sees five groups in one row and the sections of the current group below (#39)', async () => {
  stubFetch({ 'GET officefit/v1/me': me([], true) });
  frame('/admin/outbox');
  const nav = await screen.findByRole('navigation', { name: 'Bereiche der Verwaltung' });
  const groups = within(nav).getByRole('list', { name: 'Gruppen der Verwaltung' });
  expect(names(groups)).toEqual(['Kundschaft', 'Eingänge', 'Inhalte', 'Katalog', 'Betrieb']);
  // each group leads to its first section; the current one is marked
  expect(within(groups).getByRole('link', { name: 'Katalog' })).toHaveAttribute('href', '/admin/exercises');
  expect(within(groups).getByRole('link', { name: 'Betrieb' })).toHaveAttribute('aria-current', 'true');
  expect(within(groups).getByRole('link', { name: 'Inhalte' })).not.toHaveAttribute('aria-current');
  const sections = within(nav).getByRole('list', { name: 'Betrieb' });
  expect(names(sections)).toEqual(['Postausgang', 'Hintergrundaufgaben', 'Protokoll']);
  expect(within(sections).getByRole('link', { name: 'Postausgang' })).toHaveAttribute('aria-current', 'page');
  // 18 sections (the team feed joined content, issue 38; membership vouchers and payments customers, issue 36),
  // none lost
  expect(SECTION_GROUPS.flatMap((group) => [...group.sections])).toHaveLength(18);

  await act(() => setLanguage('en-US'));
  expect(names(screen.getByRole('list', { name: 'Admin groups' }))).toEqual([
    'Customers',
    'Incoming',
    'Content',
    'Catalogue',
    'Operations',
  ]);
});

test('a page below a section (a user of /admin, an exercise) opens that section’s group', async () => {
  stubFetch({ 'GET officefit/v1/me': me([], true) });
  frame('/admin/users/42');
  const nav = await screen.findByRole('navigation', { name: 'Bereiche der Verwaltung' });
  expect(names(within(nav).getByRole('list', { name: 'Kundschaft' }))).toEqual([
    'Konten',
    'Konto anlegen',
    'Unternehmen',
    'Mitgliedschafts-Gutscheine',
    'Zahlungen',
  ]);
});

test('with few sections (marketing) the menu stays one plain row without groups', async () => {
  stubFetch({ 'GET officefit/v1/me': me(['marketing']) });
  frame('/admin/pages');
  const nav = await screen.findByRole('navigation', { name: 'Bereiche der Verwaltung' });
  expect(within(nav).queryByRole('list', { name: 'Gruppen der Verwaltung' })).not.toBeInTheDocument();
  expect(names(within(nav).getByRole('list'))).toEqual(['Seiten', 'Artikel', 'Livestream']);
});

test('customer service sees only the groups it may open', async () => {
  stubFetch({ 'GET officefit/v1/me': me(['customer_service']) });
  frame('/admin/rewards');
  const nav = await screen.findByRole('navigation', { name: 'Bereiche der Verwaltung' });
  expect(names(within(nav).getByRole('list', { name: 'Gruppen der Verwaltung' }))).toEqual([
    'Kundschaft',
    'Eingänge',
    'Katalog',
  ]);
  expect(names(within(nav).getByRole('list', { name: 'Katalog' }))).toEqual([
    'Übungen',
    'Prämien',
    'Gutscheincodes',
  ]);
});
