import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FavouritesPage from '../pages/favourites-page';
import { callsTo, headingTexts, renderRoute, stubFetch, summary } from './support';

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const FAVOURITES = [
  summary({ id: 5, name: 'Schulterkreisen', isFavourite: true }),
  { name: 'Ohne Id', level: 1 },
  null,
  summary({ id: 6, name: 'Wadendehnung', isFavourite: true }),
];

const DISLIKES = [
  { exercise: summary({ id: 8, name: 'Liegestütz' }), reason: 2, onlyToday: false, date: '2026-11-20' },
  { exercise: { name: 'Kaputt' }, reason: 1, onlyToday: false, date: '2026-11-20' },
  { exercise: null, reason: 3, onlyToday: true, date: '2026-11-21' },
  { exercise: summary({ id: 9, name: 'Kniebeuge' }), reason: 1, onlyToday: true, date: '2026-11-25' },
];

test('"Meine Übungen" lists the favourites, skips items without an exercise id and removes one', async () => {
  const user = userEvent.setup();
  const seen = stubFetch({
    'GET officefit/v1/favourites': FAVOURITES,
    'DELETE officefit/v1/favourites/5': { deleted: true },
  });
  const { store } = renderRoute(<FavouritesPage />, { path: '/favourites', url: '/favourites' });
  expect(screen.getByRole('heading', { level: 1, name: 'Meine Übungen' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Meine Übungen' })).toHaveAttribute('aria-selected', 'true');
  const list = await screen.findByTestId('favourites-list');
  expect(headingTexts(list)).toEqual(['Schulterkreisen', 'Wadendehnung']);
  expect(within(list).getAllByRole('link', { name: 'Öffnen' })[0]).toHaveAttribute('href', '/exercise/5');
  await user.click(screen.getByRole('button', { name: '„Schulterkreisen“ aus den Favoriten entfernen' }));
  await waitFor(() => expect(callsTo(seen, 'DELETE', 'officefit/v1/favourites/5')).toHaveLength(1));
  expect(store.getState().ui.messages[0]).toMatchObject({ key: 'training:favourites.removedNamed' });
  expect(callsTo(seen, 'GET', 'officefit/v1/favourites')[0]?.query).toEqual({ lang: 'de' });
});

test('"Entfernte Übungen" shows the reason, skips items without an exercise id and restores one', async () => {
  const user = userEvent.setup();
  const seen = stubFetch({
    'GET officefit/v1/favourites': [],
    'GET officefit/v1/dislikes': DISLIKES,
    'DELETE officefit/v1/dislikes/8': { restored: true },
  });
  renderRoute(<FavouritesPage />, { path: '/favourites', url: '/favourites' });
  expect(await screen.findByText(/noch keine Favoriten/)).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'Entfernte Übungen' }));
  const list = await screen.findByTestId('dislikes-list');
  expect(headingTexts(list)).toEqual(['Liegestütz', 'Kniebeuge']);
  expect(within(list).getByText('Grund: Zu schwer')).toBeInTheDocument();
  expect(
    within(list).getByText(/Grund: Die Übung verursacht Schmerzen · nur am 25. November/),
  ).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: '„Liegestütz“ wiederherstellen' }));
  await waitFor(() => expect(callsTo(seen, 'DELETE', 'officefit/v1/dislikes/8')).toHaveLength(1));
});

test('the removed tab opens from the address and shows an empty state', async () => {
  stubFetch({ 'GET officefit/v1/dislikes': [] });
  renderRoute(<FavouritesPage />, { path: '/favourites', url: '/favourites?tab=removed' });
  expect(screen.getByRole('tab', { name: 'Entfernte Übungen' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByText('Sie haben keine Übungen entfernt.')).toBeInTheDocument();
});
