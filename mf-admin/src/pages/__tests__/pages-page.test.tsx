import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, me, renderRoute, stubFetch, wpError } from '../../testing/support';
import PagesPage from '../pages-page';

const page = (id: number, slug: string) => ({
  id,
  slug,
  path: `/${slug}`,
  versions: {
    de: { state: 'published', title: 'Titel', draft_modified: null },
    en: { state: 'empty', title: null, draft_modified: null },
  },
});

function renderPages(create: () => unknown) {
  const seen = stubFetch({
    'GET officefit/v1/me': me(['marketing']),
    'GET officefit/v1/cms/pages': () => [page(1, 'intro')],
    'POST officefit/v1/cms/pages': create,
  });
  renderRoute(<PagesPage />, { path: '/admin/pages', url: '/admin/pages' });
  return seen;
}

const nameField = () => screen.findByRole('textbox', { name: /Name der Seite/ });
const submit = () => screen.getByRole('button', { name: 'Seite anlegen' });

test('a new special page needs lower-case letters, digits and single hyphens; nothing is sent before', async () => {
  const user = userEvent.setup();
  const seen = renderPages(() => page(9, 'special/x'));
  await user.type(await nameField(), 'sommer--aktion');
  await user.click(submit());
  expect(await screen.findByText(/Bitte nur Kleinbuchstaben, Ziffern/)).toBeInTheDocument();
  expect(callsTo(seen, 'POST', 'officefit/v1/cms/pages')).toHaveLength(0);
});

test('creates the page from the trimmed lower-case name and opens its editor', async () => {
  const user = userEvent.setup();
  const seen = renderPages(() => page(9, 'special/sommer-aktion'));
  await user.type(await nameField(), ' Sommer-Aktion ');
  await user.click(submit());
  expect(await screen.findByTestId('location')).toHaveTextContent('/admin/pages/9');
  expect(callsTo(seen, 'POST', 'officefit/v1/cms/pages')[0]?.body).toEqual({ slug: 'special/sommer-aktion' });
});

test('a name already taken says so on the field', async () => {
  const user = userEvent.setup();
  const seen = renderPages(() => wpError(409, 'rest_page_exists'));
  await user.type(await nameField(), 'intro');
  await user.click(submit());
  expect(await screen.findByText('Diese Seite gibt es schon.')).toBeInTheDocument();
  await waitFor(() => expect(callsTo(seen, 'POST', 'officefit/v1/cms/pages')).toHaveLength(1));
});
