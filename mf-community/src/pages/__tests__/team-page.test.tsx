import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@officefit/i18n';
import { pinDate } from '@officefit/testing';
import {
  callsTo,
  feedPage,
  feedPost,
  gate,
  me,
  renderRoute,
  stubFetch,
  wpError,
} from '../../testing/support';
import TeamPage from '../team-page';

const NOW = '2026-03-05T10:00:00Z';

beforeEach(() => {
  pinDate(NOW);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  jest.useRealTimers();
  await setLanguage('de-DE');
});

test('posts show who reached what, how long ago, the cheers; one tap cheers (aria-pressed) and a snackbar confirms', async () => {
  let cheered = false;
  const seen = stubFetch({
    'GET officefit/v1/me': me(),
    'GET officefit/v1/feed': () =>
      feedPage([
        feedPost({ cheered, cheers: cheered ? 3 : 2 }),
        feedPost({
          id: 2,
          kind: 'reward_redeemed',
          detail: 'Yogamatte',
          value: null,
          created_at: '2026-03-04T09:00:00Z',
        }),
      ]),
    'PUT officefit/v1/feed/1/cheer': () => {
      cheered = true;
      return { id: 1, cheers: 3, cheered: true };
    },
  });
  const user = userEvent.setup();
  const { store } = renderRoute(<TeamPage />, { path: '/team-feed', url: '/team-feed' });
  const first = await screen.findByTestId('feed-post-1');
  expect(first).toHaveTextContent('Paul hat einen Strike von 10 Tagen gehalten.');
  expect(first).toHaveTextContent('vor 3 Stunden');
  expect(within(first).getByTestId('cheer-count')).toHaveTextContent('2 Anfeuerungen');
  expect(screen.getByTestId('feed-post-2')).toHaveTextContent('Paul hat eine Prämie eingelöst: Yogamatte.');
  expect(screen.getByTestId('feed-post-2')).toHaveTextContent('gestern');
  expect(callsTo(seen, 'GET', 'officefit/v1/feed')[0]?.query).toEqual({ page: '1', per_page: '20' });

  const button = within(first).getByRole('button', { name: 'Paul anfeuern' });
  expect(button).toHaveAttribute('aria-pressed', 'false');
  await user.click(button);
  await waitFor(() => expect(callsTo(seen, 'PUT', 'officefit/v1/feed/1/cheer')).toHaveLength(1));
  await waitFor(() =>
    expect(
      within(screen.getByTestId('feed-post-1')).getByRole('button', { name: 'Paul anfeuern' }),
    ).toHaveAttribute('aria-pressed', 'true'),
  );
  expect(within(screen.getByTestId('feed-post-1')).getByTestId('cheer-count')).toHaveTextContent(
    '3 Anfeuerungen',
  );
  expect(store.getState().ui.messages.at(-1)).toMatchObject({
    key: 'community:feed.cheered',
    severity: 'success',
  });
});

test('the own post has no cheer button but a delete with confirmation; the list then shows its empty state', async () => {
  let deleted = false;
  const seen = stubFetch({
    'GET officefit/v1/me': me(),
    'GET officefit/v1/feed': () =>
      feedPage(
        deleted
          ? []
          : [
              feedPost({
                own: true,
                author: { id: 7, name: 'Dana', last_name: '', avatar: null, subcat: null },
              }),
            ],
      ),
    'DELETE officefit/v1/feed/1': () => {
      deleted = true;
      return { deleted: true, id: 1 };
    },
  });
  const user = userEvent.setup();
  const { store } = renderRoute(<TeamPage />, { path: '/team-feed', url: '/team-feed' });
  const own = await screen.findByTestId('feed-post-1');
  expect(own).toHaveTextContent('Sie haben einen Strike von 10 Tagen gehalten.');
  expect(within(own).queryByRole('button', { name: /anfeuern/ })).not.toBeInTheDocument();
  await user.click(within(own).getByRole('button', { name: 'Beitrag vom 05.03.2026 löschen' }));
  const dialog = screen.getByRole('dialog');
  expect(dialog).toHaveTextContent('Beitrag löschen?');
  await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
  await waitFor(() => expect(callsTo(seen, 'DELETE', 'officefit/v1/feed/1')).toHaveLength(1));
  expect(await screen.findByText('Noch keine Beiträge')).toBeInTheDocument();
  expect(store.getState().ui.messages.at(-1)).toMatchObject({ key: 'community:feed.deleted' });
});

test('a cheer the server refuses shows its translated text', async () => {
  stubFetch({
    'GET officefit/v1/me': me(),
    'GET officefit/v1/feed': feedPage([feedPost()]),
    'PUT officefit/v1/feed/1/cheer': wpError(404, 'rest_feed_post_invalid', 'Invalid post ID.'),
  });
  const user = userEvent.setup();
  const { store } = renderRoute(<TeamPage />, { path: '/team-feed', url: '/team-feed' });
  await user.click(await screen.findByRole('button', { name: 'Paul anfeuern' }));
  await waitFor(() =>
    expect(store.getState().ui.messages.at(-1)).toMatchObject({
      severity: 'error',
      values: { text: 'Diesen Beitrag gibt es nicht (mehr).' },
    }),
  );
});

test('loading, then the empty state', async () => {
  const held = gate();
  const seen = stubFetch({
    'GET officefit/v1/me': me(),
    'GET officefit/v1/feed': async () => {
      await held.passed;
      return feedPage([]);
    },
  });
  renderRoute(<TeamPage />, { path: '/team-feed', url: '/team-feed' });
  await waitFor(() => expect(callsTo(seen, 'GET', 'officefit/v1/feed')).toHaveLength(1));
  expect(screen.getByRole('status')).toBeInTheDocument();
  expect(screen.queryByText('Noch keine Beiträge')).not.toBeInTheDocument();
  held.open();
  expect(await screen.findByText('Noch keine Beiträge')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('in English the milestone and the time read in English', async () => {
  await setLanguage('en-US');
  stubFetch({
    'GET officefit/v1/me': me(),
    'GET officefit/v1/feed': feedPage([feedPost({ kind: 'weekly_goal', value: null })]),
  });
  renderRoute(<TeamPage />, { path: '/team-feed', url: '/team-feed' });
  const item = await screen.findByTestId('feed-post-1');
  expect(item).toHaveTextContent('Paul reached the weekly goal.');
  expect(item).toHaveTextContent('3 hours ago');
  expect(item).toHaveTextContent('2 cheers');
});

test('outside the ranking: how to join, and no feed request', async () => {
  const seen = stubFetch({ 'GET officefit/v1/me': me({ participating: 0 }) });
  renderRoute(<TeamPage />, { path: '/team-feed', url: '/team-feed' });
  expect(await screen.findByTestId('opt-in')).toHaveTextContent('Der Feed gehört zum Ranking');
  expect(screen.getByRole('button', { name: 'Ranking freischalten' })).toBeInTheDocument();
  expect(callsTo(seen, 'GET', 'officefit/v1/feed')).toEqual([]);
});
