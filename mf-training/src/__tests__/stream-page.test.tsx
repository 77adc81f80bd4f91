import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@officefit/i18n';
import StreamPage from '../pages/stream-page';
import { callsTo, renderRoute, type SeenCall, stubFetch } from './support';

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('de-DE'));
});

const session = (id: number, startsAt: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Session ${id}`,
  trainer: 'Lena Berger',
  starts_at: startsAt,
  ends_at: new Date(Date.parse(startsAt) + 20 * 60_000).toISOString(),
  duration_minutes: 20,
  embed_url: 'https://www.youtube-nocookie.com/embed/abc',
  videos: [],
  remind_me: false,
  is_new: false,
  ...extra,
});

/** GET stream's answer at `now`: nothing running, next, planned or past unless given. */
const streamAnswer = (now: Date, parts: Record<string, unknown> = {}) => ({
  now: now.toISOString(),
  current: null,
  next: null,
  sessions: [],
  past: [],
  ...parts,
});

/** The stream page, the server answering with `routes` and recording the visit. */
function renderStream(routes: Record<string, unknown>) {
  const seen = stubFetch({ 'POST officefit/v1/stream/seen': { new_sessions: 0 }, ...routes });
  return { seen, ...renderRoute(<StreamPage />, { path: '/stream', url: '/stream' }) };
}

test('the next session with a countdown and "remind me"; the schedule of the week; the visit is recorded', async () => {
  const user = userEvent.setup();
  const now = new Date();
  const soon = new Date(now.getTime() + 2 * 3600_000 + 5 * 60_000).toISOString();
  const later = new Date(now.getTime() + 26 * 3600_000).toISOString();
  const { seen, store } = renderStream({
    'GET officefit/v1/stream': streamAnswer(now, {
      next: session(1, soon),
      sessions: [session(1, soon), session(2, later, { is_new: true })],
    }),
    'POST officefit/v1/stream/1/remind': {
      session_id: 1,
      remind_me: true,
      remind_at: new Date(Date.parse(soon) - 10 * 60_000).toISOString(),
    },
  });
  const next = await screen.findByTestId('stream-next');
  expect(next).toHaveTextContent('Als Nächstes: Session 1');
  expect(within(next).getByTestId('stream-countdown')).toHaveTextContent(/^Beginnt in 2 Std\., [45] Min\.$/);
  const schedule = screen.getByTestId('stream-schedule');
  expect(within(schedule).getAllByRole('listitem')).toHaveLength(2);
  expect(within(schedule).getByText('Neu')).toBeInTheDocument();
  await waitFor(() => expect(callsTo(seen, 'POST', 'officefit/v1/stream/seen')).toHaveLength(1));

  await user.click(within(next).getByRole('button', { name: 'Erinnern' }));
  await waitFor(() => expect(callsTo(seen, 'POST', 'officefit/v1/stream/1/remind')).toHaveLength(1));
  // the confirmation says when the reminder comes (the shell's snackbar stack shows it)
  await waitFor(() =>
    expect(store.getState().ui.messages).toContainEqual(
      expect.objectContaining({
        key: 'training:stream.reminderSet',
        severity: 'success',
        values: { time: expect.any(String) },
      }),
    ),
  );
});

test('a running session is embedded in a sandboxed, titled frame', async () => {
  const now = new Date();
  const started = new Date(now.getTime() - 5 * 60_000).toISOString();
  renderStream({
    'GET officefit/v1/stream': streamAnswer(now, {
      current: session(3, started),
      sessions: [session(3, started)],
    }),
  });
  const current = await screen.findByTestId('stream-current');
  const frame = current.querySelector('iframe')!;
  expect(frame).toHaveAttribute('title', 'Livestream: Session 3');
  expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abc');
  expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
});

test('a running session whose link is off the video-host allow-list is not framed', async () => {
  const now = new Date();
  const started = session(4, new Date(now.getTime() - 60_000).toISOString(), {
    embed_url: 'https://evil.example/x',
  });
  renderStream({ 'GET officefit/v1/stream': streamAnswer(now, { current: started, sessions: [started] }) });
  const current = await screen.findByTestId('stream-current');
  expect(current.querySelector('iframe')).toBeNull();
  expect(current).toHaveTextContent('Dieser Stream kann hier nicht angezeigt werden.');
});

test('no session planned: an empty state', async () => {
  renderStream({ 'GET officefit/v1/stream': streamAnswer(new Date()) });
  expect((await screen.findAllByText('Zurzeit ist kein Livestream geplant.')).length).toBeGreaterThan(0);
});

test('English screens ask for and show the English titles, never the German ones (#39)', async () => {
  await act(() => i18n.changeLanguage('en-US'));
  const now = new Date();
  const soon = new Date(now.getTime() + 3600_000).toISOString();
  // the stub answers in the language asked for, as the server does
  const titled = (lang: string | undefined) =>
    session(5, soon, {
      title: lang === 'en' ? 'Loosen your neck and shoulders' : 'Nacken und Schultern lockern',
    });
  const { seen } = renderStream({
    'GET officefit/v1/stream': ({ query }: SeenCall) =>
      streamAnswer(now, { next: titled(query.lang), sessions: [titled(query.lang)] }),
  });
  const next = await screen.findByTestId('stream-next');
  expect(next).toHaveTextContent('Loosen your neck and shoulders');
  expect(screen.getByTestId('stream-schedule')).toHaveTextContent('Loosen your neck and shoulders');
  expect(document.body).not.toHaveTextContent('Nacken und Schultern lockern');
  expect(callsTo(seen, 'GET', 'officefit/v1/stream')[0]?.query).toEqual({ lang: 'en' });
});

const recorded = (id: number, startsAt: string, title = `Session ${id}`) =>
  session(id, startsAt, {
    title,
    embed_url: null,
    videos: [
      {
        id: id * 10,
        content_type: 'video/mp4',
        size_bytes: 1000,
        src: `officefit/v1/stream/videos/${id * 10}?token=t${id}`,
      },
    ],
  });

test.each([
  ['de-DE', 'Verpasst? Aufzeichnungen ansehen', 'Ansehen', 'Aufzeichnung: Rücken'],
  ['en-US', 'Missed it? Watch the recordings', 'Watch', 'Recording: Rücken'],
])(
  '%s: past sessions play their recording from our own server; another one is chosen by keyboard (#36)',
  async (lang, heading, watch, label) => {
    await act(() => i18n.changeLanguage(lang));
    const user = userEvent.setup();
    const now = new Date();
    const earlier = new Date(now.getTime() - 26 * 3600_000).toISOString();
    const older = new Date(now.getTime() - 50 * 3600_000).toISOString();
    renderStream({
      'GET officefit/v1/stream': streamAnswer(now, {
        past: [recorded(7, earlier, 'Rücken'), recorded(8, older, 'Nacken')],
      }),
    });
    const past = await screen.findByTestId('stream-past');
    expect(past).toHaveTextContent(heading);
    const video = within(past).getByTestId('stream-recording');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAccessibleName(label);
    expect(video.querySelector('source')).toHaveAttribute(
      'src',
      '/wp-json/officefit/v1/stream/videos/70?token=t7',
    );
    expect(video.querySelector('source')).toHaveAttribute('type', 'video/mp4');

    const buttons = within(past).getAllByRole('button', { name: watch });
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    buttons[1]!.focus();
    await user.keyboard('{Enter}');
    expect(buttons[1]).toHaveAttribute('aria-pressed', 'true');
    expect(within(past).getByTestId('stream-recording').querySelector('source')).toHaveAttribute(
      'src',
      '/wp-json/officefit/v1/stream/videos/80?token=t8',
    );
  },
);

test('a running session without an embed link plays its recording instead of the frame', async () => {
  const now = new Date();
  const started = new Date(now.getTime() - 5 * 60_000).toISOString();
  const running = recorded(9, started);
  renderStream({ 'GET officefit/v1/stream': streamAnswer(now, { current: running, sessions: [running] }) });
  const current = await screen.findByTestId('stream-current');
  expect(within(current).getByTestId('stream-recording')).toBeInTheDocument();
  expect(current.querySelector('iframe')).toBeNull();
  expect(screen.queryByTestId('stream-past')).toBeNull();
});
