import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, me, ranking, renderRoute, Reply, stubFetch, wpError } from '../../testing/support';
import RankingPage from '../ranking-page';

const SUBCATS = [
  { id: 1, kind: 'location' as const, name: 'Berlin', pic: null, points: 900, pos: 1, members: 3 },
  { id: 2, kind: 'location' as const, name: 'München', pic: null, points: 400, pos: 2, members: 1 },
];

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('ranking', () => {
  it('shows the opt-in screen with the privacy explanation until the ranking is unlocked', async () => {
    const seen = stubFetch({ 'GET officefit/v1/me': me({ participating: 0 }) });
    renderRoute(<RankingPage />, { path: '/ranking', url: '/ranking' });
    const optIn = await screen.findByTestId('opt-in');
    expect(within(optIn).getByRole('heading', { name: 'Ranking freischalten' })).toBeInTheDocument();
    expect(within(optIn).getByText(/Gesundheitsdaten/)).toBeInTheDocument();
    expect(callsTo(seen, 'GET', 'officefit/v1/ranking_full')).toHaveLength(0);
  });

  it('lists the colleagues with the caller highlighted, the company goal and a challenge link', async () => {
    stubFetch({ 'GET officefit/v1/me': me(), 'GET officefit/v1/ranking_full': ranking() });
    renderRoute(<RankingPage />, { path: '/ranking', url: '/ranking' });
    const table = await screen.findByRole('table', { name: 'Kolleginnen und Kollegen' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual(['1', '2', '3']);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(within(rows[0]!).getByRole('link', { name: 'Colin herausfordern' })).toHaveAttribute(
      'href',
      '/challenges/create/new?opponent=9',
    );
    expect(screen.getByTestId('company-goal')).toHaveTextContent('870 von 3.000 Punkten (29 %)');
    expect(screen.getByRole('progressbar', { name: 'Firmenziel' })).toHaveAttribute('aria-valuenow', '29');
  });

  it('shows the caller after a gap when outside the list', async () => {
    stubFetch({
      'GET officefit/v1/me': me(),
      'GET officefit/v1/ranking_full': ranking({
        data: ranking().data.filter((r) => !r.me),
        me: { pos: 7, id: 7, name: 'Dana', last_name: '', avatar: null, points: 10, me: true, subcat: null },
      }),
    });
    renderRoute(<RankingPage />, { path: '/ranking', url: '/ranking' });
    const table = await screen.findByRole('table', { name: 'Kolleginnen und Kollegen' });
    const last = within(table).getAllByRole('row').at(-1)!;
    expect(last).toHaveTextContent('7');
    expect(last).toHaveTextContent('Das sind Sie');
  });

  it('asks a page at a time and appends the next page on "Mehr anzeigen" until the list is complete', async () => {
    // 120 people in pages of 50: the caller (place 75) is shown after a gap until their page is loaded.
    const person = (pos: number) => ({
      pos,
      id: 100 + pos,
      name: `Person ${pos}`,
      last_name: '',
      avatar: null,
      points: 1000 - pos,
      me: pos === 75,
      subcat: null,
    });
    const seen = stubFetch({
      'GET officefit/v1/me': me(),
      'GET officefit/v1/ranking_full': ({ query }: { query: Record<string, string> }) => {
        const page = Number(query.page);
        const size = Number(query.per_page);
        const rows = Array.from({ length: 120 }, (_, i) => person(i + 1)).slice(
          (page - 1) * size,
          page * size,
        );
        return new Reply(200, ranking({ data: rows, me: person(75), participants: 120 }), {
          'X-WP-Total': '120',
          'X-WP-TotalPages': String(Math.ceil(120 / size)),
        });
      },
    });
    const user = userEvent.setup();
    renderRoute(<RankingPage />, { path: '/ranking', url: '/ranking' });
    const table = await screen.findByRole('table', { name: 'Kolleginnen und Kollegen' });
    const places = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[0]?.textContent);
    expect(places()).toHaveLength(51); // 50 rows and the caller (the gap row is hidden from the table's roles)
    expect(places().at(-1)).toBe('75');
    expect(screen.getByText('50 von 120 Personen angezeigt')).toBeInTheDocument();
    expect(
      callsTo(seen, 'GET', 'officefit/v1/ranking_full').map((c) => [c.query.page, c.query.per_page]),
    ).toEqual([['1', '50']]);

    await user.click(screen.getByRole('button', { name: 'Mehr anzeigen' }));
    await waitFor(() => expect(places()).toHaveLength(100));
    expect(places().slice(48, 52)).toEqual(['49', '50', '51', '52']);
    expect(within(table).getByRole('row', { current: true })).toHaveTextContent('Person 75');

    await user.click(screen.getByRole('button', { name: 'Mehr anzeigen' }));
    await waitFor(() => expect(places()).toHaveLength(120));
    expect(screen.getByText('120 von 120 Personen angezeigt')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mehr anzeigen' })).not.toBeInTheDocument();
    expect(callsTo(seen, 'GET', 'officefit/v1/ranking_full').map((c) => c.query.page)).toEqual([
      '1',
      '2',
      '3',
    ]);
  });

  it('switches the month and offers sub-rankings by location when the company enables them', async () => {
    const seen = stubFetch({
      'GET officefit/v1/me': me(),
      'GET officefit/v1/ranking_full': ({ query }: { query: Record<string, string> }) =>
        ranking({ enable_subranking: true, subcats: SUBCATS, pastmonths: Number(query.pastmonths) }),
    });
    const user = userEvent.setup();
    renderRoute(<RankingPage />, { path: '/ranking', url: '/ranking' });
    await screen.findByRole('table');
    await user.click(screen.getByRole('combobox', { name: /Monat/ }));
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(13);
    await user.click(options[1]!);
    await waitFor(() =>
      expect(callsTo(seen, 'GET', 'officefit/v1/ranking_full').map((c) => c.query.pastmonths)).toContain('1'),
    );

    await user.click(await screen.findByRole('combobox', { name: /Ranking von/ }));
    await user.click(screen.getByRole('option', { name: 'München' }));
    await waitFor(() =>
      expect(callsTo(seen, 'GET', 'officefit/v1/ranking_full').some((c) => c.query.subcat === '2')).toBe(
        true,
      ),
    );

    await user.click(screen.getByRole('tab', { name: 'Standorte und Abteilungen' }));
    const list = screen.getByRole('list', { name: 'Standorte und Abteilungen' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Berlin'), expect.stringContaining('München')]);
  });

  it('leaves the ranking after a confirmation and shows the server’s refusal during a challenge', async () => {
    const seen = stubFetch({
      'GET officefit/v1/me': me(),
      'GET officefit/v1/ranking_full': ranking(),
      'PUT officefit/v1/participating': wpError(
        409,
        'challenge_active_opt_out',
        'You cannot leave the ranking while you take part in an active challenge.',
      ),
    });
    const user = userEvent.setup();
    const { store } = renderRoute(<RankingPage />, { path: '/ranking', url: '/ranking' });
    await user.click(await screen.findByRole('button', { name: 'Ranking verlassen' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ranking verlassen' }));
    await waitFor(() =>
      expect(callsTo(seen, 'PUT', 'officefit/v1/participating')[0]?.body).toEqual({ participating: 0 }),
    );
    await waitFor(() =>
      expect(store.getState().ui.messages.at(-1)).toMatchObject({
        severity: 'error',
        values: {
          text: 'Sie können das Ranking nicht verlassen, solange Sie an einer aktiven Challenge teilnehmen.',
        },
      }),
    );
  });
});
