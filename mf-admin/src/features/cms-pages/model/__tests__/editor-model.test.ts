import type { PageContent } from '../../api/types';
import {
  EMPTY_EDITOR,
  editorActions,
  editorReducer,
  fromPageContent,
  toPageContent,
  type EditorAction,
  type EditorState,
} from '../editor-model';
import { validatePage } from '../validate-page';

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
    expect(validatePage(fromPageContent(content))).toEqual({});
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
    expect(validatePage(state)).toEqual({
      title: { key: 'editor.errors.required' },
      'blocks.0.heading': { key: 'editor.errors.required' },
      'blocks.0.image': { key: 'editor.errors.image' },
      'blocks.0.ctaHref': { key: 'editor.errors.ctaPair' },
      'blocks.1.items.0.answer': { key: 'editor.errors.tooLong', values: { max: 2000 } },
      'blocks.3.html': { key: 'editor.errors.htmlAttribute', values: { attribute: 'onclick' } },
      'blocks.3.id': { key: 'editor.errors.anchor' },
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
    expect(validatePage(state)).toEqual({
      'blocks.0.href': { key: 'editor.errors.href' },
      'blocks.1.members': { key: 'editor.errors.noItems' },
    });
  });
});
