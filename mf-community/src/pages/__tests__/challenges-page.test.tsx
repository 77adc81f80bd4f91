import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, duel, me, renderRoute, stubFetch, teamChallenge } from '../../testing/support';
import ChallengesPage from '../challenges-page';

const META = { participating: 1, active: 2, limit: 3, points: 350, available_points: 300 };

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('challenge list', () => {
  it('groups the challenges and shows the duel leader first (equal percent: the opponent)', async () => {
    stubFetch({
      'GET officefit/v1/me': me(),
      'GET officefit/v1/challenge': {
        res: true,
        data: [
          duel({ id: 1, state: 'waiting', my_status: 'invited', can_accept: true, can_decline: true }),
          teamChallenge({ id: 2 }),
          duel({ id: 3 }, [40, 40]),
          duel({ id: 4, state: 'completed', result: 'won' }, [80, 30]),
        ],
        meta: META,
      },
    });
    renderRoute(<ChallengesPage />, { path: '/challenges', url: '/challenges' });
    const groups = await screen.findAllByRole('heading', { level: 2 });
    expect(groups.map((h) => h.textContent)).toEqual([
      'Offene Einladungen (1)',
      'Wartet auf Teilnehmende (1)',
      'Läuft (1)',
      'Beendet (1)',
    ]);
    expect(screen.getByTestId('challenge-meta')).toHaveTextContent(
      'Sie nehmen an 2 von 3 möglichen Challenges teil. Für Einsätze verfügbar: 300 Punkte.',
    );

    const running = screen.getByTestId('challenge-3');
    expect(within(running).getByRole('heading', { name: 'Dana gegen Colin Kollege' })).toBeInTheDocument();
    expect(within(running).getByText(/^Läuft seit/)).toBeInTheDocument();
    const sides = within(within(running).getByRole('list', { name: 'Stand' })).getAllByRole('listitem', {
      name: undefined,
    });
    const sideNames = sides
      .filter((li) => li.parentElement?.getAttribute('aria-label') === 'Stand')
      .map(
        (li) =>
          within(li).getByLabelText(/^Platz/).textContent + ' ' + li.querySelector('strong')?.textContent,
      );
    expect(sideNames).toEqual(['1 Colin Kollege', '2 Dana']);

    const completed = screen.getByTestId('challenge-4');
    expect(within(completed).getByText(/Gewonnen!/)).toBeInTheDocument();
    expect(within(completed).getByText('50 Punkte')).toBeInTheDocument();
  });

  it('counts and numbers in German: 1 Übung, 2.000 Punkte, a space before the tags', async () => {
    const base = duel({ id: 5, wager: 2000 });
    stubFetch({
      'GET officefit/v1/me': me(),
      'GET officefit/v1/challenge': {
        res: true,
        data: [
          {
            ...base,
            participants: [
              { ...base.participants[0]!, done: 1 },
              { ...base.participants[1]!, done: 2 },
            ],
          },
        ],
        meta: { ...META, available_points: 1 },
      },
    });
    renderRoute(<ChallengesPage />, { path: '/challenges', url: '/challenges' });
    const card = await screen.findByTestId('challenge-5');
    expect(screen.getByTestId('challenge-meta')).toHaveTextContent(/Für Einsätze verfügbar: 1 Punkt\.$/);
    expect(within(card).getByText('2.000 Punkte')).toBeInTheDocument();
    expect(within(card).getByText('1 Übung · 40 %')).toBeInTheDocument();
    expect(within(card).getByText('2 Übungen · 40 %')).toBeInTheDocument();
    const named = (text: string) => (_: string, el: Element | null) => el?.textContent === text;
    expect(within(card).getAllByText(named('Dana (Ersteller:in, Sie)')).length).toBeGreaterThan(0);
  });

  it('accepts an open invitation', async () => {
    const seen = stubFetch({
      'GET officefit/v1/me': me(),
      'GET officefit/v1/challenge': {
        res: true,
        data: [duel({ id: 1, state: 'waiting', my_status: 'invited', can_accept: true, can_decline: true })],
        meta: META,
      },
      'PUT officefit/v1/challenge/1/accept': { res: true, data: duel({ id: 1 }) },
    });
    const user = userEvent.setup();
    renderRoute(<ChallengesPage />, { path: '/challenges', url: '/challenges' });
    await user.click(await screen.findByRole('button', { name: 'Annehmen' }));
    await waitFor(() => expect(callsTo(seen, 'PUT', 'officefit/v1/challenge/1/accept')).toHaveLength(1));
    // The list is loaded again after the answer.
    await waitFor(() => expect(callsTo(seen, 'GET', 'officefit/v1/challenge').length).toBeGreaterThan(1));
  });

  it('deletes a challenge of the owner only after the confirmation', async () => {
    const seen = stubFetch({
      'GET officefit/v1/me': me(),
      'GET officefit/v1/challenge': { res: true, data: [teamChallenge({ id: 2 })], meta: META },
      'DELETE officefit/v1/challenge/2': { res: true, deleted: 2 },
    });
    const user = userEvent.setup();
    renderRoute(<ChallengesPage />, { path: '/challenges', url: '/challenges' });
    await user.click(await screen.findByRole('button', { name: 'Löschen' }));
    const dialog = screen.getByRole('dialog', { name: 'Challenge löschen?' });
    expect(callsTo(seen, 'DELETE', 'officefit/v1/challenge/2')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(callsTo(seen, 'DELETE', 'officefit/v1/challenge/2')).toHaveLength(1));
  });

  it('cheers a colleague in a running challenge of the company', async () => {
    const seen = stubFetch({
      'GET officefit/v1/me': me(),
      'GET officefit/v1/challenge': ({ query }: { query: Record<string, string> }) =>
        query.scope === 'company'
          ? {
              res: true,
              data: [
                {
                  ...duel({ id: 30, my_status: null, can_cheer: true }),
                  participants: [
                    { ...duel().participants[0]!, id: 21, name: 'Paula' },
                    { ...duel().participants[1]!, id: 22, name: 'Ole', last_name: '' },
                  ],
                  owner: { ...duel().owner!, id: 21, name: 'Paula' },
                  opponent: { ...duel().opponent!, id: 22, name: 'Ole', last_name: '' },
                },
              ],
              meta: META,
            }
          : { res: true, data: [], meta: META },
      'PUT officefit/v1/challenge/30/cheer': { res: true, points: 50 },
    });
    const user = userEvent.setup();
    renderRoute(<ChallengesPage />, { path: '/challenges', url: '/challenges' });
    await user.click(await screen.findByRole('tab', { name: 'In meinem Unternehmen' }));
    await user.click(await screen.findByRole('button', { name: 'Ole anfeuern' }));
    await waitFor(() => expect(callsTo(seen, 'PUT', 'officefit/v1/challenge/30/cheer')).toHaveLength(1));
    expect(callsTo(seen, 'PUT', 'officefit/v1/challenge/30/cheer')[0]?.body).toEqual({ user: 22 });
  });

  it('asks for the opt-in first and unlocks the ranking', async () => {
    let participating = 0;
    const seen = stubFetch({
      'GET officefit/v1/me': () => me({ participating }),
      'PUT officefit/v1/participating': () => {
        participating = 1;
        return { participating: 1, declined: 0 };
      },
      'GET officefit/v1/challenge': { res: true, data: [], meta: META },
    });
    const user = userEvent.setup();
    renderRoute(<ChallengesPage />, { path: '/challenges', url: '/challenges' });
    const optIn = await screen.findByTestId('opt-in');
    expect(within(optIn).getByText(/Ihren Spitznamen/)).toBeInTheDocument();
    expect(callsTo(seen, 'GET', 'officefit/v1/challenge')).toHaveLength(0);
    await user.click(within(optIn).getByRole('button', { name: 'Ranking freischalten' }));
    await waitFor(() =>
      expect(callsTo(seen, 'PUT', 'officefit/v1/participating')[0]?.body).toEqual({ participating: 1 }),
    );
    expect(
      await screen.findByText('Sie haben noch keine Challenge. Fordern Sie jemanden heraus!'),
    ).toBeInTheDocument();
  });
});
