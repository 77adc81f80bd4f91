import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@officefit/i18n';
import userEvent from '@testing-library/user-event';
import { callsTo, me, renderRoute, stubFetch, wpError, type SeenCall } from '../../testing/support';
import PageEditorPage from '../page-editor-page';
import type { CmsVersion, PageContent } from '../../features/cms-pages/api/types';

const summary = {
  id: 4,
  slug: 'for_your_company',
  path: '/for_your_company',
  versions: {
    de: { state: 'published', title: 'Für Unternehmen' },
    en: { state: 'published', title: 'For companies' },
  },
};

const contentOf = (heading: string): PageContent => ({
  title: 'Für Unternehmen',
  description: 'Gesunde Teams',
  blocks: [
    { type: 'hero', heading, text: 'Bewegung im Büro.' },
    { type: 'features', heading: 'Vorteile', items: [{ title: 'Kurz', text: 'Fünf Minuten.' }] },
  ],
});

function version(draft: PageContent, published: PageContent, lang: 'de' | 'en' = 'de'): CmsVersion {
  const same = JSON.stringify(draft) === JSON.stringify(published);
  return {
    page: { id: 4, slug: 'for_your_company', path: '/for_your_company' },
    lang,
    state: same ? 'published' : 'changed',
    draft: { ...draft, revision: same ? 1 : 2, modified: '2026-11-20T10:00:00Z' },
    published: { ...published, revision: 1, published_at: '2026-11-01T10:00:00Z' },
  };
}

const revisions = [
  {
    id: 2,
    lang: 'de',
    created_at: '2026-11-20T10:00:00Z',
    author: { id: 5, name: 'Mia Marketing' },
    action: 'save',
    restored_from: null,
    title: 'Für Unternehmen',
    is_draft: true,
    is_published: true,
    was_published: true,
  },
  {
    id: 1,
    lang: 'de',
    created_at: '2026-11-01T10:00:00Z',
    author: null,
    action: 'seed',
    restored_from: null,
    title: 'Für Unternehmen',
    is_draft: false,
    is_published: false,
    was_published: true,
  },
];

// the editor is a large form; typing into it in jsdom takes a while
jest.setTimeout(20_000);

// failed calls are logged by the api layer (spec §8)
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

/** The heading field of the hero (block 1); every block has its own "Überschrift". */
const heroHeading = () =>
  within(screen.getByRole('group', { name: 'Block 1: Titelbereich' })).getByRole('textbox', {
    name: /^Überschrift/,
  });

function setup() {
  let current = version(contentOf('Fitte Teams'), contentOf('Fitte Teams'));
  const seen = stubFetch({
    'GET officefit/v1/me': me(),
    'GET officefit/v1/cms/pages': [summary],
    'GET officefit/v1/cms/pages/4/de': () => current,
    'GET officefit/v1/cms/pages/4/en': version(contentOf('Fit teams'), contentOf('Fit teams'), 'en'),
    'GET officefit/v1/cms/pages/4/de/revisions': revisions,
    'PUT officefit/v1/cms/pages/4/de': (c: SeenCall) => {
      current = version(c.body as PageContent, current.published!);
      return current;
    },
    'POST officefit/v1/cms/pages/4/de/publish': () => {
      current = version(current.draft!, current.draft!);
      return current;
    },
    'POST officefit/v1/cms/pages/4/de/revisions/1/restore': () => {
      current = version(contentOf('Fitte Teams'), contentOf('Fitte Teams'));
      return current;
    },
  });
  const view = renderRoute(<PageEditorPage />, { path: '/admin/pages/:id', url: '/admin/pages/4' });
  return { seen, ...view };
}

test('edits the hero text with a live preview, saves the draft and publishes', async () => {
  const { seen } = setup();
  const user = userEvent.setup();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Seite „Für Unternehmen“ bearbeiten' }),
  ).toBeInTheDocument();
  await screen.findByRole('group', { name: 'Block 1: Titelbereich' });
  const heading = heroHeading();
  expect(heading).toHaveValue('Fitte Teams');
  const preview = screen.getByRole('region', { name: 'Vorschau' });
  expect(within(preview).getByRole('heading', { level: 2, name: 'Fitte Teams' })).toBeInTheDocument();

  await user.clear(heading);
  await user.click(heading);
  await user.paste('Gesunde Teams');
  expect(within(preview).getByRole('heading', { level: 2, name: 'Gesunde Teams' })).toBeInTheDocument();
  expect(screen.getByText('Ungespeicherte Änderungen')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Als Entwurf speichern' }));
  await waitFor(() => expect(callsTo(seen, 'PUT', 'officefit/v1/cms/pages/4/de')).toHaveLength(1));
  expect(callsTo(seen, 'PUT', 'officefit/v1/cms/pages/4/de')[0]!.body).toEqual(contentOf('Gesunde Teams'));
  await waitFor(() => expect(screen.queryByText('Ungespeicherte Änderungen')).toBeNull());
  expect(await screen.findByText('Geändert, nicht veröffentlicht')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
  await waitFor(() => expect(callsTo(seen, 'POST', 'officefit/v1/cms/pages/4/de/publish')).toHaveLength(1));
  expect(await screen.findByText('Veröffentlicht')).toBeInTheDocument();
});

test('invalid input is shown on the field and nothing is saved', async () => {
  const { seen } = setup();
  const user = userEvent.setup();
  await screen.findByRole('group', { name: 'Block 1: Titelbereich' });
  const heading = heroHeading();
  await user.clear(heading);
  await user.click(screen.getByRole('button', { name: 'Als Entwurf speichern' }));
  expect(await screen.findByText('Bitte prüfen Sie 1 Angabe.')).toBeInTheDocument();
  expect(heading).toHaveAccessibleDescription('Bitte füllen Sie dieses Feld aus.');
  await waitFor(() => expect(heading).toHaveFocus());
  expect(callsTo(seen, 'PUT', 'officefit/v1/cms/pages/4/de')).toHaveLength(0);
});

test('blocks can be added, moved and removed', async () => {
  setup();
  const user = userEvent.setup();
  await screen.findByRole('group', { name: 'Block 1: Titelbereich' });
  await user.click(screen.getByRole('button', { name: 'Block hinzufügen' }));
  expect(screen.getByRole('group', { name: 'Block 3: Text' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Block 3 (Text) nach oben' }));
  expect(screen.getByRole('group', { name: 'Block 2: Text' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Block 2 (Text) entfernen' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Entfernen' }));
  expect(screen.queryByRole('group', { name: /: Text$/ })).toBeNull();
  expect(screen.getByText('2 Blöcke')).toBeInTheDocument();
});

test('switches to English and restores an old revision, published at once', async () => {
  const { seen, router } = setup();
  const user = userEvent.setup();
  await screen.findByRole('group', { name: 'Block 1: Titelbereich' });
  await user.click(screen.getByRole('button', { name: /^Version vom 01\.11\.2026/ }));
  const dialog = screen.getByRole('dialog');
  expect(within(dialog).getByRole('checkbox', { name: 'Sofort veröffentlichen' })).toBeChecked();
  await user.click(within(dialog).getByRole('button', { name: 'Wiederherstellen' }));
  await waitFor(() =>
    expect(callsTo(seen, 'POST', 'officefit/v1/cms/pages/4/de/revisions/1/restore')[0]?.body).toEqual({
      publish: true,
    }),
  );

  await user.click(screen.getByRole('button', { name: 'Englisch' }));
  expect(router.state.location.search).toBe('?lang=en');
  expect(await screen.findByDisplayValue('Fit teams')).toBeInTheDocument();
});

test('an unknown page says so', async () => {
  stubFetch({
    'GET officefit/v1/me': me(),
    'GET officefit/v1/cms/pages': [summary],
    'GET officefit/v1/cms/pages/99/de': wpError(404, 'rest_page_invalid_id'),
  });
  renderRoute(<PageEditorPage />, { path: '/admin/pages/:id', url: '/admin/pages/99' });
  expect(await screen.findByText('Diese Seite gibt es nicht.')).toBeInTheDocument();
});

describe.each([
  ['de-DE', 'Startseite bearbeiten', 'Seite „Für Unternehmen“ bearbeiten'],
  ['en-US', 'Edit home page', 'Edit page “For companies”'],
])('the heading names the page (%s)', (language, home, named) => {
  beforeEach(() => act(() => i18n.changeLanguage(language)));
  afterEach(() => act(() => i18n.changeLanguage('de-DE')));

  test.each([
    ['', home],
    ['for_your_company', named],
  ])('page slug "%s"', async (slug, heading) => {
    stubFetch({
      'GET officefit/v1/me': me(),
      'GET officefit/v1/cms/pages': [{ ...summary, slug, path: `/${slug}` }],
      'GET officefit/v1/cms/pages/4/de': version(contentOf('Fitte Teams'), contentOf('Fitte Teams')),
      'GET officefit/v1/cms/pages/4/de/revisions': [],
      'GET officefit/v1/cms/pictures': [],
    });
    renderRoute(<PageEditorPage />, { path: '/admin/pages/:id', url: '/admin/pages/4' });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
