import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { htmlProblem, RICH_TEXT_EDITOR_OUTPUTS, RICH_TEXT_EDITOR_PASTE } from '@officefit/domain';
import { setLanguage } from '@officefit/i18n';
import { callsTo, renderRoute, Reply, stubFetch, stubTextLayout } from '../../../../testing/support';
import { previewHtml } from '../../../../lib/html-preview';
import RichTextEditor from '../rich-text-editor';

// typing and clicking through a ProseMirror editor in jsdom takes a while on a loaded machine
jest.setTimeout(20_000);

beforeAll(stubTextLayout);

const START = '<p>Rücken &amp; Büro</p>';
let saved = '';

function Harness({ initial = START }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  saved = value;
  return <RichTextEditor id="article-content" label="Inhalt" lang="de" value={value} onChange={setValue} />;
}

const text = () => screen.getByRole('textbox', { name: 'Inhalt' });

/** Renders the editor and selects its whole text, as a user would with Ctrl+A. */
async function renderSelected(initial?: string) {
  renderRoute(<Harness initial={initial} />, { path: '/', url: '/' });
  const box = await screen.findByRole('textbox', { name: 'Inhalt' });
  await waitFor(() => expect(box).toHaveAttribute('contenteditable', 'true'));
  act(() => box.focus());
  await userEvent.keyboard('{Control>}a{/Control}');
  return box;
}

afterEach(async () => {
  await act(() => setLanguage('de-DE'));
  saved = '';
});

describe.each([
  {
    language: 'de-DE' as const,
    toolbar: 'Textformat',
    tools: {
      heading2: 'Überschrift',
      heading3: 'Zwischenüberschrift',
      bold: 'Fett',
      italic: 'Kursiv',
      bulletList: 'Aufzählung',
      orderedList: 'Nummerierte Liste',
      blockquote: 'Zitat',
    },
    link: 'Link',
    editLink: 'Link ändern',
    address: 'Linkadresse',
    apply: 'Link setzen',
    notAllowed: 'Dieser Link ist nicht erlaubt.',
    picture: 'Bild einfügen',
    altDe: 'Alternativtext (Deutsch)',
    altEn: 'Alternativtext (Englisch)',
    upload: /Bild auswählen und hochladen/,
    altRequired: 'Bitte beschreiben Sie das Bild.',
  },
  {
    language: 'en-US' as const,
    toolbar: 'Text format',
    tools: {
      heading2: 'Heading',
      heading3: 'Subheading',
      bold: 'Bold',
      italic: 'Italic',
      bulletList: 'Bulleted list',
      orderedList: 'Numbered list',
      blockquote: 'Quote',
    },
    link: 'Link',
    editLink: 'Edit link',
    address: 'Link address',
    apply: 'Set link',
    notAllowed: 'This link is not allowed.',
    picture: 'Insert picture',
    altDe: 'Alt text (German)',
    altEn: 'Alt text (English)',
    upload: /Choose and upload a picture/,
    altRequired: 'Please describe the picture.',
  },
])('the article body editor ($language)', (words) => {
  beforeEach(async () => {
    await act(() => setLanguage(words.language));
  });

  test.each(Object.keys(words.tools) as (keyof typeof words.tools)[])(
    'the toolbar button for %s formats the selection and emits exactly the allowed HTML',
    async (format) => {
      await renderSelected();
      const toolbar = screen.getByRole('toolbar', { name: words.toolbar });
      const button = within(toolbar).getByRole('button', { name: words.tools[format] });
      expect(button).toHaveAttribute('aria-pressed', 'false');
      await userEvent.click(button);
      await waitFor(() => expect(saved).toBe(RICH_TEXT_EDITOR_OUTPUTS[format]));
      expect(button).toHaveAttribute('aria-pressed', 'true');
      // the save validator accepts it and the preview's sanitizer (the same lists as the server's) keeps it
      expect(htmlProblem(saved)).toBeNull();
      expect(previewHtml(saved)).toBe(saved);
    },
  );

  test('a link is checked by the link rule before it is set', async () => {
    await renderSelected();
    const linkButton = screen.getByRole('button', { name: words.link });
    expect(linkButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(linkButton);
    expect(linkButton).toHaveAttribute('aria-expanded', 'true');
    const address = screen.getByRole('textbox', { name: words.address });
    expect(address).toHaveFocus();
    await userEvent.type(address, 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: words.apply }));
    expect(screen.getByText(words.notAllowed)).toBeInTheDocument();
    expect(saved).toBe(START);
    await userEvent.clear(address);
    await userEvent.type(address, 'https://example.com/?a=1&b=2{Enter}');
    await waitFor(() => expect(saved).toBe(RICH_TEXT_EDITOR_OUTPUTS.link));
    expect(screen.queryByRole('textbox', { name: words.address })).not.toBeInTheDocument();
    // writing goes on in the text
    await waitFor(() => expect(text()).toHaveFocus());
    expect(screen.getByRole('button', { name: words.editLink })).toBeInTheDocument();
  });

  test('Escape closes the link form and returns to its button', async () => {
    await renderSelected();
    await userEvent.click(screen.getByRole('button', { name: words.link }));
    await userEvent.type(screen.getByRole('textbox', { name: words.address }), '/faq{Escape}');
    expect(screen.queryByRole('textbox', { name: words.address })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.link })).toHaveFocus();
    expect(saved).toBe(START);
  });

  test('a picture is uploaded with its alt text and inserted with the alt text of the article', async () => {
    const alt = 'Dehnen & <Atmen> am "Tisch"';
    const seen = stubFetch({
      'GET officefit/v1/cms/pictures': [],
      'POST officefit/v1/cms/pictures': () => new Reply(201, PICTURE(alt)),
    });
    await renderSelected();
    const button = screen.getByRole('button', { name: words.picture });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const dialog = screen.getByRole('dialog', { name: words.picture });
    const altDe = within(dialog).getByRole('textbox', { name: words.altDe });
    expect(altDe).toHaveFocus();
    // the alt text is required in both languages before anything is sent
    await userEvent.type(altDe, alt);
    await userEvent.upload(within(dialog).getByLabelText(words.upload), png());
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: words.altEn })).toHaveFocus());
    expect(within(dialog).getByText(words.altRequired)).toBeInTheDocument();
    expect(callsTo(seen, 'POST', 'officefit/v1/cms/pictures')).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: words.altEn }), 'Stretching');
    await userEvent.upload(within(dialog).getByLabelText(words.upload), png());
    await waitFor(() => expect(saved).toBe(RICH_TEXT_EDITOR_OUTPUTS.picture));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(htmlProblem(saved)).toBeNull();
    // the preview keeps the picture (the DOM writes `<` and `>` in attributes unescaped)
    const preview = document.createElement('div');
    preview.innerHTML = previewHtml(saved);
    expect(preview.querySelector('img')).toHaveAttribute('alt', alt);
  });

  test('Escape closes the picture dialog and returns to its button', async () => {
    stubFetch({ 'GET officefit/v1/cms/pictures': [] });
    await renderSelected();
    await userEvent.click(screen.getByRole('button', { name: words.picture }));
    await userEvent.type(screen.getByRole('textbox', { name: words.altDe }), 'x{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.picture })).toHaveFocus();
    expect(saved).toBe(START);
  });
});

const PICTURE = (alt: string) => ({
  id: 7,
  width: 1200,
  height: 800,
  alt: { de: alt, en: 'Stretching' },
  decorative: false,
  thumbnail: '/wp-json/officefit/v1/cms_pictures/0123456789abcdef01234567-480.webp',
  src: '/wp-json/officefit/v1/cms_pictures/0123456789abcdef01234567-960.webp',
  created_at: '2026-12-01T10:00:00Z',
});

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'bild.png', { type: 'image/png' });

test('the toolbar is one tab stop; arrow keys, Home and End move along it', async () => {
  await renderSelected();
  const buttons = within(screen.getByRole('toolbar', { name: 'Textformat' })).getAllByRole('button');
  expect(buttons.map((b) => b.tabIndex)).toEqual(buttons.map((_b, i) => (i === 0 ? 0 : -1)));
  act(() => buttons[0]!.focus());
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('button', { name: 'Zwischenüberschrift' })).toHaveFocus();
  await userEvent.keyboard('{End}');
  expect(screen.getByRole('button', { name: 'Wiederholen' })).toHaveFocus();
  // nothing to redo: the button says so and does nothing
  expect(screen.getByRole('button', { name: 'Wiederholen' })).toHaveAttribute('aria-disabled', 'true');
  await userEvent.keyboard('{Home}{ArrowLeft}');
  expect(screen.getByRole('button', { name: 'Wiederholen' })).toHaveFocus();
  await userEvent.keyboard('{Home}{Enter}');
  await waitFor(() => expect(saved).toBe(RICH_TEXT_EDITOR_OUTPUTS.heading2));
});

test('a line break, a no-break space and escaped characters are written as the server stores them', async () => {
  const box = await renderSelected('<p>Rücken<br>Büro&nbsp;"5 min" &lt;3</p>');
  // any change makes the editor report its content: bold on and off again
  fireEvent.keyDown(box, { key: 'b', ctrlKey: true });
  fireEvent.keyDown(box, { key: 'b', ctrlKey: true });
  await waitFor(() => expect(saved).toBe(RICH_TEXT_EDITOR_OUTPUTS.lineBreak));
});

test('pasted or loaded markup keeps only what the rule set allows', async () => {
  const box = await renderSelected(RICH_TEXT_EDITOR_PASTE);
  fireEvent.keyDown(box, { key: 'b', ctrlKey: true });
  fireEvent.keyDown(box, { key: 'b', ctrlKey: true });
  await waitFor(() => expect(saved).toBe(RICH_TEXT_EDITOR_OUTPUTS.pasted));
  expect(htmlProblem(saved)).toBeNull();
  expect(text()).toHaveAttribute('aria-invalid', 'false');
});
