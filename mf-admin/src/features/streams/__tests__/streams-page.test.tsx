import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gate } from '@officefit/testing';
import { i18n } from '@officefit/i18n';
import {
  callsTo,
  me,
  renderRoute,
  Reply,
  stubFetch,
  wpError,
  expectSnackbar,
} from '../../../testing/support';
import StreamsPage from '../../../pages/streams-page';
import { berlinLocalToIso, isoToBerlinLocal } from '../berlin-time';

// `/admin/streams` as marketing meets it: the real store, router, theme and i18n around the page, only the
// network stubbed (GET/POST admin/stream, PUT/DELETE admin/stream/{id}).

const PATH = 'officefit/v1/admin/stream';
const DAY = 86_400_000;

/** A session as staff get it: `title` in the language asked for (German here), both titles for the form. */
function session(id: number, startsInMs: number, over: Record<string, unknown> = {}) {
  const starts = new Date(Date.now() + startsInMs);
  const title = typeof over.title === 'string' ? over.title : `Sitzung ${id}`;
  return {
    id,
    title,
    title_de: title,
    title_en: `${title} (EN)`,
    trainer: 'Lena Berger',
    starts_at: starts.toISOString(),
    ends_at: new Date(starts.getTime() + 30 * 60_000).toISOString(),
    duration_minutes: 30,
    embed_url: 'https://www.youtube-nocookie.com/embed/abc',
    videos: [],
    remind_me: false,
    is_new: false,
    ...over,
  };
}

const renderPage = () => renderRoute(<StreamsPage />, { path: '/admin/streams', url: '/admin/streams' });

afterEach(() => void i18n.changeLanguage('de'));

test('loading, then upcoming and past sessions apart; the area navigation has the entry', async () => {
  const answer = gate();
  stubFetch({
    'GET officefit/v1/me': me(['marketing']),
    [`GET ${PATH}`]: async () => {
      await answer.passed;
      // the server answers by start: the past one first
      return [
        session(1, -3 * DAY, { title: 'Rücken vorgestern' }),
        session(2, 2 * DAY, { title: 'Nacken fit' }),
      ];
    },
  });
  renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Livestream' })).toBeInTheDocument();
  expect(await screen.findByRole('status')).toHaveTextContent('Wird geladen');

  answer.open();
  const upcoming = await screen.findByRole('table', { name: '1 anstehende Sitzung' });
  expect(within(upcoming).getByText('Nacken fit')).toBeInTheDocument();
  expect(within(upcoming).getByText('30 Minuten')).toBeInTheDocument();
  const past = screen.getByRole('table', { name: '1 vergangene Sitzung' });
  expect(within(past).getByText('Rücken vorgestern')).toBeInTheDocument();
  expect(within(past).queryByText('Nacken fit')).toBeNull();
  expect(screen.getByRole('link', { name: 'Livestream' })).toHaveAttribute('href', '/admin/streams');
});

test('an empty list says so; a failed load says the content cannot be loaded', async () => {
  stubFetch({ 'GET officefit/v1/me': me(['marketing']), [`GET ${PATH}`]: [] });
  const first = renderPage();
  expect(
    await screen.findByText('Es gibt noch keine Livestream-Sitzungen. Legen Sie die erste an.'),
  ).toBeInTheDocument();
  first.unmount();

  stubFetch({
    'GET officefit/v1/me': me(['marketing']),
    [`GET ${PATH}`]: () => wpError(500, 'internal_error'),
  });
  renderPage();
  expect(await screen.findByText('Inhalte können nicht geladen werden.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).toBeNull();
});

test('staff without the permission are told so and nothing is loaded', async () => {
  const seen = stubFetch({ 'GET officefit/v1/me': me(['customer_service']) });
  renderPage();
  expect(await screen.findByText('Für diesen Bereich fehlt Ihnen die Berechtigung.')).toBeInTheDocument();
  expect(callsTo(seen, 'GET', PATH)).toEqual([]);
});

test('the form checks the shared contract, sends Berlin time with its offset and confirms with a snackbar', async () => {
  let sessions: ReturnType<typeof session>[] = [];
  const seen = stubFetch({
    'GET officefit/v1/me': me(['marketing']),
    [`GET ${PATH}`]: () => sessions,
    [`POST ${PATH}`]: (call: { body: Record<string, unknown> }) => {
      const created = { ...session(9, DAY), ...call.body, title: call.body.title_de, id: 9 };
      sessions = [created as ReturnType<typeof session>];
      return new Reply(201, created);
    },
  });
  const user = userEvent.setup();
  const { store } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Neue Livestream-Sitzung' }));
  const form = screen.getByRole('form', { name: 'Neue Livestream-Sitzung' });

  // empty: every required field says so; nothing is sent
  const duration = within(form).getByLabelText(/Dauer in Minuten/);
  await user.clear(duration);
  await user.click(within(form).getByRole('button', { name: 'Sitzung anlegen' }));
  for (const label of [/^Titel \(Deutsch\)/, /^Titel \(Englisch\)/]) {
    expect(within(form).getByLabelText(label)).toHaveAccessibleDescription(
      'Bitte füllen Sie dieses Feld aus.',
    );
  }
  expect(within(form).getByLabelText(/Trainerin oder Trainer/)).toHaveAccessibleDescription(
    'Bitte füllen Sie dieses Feld aus.',
  );
  expect(duration).toHaveAccessibleDescription(/Bitte füllen Sie dieses Feld aus\./);
  // the embed link is optional since #36: a session may play only its uploaded recording
  expect(within(form).getByLabelText(/Einbettungslink/)).not.toHaveAttribute('aria-invalid', 'true');

  // a host off the allow-list and a too long session: the contract's messages beside the fields
  await user.type(within(form).getByLabelText(/^Titel \(Deutsch\)/), 'Mobil in den Tag');
  await user.type(within(form).getByLabelText(/^Titel \(Englisch\)/), 'A mobile start to the day');
  await user.type(within(form).getByLabelText(/Trainerin oder Trainer/), 'Lena Berger');
  await user.type(within(form).getByLabelText(/Beginn \(Berliner Zeit\)/), '2030-01-07T09:00');
  await user.type(duration, '300');
  await user.type(within(form).getByLabelText(/Einbettungslink/), 'https://evil.example/embed/1');
  await user.click(within(form).getByRole('button', { name: 'Sitzung anlegen' }));
  expect(within(form).getByLabelText(/Einbettungslink/)).toHaveAccessibleDescription(
    /Bitte geben Sie einen Einbettungslink eines erlaubten Videoanbieters ein/,
  );
  expect(duration).toHaveAttribute('aria-invalid', 'true');
  expect(callsTo(seen, 'POST', PATH)).toEqual([]);

  await user.clear(duration);
  await user.type(duration, '45');
  await user.clear(within(form).getByLabelText(/Einbettungslink/));
  await user.type(within(form).getByLabelText(/Einbettungslink/), 'https://player.vimeo.com/video/1');
  await user.click(within(form).getByRole('button', { name: 'Sitzung anlegen' }));
  await waitFor(() => expect(callsTo(seen, 'POST', PATH)).toHaveLength(1));
  // 7 January is winter: Berlin is UTC+1
  expect(callsTo(seen, 'POST', PATH)[0]!.body).toEqual({
    title_de: 'Mobil in den Tag',
    title_en: 'A mobile start to the day',
    trainer: 'Lena Berger',
    starts_at: '2030-01-07T09:00:00+01:00',
    duration_minutes: 45,
    embed_url: 'https://player.vimeo.com/video/1',
  });
  await expectSnackbar(store, { key: 'admin:streams.created', severity: 'success' });
  // the form closes and the list is read again
  expect(await screen.findByRole('table', { name: '1 anstehende Sitzung' })).toHaveTextContent(
    'Mobil in den Tag',
  );
  expect(screen.queryByRole('form')).toBeNull();
});

test('a refusal of the server is shown translated beside its field; editing sends PUT with the values', async () => {
  const existing = session(4, 3 * DAY, { title: 'Nacken fit', starts_at: '2030-07-01T06:30:00.000Z' });
  let refuse = true;
  const seen = stubFetch({
    'GET officefit/v1/me': me(['marketing']),
    [`GET ${PATH}`]: [existing],
    [`PUT ${PATH}/4`]: (call: { body: Record<string, unknown> }) =>
      refuse
        ? wpError(400, 'rest_invalid_param', 'Invalid parameter(s): embed_url', {
            embed_url: 'embed_url must be an https embed link of www.youtube-nocookie.com.',
          })
        : { ...existing, ...call.body },
  });
  const user = userEvent.setup();
  const { store } = renderPage();
  await user.click(await screen.findByRole('button', { name: '„Nacken fit“ bearbeiten' }));
  const form = screen.getByRole('form', { name: 'Livestream-Sitzung bearbeiten' });
  // 06:30 UTC on 1 July is 08:30 in Berlin (summer time)
  expect(within(form).getByLabelText(/Beginn \(Berliner Zeit\)/)).toHaveValue('2030-07-01T08:30');

  await user.click(within(form).getByRole('button', { name: 'Änderungen speichern' }));
  await waitFor(() => expect(callsTo(seen, 'PUT', `${PATH}/4`)).toHaveLength(1));
  expect(callsTo(seen, 'PUT', `${PATH}/4`)[0]!.body).toMatchObject({
    starts_at: '2030-07-01T08:30:00+02:00',
  });
  await waitFor(() =>
    expect(within(form).getByLabelText(/Einbettungslink/)).toHaveAccessibleDescription(
      /Bitte geben Sie einen Einbettungslink eines erlaubten Videoanbieters ein/,
    ),
  );

  refuse = false;
  await user.click(within(form).getByRole('button', { name: 'Änderungen speichern' }));
  await expectSnackbar(store, { key: 'admin:streams.saved', values: { title: 'Nacken fit' } });
});

test('deleting asks first; cancel keeps it, confirm deletes it', async () => {
  let sessions = [session(5, DAY, { title: 'Yoga am Mittag' })];
  const seen = stubFetch({
    'GET officefit/v1/me': me(['marketing']),
    [`GET ${PATH}`]: () => sessions,
    [`DELETE ${PATH}/5`]: () => {
      sessions = [];
      return { deleted: true, id: 5 };
    },
  });
  const user = userEvent.setup();
  const { store } = renderPage();
  await user.click(await screen.findByRole('button', { name: '„Yoga am Mittag“ löschen' }));
  let dialog = screen.getByRole('alertdialog', { name: 'Sitzung löschen?' });
  expect(dialog).toHaveTextContent('Möchten Sie die Sitzung „Yoga am Mittag“ wirklich löschen?');
  await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
  expect(callsTo(seen, 'DELETE', `${PATH}/5`)).toEqual([]);

  await user.click(screen.getByRole('button', { name: '„Yoga am Mittag“ löschen' }));
  dialog = screen.getByRole('alertdialog', { name: 'Sitzung löschen?' });
  await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
  await waitFor(() => expect(callsTo(seen, 'DELETE', `${PATH}/5`)).toHaveLength(1));
  expect(
    await screen.findByText('Es gibt noch keine Livestream-Sitzungen. Legen Sie die erste an.'),
  ).toBeInTheDocument();
  expect(store.getState().ui.messages).toContainEqual(
    expect.objectContaining({ key: 'admin:streams.deleted', severity: 'success' }),
  );
});

test('in English the page and the contract messages are English', async () => {
  await i18n.changeLanguage('en');
  stubFetch({ 'GET officefit/v1/me': me(['marketing']), [`GET ${PATH}`]: [] });
  const user = userEvent.setup();
  renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Live stream' })).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'New live session' }));
  const form = screen.getByRole('form', { name: 'New live session' });
  await user.type(within(form).getByLabelText(/Video embed link/), 'https://evil.example/x');
  await user.click(within(form).getByRole('button', { name: 'Create session' }));
  expect(within(form).getByLabelText(/Video embed link/)).toHaveAccessibleDescription(
    /Please enter an embed link of an allowed video host/,
  );
});

test('in English the list shows the English titles; the form edits both languages and sends both (#39)', async () => {
  await i18n.changeLanguage('en');
  const existing = {
    ...session(6, 2 * DAY),
    title: 'Loosen your neck',
    title_de: 'Nacken lockern',
    title_en: 'Loosen your neck',
  };
  const seen = stubFetch({
    'GET officefit/v1/me': me(['marketing']),
    // the server answers `title` in the language asked for
    [`GET ${PATH}`]: (call: { query: Record<string, string> }) => [
      { ...existing, title: call.query.lang === 'en' ? existing.title_en : existing.title_de },
    ],
    [`PUT ${PATH}/6`]: (call: { body: Record<string, unknown> }) => ({ ...existing, ...call.body }),
  });
  const user = userEvent.setup();
  const { store } = renderPage();
  const upcoming = await screen.findByRole('table', { name: '1 upcoming session' });
  expect(within(upcoming).getByText('Loosen your neck')).toBeInTheDocument();
  expect(upcoming).not.toHaveTextContent('Nacken lockern');
  expect(callsTo(seen, 'GET', PATH)[0]!.query).toEqual({ lang: 'en' });

  await user.click(screen.getByRole('button', { name: 'Edit “Loosen your neck”' }));
  const form = screen.getByRole('form', { name: 'Edit live session' });
  const german = within(form).getByLabelText(/^Title \(German\)/);
  const english = within(form).getByLabelText(/^Title \(English\)/);
  expect(german).toHaveValue('Nacken lockern');
  expect(english).toHaveValue('Loosen your neck');
  // each field is marked with its language for screen readers and spell checking
  expect(german.closest('[lang]')).toHaveAttribute('lang', 'de');
  expect(english.closest('[lang]')).toHaveAttribute('lang', 'en');
  await user.clear(english);
  await user.type(english, 'Relax your neck');
  await user.click(within(form).getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(callsTo(seen, 'PUT', `${PATH}/6`)).toHaveLength(1));
  expect(callsTo(seen, 'PUT', `${PATH}/6`)[0]!.body).toMatchObject({
    title_de: 'Nacken lockern',
    title_en: 'Relax your neck',
  });
  await expectSnackbar(store, { key: 'admin:streams.saved', values: { title: 'Relax your neck' } });
});

test('Berlin time: winter and summer offsets, and back', () => {
  expect(berlinLocalToIso('2030-01-07T09:00')).toBe('2030-01-07T09:00:00+01:00');
  expect(berlinLocalToIso('2030-07-01T09:00')).toBe('2030-07-01T09:00:00+02:00');
  // the day after the switch to summer time
  expect(berlinLocalToIso('2030-03-31T12:00')).toBe('2030-03-31T12:00:00+02:00');
  expect(berlinLocalToIso('')).toBe('');
  expect(isoToBerlinLocal('2030-01-07T08:00:00Z')).toBe('2030-01-07T09:00');
  expect(isoToBerlinLocal('2030-07-01T07:00:00Z')).toBe('2030-07-01T09:00');
});

const video = () =>
  new File([new Uint8Array([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70])], 'talk.mp4', { type: 'video/mp4' });

test.each([
  [
    'de',
    'Video hochladen (MP4 oder WebM) für „Rücken“',
    '1 Aufzeichnung',
    'Nur Videos im Format MP4 oder WebM sind erlaubt.',
  ],
  ['en', 'Upload video (MP4 or WebM) for “Rücken”', '1 recording', 'Only MP4 or WebM videos are allowed.'],
])(
  '%s: staff upload a recording per session; a refusal is shown in the video wording (#36)',
  async (lang, label, count, refused) => {
    await i18n.changeLanguage(lang);
    let uploads = 0;
    const seen = stubFetch({
      'GET officefit/v1/me': me(['marketing']),
      [`GET ${PATH}`]: () => [
        session(7, -2 * DAY, {
          title: 'Rücken',
          embed_url: null,
          videos: uploads > 0 ? [{ id: 1, content_type: 'video/mp4', size_bytes: 8, src: 'x' }] : [],
        }),
      ],
      [`POST ${PATH}/7/videos`]: () => {
        uploads += 1;
        return uploads === 1 ? new Reply(201, session(7, -2 * DAY)) : wpError(400, 'rest_upload_type');
      },
    });
    const { store } = renderPage();
    const input = await screen.findByLabelText(label);
    expect(input).toHaveAttribute('accept', 'video/mp4,video/webm');
    await userEvent.upload(input, video());
    await waitFor(() => expect(callsTo(seen, 'POST', `${PATH}/7/videos`)).toHaveLength(1));
    expect(await screen.findByText(count)).toBeInTheDocument();

    await userEvent.upload(await screen.findByLabelText(label), video());
    await expectSnackbar(store, { key: 'admin:streams.videoErrors.rest_upload_type', severity: 'error' });
    expect(i18n.t('admin:streams.videoErrors.rest_upload_type')).toBe(refused);
  },
);

test('a recording is removed from its session (#36)', async () => {
  const seen = stubFetch({
    'GET officefit/v1/me': me(['marketing']),
    [`GET ${PATH}`]: () => [
      session(8, -2 * DAY, {
        title: 'Nacken',
        embed_url: null,
        videos: [{ id: 31, content_type: 'video/webm', size_bytes: 8, src: 'x' }],
      }),
    ],
    [`DELETE ${PATH}/8/videos/31`]: () => session(8, -2 * DAY),
  });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Aufzeichnung 1 entfernen („Nacken“)' }));
  await waitFor(() => expect(callsTo(seen, 'DELETE', `${PATH}/8/videos/31`)).toHaveLength(1));
});
