import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { setLanguage } from '@officefit/i18n';
import { callsTo, renderRoute, Reply, stubFetch, wpError } from '../../../../testing/support';
import { PictureField } from '../picture-field';

const picture = (id: number, de: string, en: string) => ({
  id,
  width: 1200,
  height: 900,
  alt: { de, en },
  decorative: false,
  thumbnail: `/wp-json/officefit/v1/cms_pictures/${String(id).padStart(24, '0')}-480.webp`,
  src: `/wp-json/officefit/v1/cms_pictures/${String(id).padStart(24, '0')}-960.webp`,
  created_at: '2026-12-01T10:00:00Z',
});
const LIBRARY = [picture(3, 'Eine Person dehnt sich.', 'A person stretches.')];

let chosen = '';
function Harness() {
  const [value, setValue] = useState('');
  chosen = value;
  return <PictureField id="cms-blocks-0-picture" value={value} onChange={setValue} />;
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'hero.png', { type: 'image/png' });

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(async () => {
  await act(() => setLanguage('de-DE'));
  jest.restoreAllMocks();
});

test('German: a picture is chosen from the uploaded ones, named by its alt text, with a thumbnail', async () => {
  const seen = stubFetch({ 'GET officefit/v1/cms/pictures': LIBRARY });
  renderRoute(<Harness />, { path: '/', url: '/' });
  await waitFor(() => expect(callsTo(seen, 'GET', 'officefit/v1/cms/pictures')).toHaveLength(1));
  await userEvent.click(screen.getByRole('combobox', { name: 'Bild' }));
  expect(screen.getByRole('option', { name: 'Kein Bild' })).toBeInTheDocument();
  await userEvent.click(await screen.findByRole('option', { name: 'Eine Person dehnt sich.' }));
  expect(chosen).toBe('3');
  expect(document.querySelector('img')).toHaveAttribute('src', LIBRARY[0]!.thumbnail);
});

test('German: an upload without alt text in both languages is refused before anything is sent', async () => {
  const seen = stubFetch({ 'GET officefit/v1/cms/pictures': LIBRARY });
  renderRoute(<Harness />, { path: '/', url: '/' });
  await userEvent.type(screen.getByRole('textbox', { name: 'Alternativtext (Deutsch)' }), 'Ein Bild');
  await userEvent.upload(screen.getByLabelText(/Bild auswählen und hochladen/), png());
  expect(await screen.findByRole('alert')).toHaveTextContent('auf Deutsch und Englisch');
  expect(callsTo(seen, 'POST', 'officefit/v1/cms/pictures')).toHaveLength(0);
});

test('English: an upload with alt text is sent and the new picture is chosen; a refusal is explained', async () => {
  await act(() => setLanguage('en-US'));
  let library = LIBRARY;
  let refuse = true;
  const seen = stubFetch({
    'GET officefit/v1/cms/pictures': () => library,
    'POST officefit/v1/cms/pictures': () => {
      if (refuse) return wpError(400, 'rest_upload_type', 'Only image files (JPEG, PNG, WebP) are allowed.');
      library = [picture(9, 'Drei Stufen', 'Three steps'), ...LIBRARY];
      return new Reply(201, library[0]);
    },
  });
  renderRoute(<Harness />, { path: '/', url: '/' });
  await userEvent.type(screen.getByRole('textbox', { name: 'Alt text (German)' }), 'Drei Stufen');
  await userEvent.type(screen.getByRole('textbox', { name: 'Alt text (English)' }), 'Three steps');
  await userEvent.upload(screen.getByLabelText(/Choose and upload a picture/), png());
  expect(await screen.findByRole('alert')).toHaveTextContent('Only pictures (JPEG, PNG, WebP) are allowed.');
  refuse = false;
  await userEvent.upload(screen.getByLabelText(/Choose and upload a picture/), png());
  await waitFor(() => expect(chosen).toBe('9'));
  // the new picture is in the list and shown
  expect(screen.getByRole('combobox', { name: 'Picture' })).toHaveTextContent('Three steps');
  expect(callsTo(seen, 'POST', 'officefit/v1/cms/pictures')).toHaveLength(2);
});
