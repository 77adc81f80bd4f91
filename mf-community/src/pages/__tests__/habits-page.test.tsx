import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getHabitsApi } from '../../features/habits/api/get-habits';
import { addDays, todayIn } from '@officefit/domain';
import { setLanguage } from '@officefit/i18n';
import { callsTo, finishedHabit, gate, habit, renderRoute, stubFetch, wpError } from '../../testing/support';
import HabitsPage from '../habits-page';

const today = todayIn();
const SUGGESTIONS = [
  {
    key: 'water-before-lunch',
    typ: 'nutrition',
    name: 'Glas Wasser vor dem Mittagessen',
    description: 'Trinken hilft.',
  },
  { key: 'stairs', typ: 'movement', name: 'Treppe statt Aufzug', description: 'Jeden Tag.' },
];

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

function stubHabits(done = false) {
  let checked = done;
  return stubFetch({
    'GET officefit/v1/habits': () => ({
      habits: [habit({ done_today: checked, completed_days: checked ? 1 : 0, days: checked ? [today] : [] })],
      finished: [finishedHabit()],
    }),
    'GET officefit/v1/habit_suggestions': SUGGESTIONS,
    'GET officefit/v1/action_habit': () =>
      checked
        ? [{ id: 55, habit: 3, name: 'Glas Wasser vor dem Mittagessen', typ: 'nutrition', day: today }]
        : [],
    'PUT officefit/v1/action_habit': () => {
      checked = true;
      return { action: { id: 55, habit: 3, day: today }, habit: habit({ done_today: true }) };
    },
    'PUT officefit/v1/delete_action_habit': () => {
      checked = false;
      return { deleted: true, id: 55, habit: habit() };
    },
    'PUT officefit/v1/habits': { habits: [], finished: [] },
  });
}

describe('habit tracker', () => {
  it('checks a habit off for today and takes it back', async () => {
    const seen = stubHabits();
    const user = userEvent.setup();
    renderRoute(<HabitsPage />, { path: '/habits', url: '/habits' });
    const box = await screen.findByRole('checkbox', { name: 'Glas Wasser vor dem Mittagessen' });
    expect(box).not.toBeChecked();
    expect(screen.getByText(/0 von 28 Tagen geschafft/)).toBeInTheDocument();

    await user.click(box);
    await waitFor(() => expect(callsTo(seen, 'PUT', 'officefit/v1/action_habit')).toHaveLength(1));
    expect(callsTo(seen, 'PUT', 'officefit/v1/action_habit')[0]?.body).toEqual({ habit: 3, day: today });
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Glas Wasser vor dem Mittagessen' })).toBeChecked(),
    );

    await user.click(screen.getByRole('checkbox', { name: 'Glas Wasser vor dem Mittagessen' }));
    await waitFor(() => expect(callsTo(seen, 'PUT', 'officefit/v1/delete_action_habit')).toHaveLength(1));
    expect(callsTo(seen, 'PUT', 'officefit/v1/delete_action_habit')[0]?.body).toEqual({ id: 55 });
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Glas Wasser vor dem Mittagessen' })).not.toBeChecked(),
    );
  });

  it('shows a check-off at the click, before the store tells the screens of its patch', async () => {
    let checked = false;
    const answer = gate();
    const seen = stubFetch({
      'GET officefit/v1/habits': () => ({
        habits: [
          habit({ done_today: checked, completed_days: checked ? 1 : 0, days: checked ? [today] : [] }),
        ],
        finished: [],
      }),
      'GET officefit/v1/habit_suggestions': SUGGESTIONS,
      'GET officefit/v1/action_habit': [],
      'PUT officefit/v1/action_habit': async () => {
        checked = true;
        await answer.passed;
        return { action: { id: 55, habit: 3, day: today }, habit: habit({ done_today: true }) };
      },
    });
    renderRoute(<HabitsPage />, { path: '/habits', url: '/habits' });
    const box = await screen.findByRole('checkbox', { name: 'Glas Wasser vor dem Mittagessen' });

    // Right after the click's handlers, as the browser has it before its next animation frame: RTK tells the
    // screens of its own actions (the optimistic patch among them) only then.
    fireEvent.click(box);
    expect(box).toBeChecked();
    expect(box).toHaveAttribute('aria-busy', 'true');
    // a second click while the check-off is on its way changes nothing
    fireEvent.click(box);
    expect(box).toBeChecked();

    act(() => answer.open());
    await waitFor(() => expect(box).not.toHaveAttribute('aria-busy'));
    expect(box).toBeChecked();
    expect(callsTo(seen, 'PUT', 'officefit/v1/action_habit')).toHaveLength(1);
  });

  it('keeps a check-off when a list answer read before it arrives after the click', async () => {
    // The server's state; a list answer is what the server read when the request reached it.
    let checked = false;
    let created = false;
    const list = () => ({
      habits: [
        habit({ done_today: checked, completed_days: checked ? 1 : 0, days: checked ? [today] : [] }),
        ...(created ? [habit({ id: 4, name: 'Obst zum Frühstück', own: true, suggestion: null })] : []),
      ],
      finished: [],
    });
    const slowRead = gate();
    const checkOff = gate();
    const nextRead = gate();
    let reads = 0;
    const seen = stubFetch({
      'GET officefit/v1/habits': async () => {
        reads += 1;
        const answer = list();
        // the list read that follows creating the habit is slow: it answers only after the click below
        if (reads === 2) await slowRead.passed;
        if (reads === 3) await nextRead.passed;
        return answer;
      },
      'GET officefit/v1/habit_suggestions': SUGGESTIONS,
      'GET officefit/v1/action_habit': [],
      'PUT officefit/v1/habits': () => {
        created = true;
        return list();
      },
      'PUT officefit/v1/action_habit': async () => {
        checked = true;
        const answer = { action: { id: 55, habit: 3, day: today }, habit: habit({ done_today: true }) };
        await checkOff.passed;
        return answer;
      },
    });
    const user = userEvent.setup();
    const { store } = renderRoute(<HabitsPage />, { path: '/habits', url: '/habits' });
    // the store's type knows the shared tags only; the community's own (area-api.ts) are added at run time
    const listState = () => getHabitsApi.endpoints.getHabits.select()(store.getState() as never);
    const box = () => screen.getByRole('checkbox', { name: 'Glas Wasser vor dem Mittagessen' });
    const row = () => screen.getByTestId('habit-3');

    await screen.findByRole('checkbox', { name: 'Glas Wasser vor dem Mittagessen' });
    await user.click(await screen.findByRole('tab', { name: 'Eigene' }));
    await user.type(screen.getByLabelText(/Name der Gewohnheit/), 'Obst zum Frühstück');
    await user.click(screen.getByRole('combobox', { name: /Art/ }));
    await user.click(screen.getByRole('option', { name: 'Ernährung' }));
    await user.click(screen.getByRole('button', { name: 'Gewohnheit anlegen' }));
    // creating the habit refetches the list; that read reaches the server before the check-off
    await waitFor(() => expect(callsTo(seen, 'GET', 'officefit/v1/habits')).toHaveLength(2));

    await user.click(box());
    expect(box()).toBeChecked();
    await waitFor(() => expect(callsTo(seen, 'PUT', 'officefit/v1/action_habit')).toHaveLength(1));
    await waitFor(() => expect(row()).toHaveTextContent('1 von 28 Tagen geschafft'));

    // The list answer read before the check-off arrives while the check-off is still on its way.
    act(() => slowRead.open());
    await waitFor(() => expect(listState().status).toBe('fulfilled'));
    expect(box()).toBeChecked();
    expect(row()).toHaveTextContent('1 von 28 Tagen geschafft');

    // The check-off is answered; until the list is read again, the screen still shows it.
    act(() => checkOff.open());
    await waitFor(() => expect(callsTo(seen, 'GET', 'officefit/v1/habits')).toHaveLength(3));
    await waitFor(() => expect(box()).not.toHaveAttribute('aria-busy'));
    expect(box()).toBeChecked();
    expect(row()).toHaveTextContent('1 von 28 Tagen geschafft');

    // The list read after the check-off has it from the server.
    act(() => nextRead.open());
    await waitFor(() => expect(listState().data?.habits[0]?.days).toEqual([today]));
    expect(box()).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Obst zum Frühstück' })).not.toBeChecked();
  });

  it('shows runtime, type and the finished habits', async () => {
    stubHabits();
    renderRoute(<HabitsPage />, { path: '/habits', url: '/habits' });
    await screen.findByRole('checkbox', { name: 'Glas Wasser vor dem Mittagessen' });
    expect(screen.getAllByText('Ernährung').length).toBeGreaterThan(0);
    const finished = screen.getByRole('list', { name: 'Beendete Gewohnheiten' });
    expect(within(finished).getByText('Abends lesen')).toBeInTheDocument();
    expect(within(finished).getByText('Geschafft')).toBeInTheDocument();
  });

  it('finishes a habit only after the confirmation', async () => {
    const seen = stubHabits();
    const user = userEvent.setup();
    renderRoute(<HabitsPage />, { path: '/habits', url: '/habits' });
    await user.click(
      await screen.findByRole('button', { name: '„Glas Wasser vor dem Mittagessen“ beenden' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Gewohnheit beenden?' });
    await user.click(within(dialog).getByRole('button', { name: 'Beenden' }));
    await waitFor(() => expect(callsTo(seen, 'PUT', 'officefit/v1/habits')).toHaveLength(1));
    expect(callsTo(seen, 'PUT', 'officefit/v1/habits')[0]?.body).toEqual({
      habits: [{ id: 3, status: 'finished' }],
    });
  });

  it('creates an own habit and validates it first', async () => {
    const seen = stubHabits();
    const user = userEvent.setup();
    renderRoute(<HabitsPage />, { path: '/habits', url: '/habits' });
    await user.click(await screen.findByRole('tab', { name: 'Eigene' }));
    await user.click(screen.getByRole('button', { name: 'Gewohnheit anlegen' }));
    const name = screen.getByLabelText(/Name der Gewohnheit/);
    await waitFor(() => expect(name).toHaveAccessibleDescription('Bitte füllen Sie dieses Feld aus.'));
    // the first wrong field gets the focus; the type's own text
    expect(name).toHaveFocus();
    expect(screen.getByText('Bitte wählen Sie eine Art.')).toBeInTheDocument();
    expect(callsTo(seen, 'PUT', 'officefit/v1/habits')).toHaveLength(0);

    await user.type(screen.getByLabelText(/Name der Gewohnheit/), 'Obst zum Frühstück');
    await user.click(screen.getByRole('combobox', { name: /Art/ }));
    await user.click(screen.getByRole('option', { name: 'Ernährung' }));
    await user.click(screen.getByRole('button', { name: 'Gewohnheit anlegen' }));
    await waitFor(() => expect(callsTo(seen, 'PUT', 'officefit/v1/habits')).toHaveLength(1));
    expect(callsTo(seen, 'PUT', 'officefit/v1/habits')[0]?.body).toEqual({
      habits: [{ name: 'Obst zum Frühstück', typ: 'nutrition', from: today, to: addDays(todayIn(), 27) }],
    });
  });

  it('starts a suggested habit from the catalogue', async () => {
    const seen = stubHabits();
    const user = userEvent.setup();
    renderRoute(<HabitsPage />, { path: '/habits', url: '/habits' });
    await user.click(await screen.findByRole('tab', { name: 'Bewegung' }));
    await user.click(await screen.findByRole('button', { name: '„Treppe statt Aufzug“ übernehmen' }));
    const dialog = screen.getByRole('dialog', { name: '„Treppe statt Aufzug“ starten' });
    await user.click(within(dialog).getByRole('button', { name: 'Gewohnheit starten' }));
    await waitFor(() => expect(callsTo(seen, 'PUT', 'officefit/v1/habits')).toHaveLength(1));
    expect(callsTo(seen, 'PUT', 'officefit/v1/habits')[0]?.body).toEqual({
      habits: [{ suggestion: 'stairs', from: today, to: addDays(todayIn(), 27) }],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers no suggestion already adopted (running or to come), a finished one again; headings in order (#39)', async () => {
    stubFetch({
      'GET officefit/v1/habits': {
        // water runs; stairs was finished and may be started anew
        habits: [habit()],
        finished: [habit({ id: 2, suggestion: 'stairs', name: 'Treppe statt Aufzug', status: 'finished' })],
      },
      'GET officefit/v1/habit_suggestions': SUGGESTIONS,
      'GET officefit/v1/action_habit': [],
    });
    const user = userEvent.setup();
    renderRoute(<HabitsPage />, { path: '/habits', url: '/habits' });
    await screen.findByRole('checkbox', { name: 'Glas Wasser vor dem Mittagessen' });
    const catalogue = screen.getByRole('region', { name: 'Neue Gewohnheit' });
    expect(
      await within(catalogue).findByText('Alle Vorschläge dieser Art haben Sie schon übernommen.'),
    ).toBeInTheDocument();
    expect(within(catalogue).queryByRole('button', { name: /Glas Wasser/ })).not.toBeInTheDocument();
    await user.click(within(catalogue).getByRole('tab', { name: 'Bewegung' }));
    expect(
      await within(catalogue).findByRole('button', { name: '„Treppe statt Aufzug“ übernehmen' }),
    ).toBeInTheDocument();
    // a suggestion's name is a heading one level below its card's (axe heading-order)
    expect(within(catalogue).getByRole('heading', { name: 'Treppe statt Aufzug' }).tagName).toBe('H3');
    expect(within(catalogue).getByRole('heading', { name: 'Neue Gewohnheit' }).tagName).toBe('H2');
  });

  it('says "Adopt" in English, not "Take" (#39)', async () => {
    stubHabits();
    await act(() => setLanguage('en-US'));
    try {
      renderRoute(<HabitsPage />, { path: '/habits', url: '/habits' });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('tab', { name: 'Movement' }));
      const adopt = await screen.findByRole('button', { name: 'Adopt “Treppe statt Aufzug”' });
      expect(adopt).toHaveTextContent(/^Adopt$/);
      expect(screen.getByText('Adopt a suggestion or create your own habit.')).toBeInTheDocument();
      // the tab of one's own habit reads as English, not as the German "Eigene" word for word
      expect(screen.getByRole('tab', { name: 'Your own' })).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('de-DE'));
    }
  });

  it('translates the server’s habit limit', async () => {
    stubFetch({
      'GET officefit/v1/habits': { habits: [], finished: [] },
      'GET officefit/v1/habit_suggestions': SUGGESTIONS,
      'GET officefit/v1/action_habit': [],
      'PUT officefit/v1/habits': wpError(409, 'habit_limit', 'You can keep at most 20 active habits.'),
    });
    const user = userEvent.setup();
    renderRoute(<HabitsPage />, { path: '/habits', url: '/habits' });
    expect(
      await screen.findByText('Für heute steht keine Gewohnheit an. Wählen Sie unten eine aus.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '„Glas Wasser vor dem Mittagessen“ übernehmen' }));
    await user.click(screen.getByRole('button', { name: 'Gewohnheit starten' }));
    expect(await screen.findByText('Sie können höchstens 20 aktive Gewohnheiten haben.')).toBeInTheDocument();
  });
});
