import type { PageContent } from '../../api/types';
import {
  EMPTY_EDITOR,
  editorActions,
  editorReducer,
  fromPageContent,
  toPageContent,
  withPreviewPictures,
  type EditorAction,
  type EditorState,
} from '../editor-model';
import { registerNamespace, setLanguage } from '@officefit/i18n';
import de from '../../../../i18n/de.json';
import en from '../../../../i18n/en.json';
import { pageErrors } from '../page-errors';

registerNamespace('admin', { de, en });

const content: PageContent = {
  title: 'Für Unternehmen',
  description: 'Gesunde Teams',
  blocks: [
    { type: 'hero', heading: 'Fitte Teams', text: 'Vier Übungen am Tag.' },
    { type: 'faq', heading: 'Fragen', items: [{ question: 'Was?', answer: 'Das.' }] },
    { type: 'contact_form', id: 'contact', trial: true },
  ],
};

const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);

test('content survives the round trip through the editor unchanged', () => {
  const state = fromPageContent(content);
  expect(state.dirty).toBe(false);
  expect(toPageContent(state)).toEqual(content);
});

test('blocks of unknown type are dropped when loading', () => {
  const state = fromPageContent({ ...content, blocks: [...content.blocks, { type: 'video' } as never] });
  expect(state.blocks.map((b) => b.type)).toEqual(['hero', 'faq', 'contact_form']);
});

test('adds, edits, reorders and removes blocks and entries', () => {
  let state = fromPageContent(content);
  const [hero, faq] = state.blocks;
  state = run(
    state,
    { type: 'setField', key: hero!.key, field: 'heading', value: 'Neue Überschrift' },
    editorActions.addItem(faq!.key, 'faq'),
    { type: 'moveBlock', key: faq!.key, delta: -1 },
    editorActions.addBlock('cta'),
  );
  expect(state.dirty).toBe(true);
  expect(state.blocks.map((b) => b.type)).toEqual(['faq', 'hero', 'contact_form', 'cta']);
  expect(state.blocks[1]!.values.heading).toBe('Neue Überschrift');
  const faqBlock = state.blocks[0]!;
  expect(faqBlock.items).toHaveLength(2);
  const newItem = faqBlock.items[1]!;
  state = run(
    state,
    { type: 'setItemField', key: faqBlock.key, itemKey: newItem.key, field: 'question', value: 'Wie?' },
    { type: 'moveItem', key: faqBlock.key, itemKey: newItem.key, delta: -1 },
  );
  expect(state.blocks[0]!.items.map((i) => i.values.question)).toEqual(['Wie?', 'Was?']);
  state = run(
    state,
    { type: 'removeItem', key: faqBlock.key, itemKey: newItem.key },
    { type: 'removeBlock', key: hero!.key },
  );
  expect(state.blocks.map((b) => b.type)).toEqual(['faq', 'contact_form', 'cta']);
  expect(run(state, { type: 'saved' }).dirty).toBe(false);
});

test('moving the first block up or the last block down changes nothing', () => {
  const state = fromPageContent(content);
  const first = state.blocks[0]!;
  const last = state.blocks[2]!;
  const moved = run(
    state,
    { type: 'moveBlock', key: first.key, delta: -1 },
    { type: 'moveBlock', key: last.key, delta: 1 },
  );
  expect(moved.blocks.map((b) => b.key)).toEqual(state.blocks.map((b) => b.key));
});

test('empty optional fields are left out of the saved blocks', () => {
  const state = run(EMPTY_EDITOR, editorActions.addBlock('hero'));
  const key = state.blocks[0]!.key;
  const filled = run(
    state,
    { type: 'setField', key, field: 'heading', value: '  Hallo ' },
    { type: 'setField', key, field: 'text', value: 'Text' },
  );
  expect(toPageContent(filled).blocks).toEqual([{ type: 'hero', heading: 'Hallo', text: 'Text' }]);
});

describe('validation', () => {
  test('a complete page is valid', () => {
    expect(pageErrors(fromPageContent(content))).toEqual({});
  });

  test('reports problems on the backend field paths', () => {
    let state = fromPageContent({ ...content, title: '' });
    const [hero, faq] = state.blocks;
    state = run(
      state,
      { type: 'setField', key: hero!.key, field: 'heading', value: ' ' },
      { type: 'setField', key: hero!.key, field: 'ctaLabel', value: 'Los' },
      { type: 'setField', key: hero!.key, field: 'image', value: 'https://cdn.example.com/x.png' },
      {
        type: 'setItemField',
        key: faq!.key,
        itemKey: faq!.items[0]!.key,
        field: 'answer',
        value: 'x'.repeat(2001),
      },
      editorActions.addBlock('text'),
    );
    const textKey = state.blocks[3]!.key;
    state = run(
      state,
      { type: 'setField', key: textKey, field: 'html', value: '<p onclick="x()">Hi</p><script>x</script>' },
      { type: 'setField', key: textKey, field: 'id', value: 'Kontakt Form' },
    );
    // the shared request contract's rules and texts; an HTML problem keeps the editor's detailed wording
    expect(pageErrors(state)).toEqual({
      title: 'Bitte füllen Sie dieses Feld aus.',
      'blocks.0.heading': 'Bitte füllen Sie dieses Feld aus.',
      'blocks.0.image': 'Bitte geben Sie einen Pfad dieser Website ein (mit / am Anfang).',
      'blocks.0.ctaHref': 'Beschriftung und Link gehören zusammen.',
      'blocks.1.items.0.answer': 'Bitte geben Sie höchstens 2000 Zeichen ein.',
      'blocks.3.html':
        'Das Attribut onclick ist nicht erlaubt (nur href bei Links; src, alt, width und height bei Bildern).',
      'blocks.3.id': 'Bitte prüfen Sie die Schreibweise.',
    });
  });

  test('a list block needs an entry and links must stay on the site', () => {
    let state = run(
      EMPTY_EDITOR,
      { type: 'setTitle', value: 'Seite' },
      editorActions.addBlock('cta'),
      editorActions.addBlock('team'),
    );
    const [cta, team] = state.blocks;
    state = run(
      state,
      { type: 'setField', key: cta!.key, field: 'heading', value: 'Jetzt' },
      { type: 'setField', key: cta!.key, field: 'label', value: 'Los' },
      { type: 'setField', key: cta!.key, field: 'href', value: 'https://example.com' },
      { type: 'removeItem', key: team!.key, itemKey: team!.items[0]!.key },
    );
    expect(pageErrors(state)).toEqual({
      'blocks.0.href':
        'Bitte geben Sie einen Pfad dieser Website (mit / am Anfang), einen #Anker oder eine mailto:-Adresse ein.',
      'blocks.1.members': 'Bitte wählen Sie mindestens 1.',
    });
  });

  test('the texts follow the language', async () => {
    await setLanguage('en-US');
    try {
      const state = fromPageContent({ ...content, title: 'x'.repeat(201) });
      expect(pageErrors(state)).toEqual({ title: 'Please enter at most 200 characters.' });
    } finally {
      await setLanguage('de-DE');
    }
  });
});

test('the preview draws a hero picture from the picture list, in the version language', () => {
  const hero = { type: 'hero' as const, heading: 'H', text: 'T', picture: { id: 3 } };
  const list = [
    {
      id: 3,
      width: 1200,
      height: 900,
      alt: { de: 'Eine Person', en: 'A person' },
      decorative: false,
      thumbnail: '/wp-json/officefit/v1/cms_pictures/a-480.webp',
      src: '/wp-json/officefit/v1/cms_pictures/a-960.webp',
      created_at: '2026-12-01T10:00:00Z',
    },
  ];
  expect(withPreviewPictures([hero], list, 'en')[0]).toEqual({
    ...hero,
    picture: { id: 3, width: 1200, height: 900, alt: 'A person', src: list[0]!.thumbnail },
  });
  // not (yet) in the list: left as it is
  expect(withPreviewPictures([hero], [], 'de')[0]).toBe(hero);
});
