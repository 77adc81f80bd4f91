import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExercisePage from '../pages/exercise-page';
import { callsTo, exercise, me, renderRoute, stubFetch, wpError } from './support';

const FINISHED = {
  points: 20,
  fitness_points: 345,
  weekly_goal: { weekdays: [1, 3, 5], target: 3, done: 2, reached: false, week: '2026-W48', days: [] },
  strike: { flames: 1, since: '2026-11-25', lastDay: '2026-11-25' },
};

function stubExercise(duration = 3, user = me()) {
  return stubFetch({
    'GET officefit/v1/me': user,
    'GET officefit/v1/exercise/12': exercise({ duration }),
    'PUT officefit/v1/start_unit': { unit: { id: 345, status: 'started' } },
    'PUT officefit/v1/action_start_exercise': { points: 5, fitness_points: 325 },
    'PUT officefit/v1/action_exercise': FINISHED,
    'PUT officefit/v1/dislikes': { ok: true },
    'PUT officefit/v1/exercise_share': wpError(404, 'rest_user_invalid', 'Invalid user.'),
    'PUT officefit/v1/favourites': { favourites: [12] },
  });
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
});

describe('exercise detail', () => {
  it('shows the exercise with its illustration, chips and six instruction tabs', async () => {
    stubExercise(120);
    renderRoute(<ExercisePage />, { path: '/exercise/:id', url: '/exercise/12' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kinn-Nicken im Sitzen' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Illustration der Übung „Kinn-Nicken im Sitzen“' }),
    ).toHaveAttribute('src', '/wp-json/officefit/v1/media/exercises/seated-chin-tuck.svg');
    expect(screen.getByText('2:00 Min.')).toBeInTheDocument();
    expect(screen.getByText('Unauffällig am Arbeitsplatz')).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Häufige Fehler',
      'Bewegungsablauf',
      'Dauer / Wiederholungen',
      'Wirkung',
      'Ausgangsposition',
      'Tipp',
    ]);
    // The numbered sequence becomes a list.
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Tipp' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Schultern locker lassen.');
  });

  it('says so when the exercise does not exist', async () => {
    stubFetch({ 'GET officefit/v1/exercise/99': wpError(404, 'rest_exercise_invalid') });
    renderRoute(<ExercisePage />, { path: '/exercise/:id', url: '/exercise/99' });
    expect(await screen.findByText('Diese Übung gibt es nicht.')).toBeInTheDocument();
  });
});

describe('exercise player', () => {
  it('starts the unit, counts down with pause and resume, then finishes and reports points', async () => {
    // Only the clock and timers: undici's body streams need real setImmediate and microtasks.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'queueMicrotask'] });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const seen = stubExercise(3);
    const { store } = renderRoute(<ExercisePage />, { path: '/exercise/:id', url: '/exercise/12?unit=345' });
    await screen.findByRole('heading', { level: 1, name: 'Kinn-Nicken im Sitzen' });
    const timer = screen.getByRole('timer', { name: 'Verbleibende Zeit' });
    expect(timer).toHaveTextContent('0:03');

    await user.click(screen.getByRole('button', { name: 'Übung starten' }));
    await waitFor(() => expect(callsTo(seen, 'PUT', 'officefit/v1/action_start_exercise')).toHaveLength(1));
    expect(callsTo(seen, 'PUT', 'officefit/v1/start_unit')[0]?.body).toEqual({ id: 345 });
    expect(callsTo(seen, 'PUT', 'officefit/v1/action_start_exercise')[0]?.body).toEqual({
      id: 12,
      mode: 'plan',
    });
    expect(screen.getByTestId('player-announcement')).toHaveTextContent('Übung gestartet');

    act(() => jest.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('0:02');

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => jest.advanceTimersByTime(5000));
    expect(timer).toHaveTextContent('0:02');
    expect(screen.getByText('Pausiert')).toBeInTheDocument();
    expect(callsTo(seen, 'PUT', 'officefit/v1/action_exercise')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Fortsetzen' }));
    act(() => jest.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('0:01');
    act(() => jest.advanceTimersByTime(1200));

    await waitFor(() => expect(callsTo(seen, 'PUT', 'officefit/v1/action_exercise')).toHaveLength(1));
    expect(callsTo(seen, 'PUT', 'officefit/v1/action_exercise')[0]?.body).toEqual({ id: 12, mode: 'plan' });
    expect(await screen.findByRole('heading', { name: 'Geschafft!' })).toBeInTheDocument();
    expect(screen.getByText('+20 Fitnesspunkte')).toBeInTheDocument();
    expect(screen.getByText('Wochenziel: 2 von 3 Trainingstagen')).toBeInTheDocument();
    expect(store.getState().ui.messages).toEqual([
      expect.objectContaining({
        key: 'training:player.finished',
        values: { points: 20, done: 2, target: 3 },
        severity: 'success',
      }),
    ]);
  });

  it('sends the mode of the link and no unit start outside the plan; the mute toggle sets the shared state', async () => {
    const user = userEvent.setup();
    const seen = stubExercise(60);
    const { store } = renderRoute(<ExercisePage />, {
      path: '/exercise/:id',
      url: '/exercise/12?mode=pain&region=knee',
    });
    await screen.findByRole('heading', { level: 1 });
    const mute = screen.getByRole('button', { name: 'Ton aus' });
    expect(mute).toHaveAttribute('aria-pressed', 'false');
    await user.click(mute);
    expect(store.getState().ui.muted).toBe(true);
    expect(mute).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Übung starten' }));
    await waitFor(() => expect(callsTo(seen, 'PUT', 'officefit/v1/action_start_exercise')).toHaveLength(1));
    expect(callsTo(seen, 'PUT', 'officefit/v1/action_start_exercise')[0]?.body).toEqual({
      id: 12,
      mode: 'pain',
      region: 'knee',
    });
    expect(callsTo(seen, 'PUT', 'officefit/v1/start_unit')).toHaveLength(0);

    // Finishing early is possible.
    await user.click(screen.getByRole('button', { name: 'Übung abschließen' }));
    await waitFor(() => expect(callsTo(seen, 'PUT', 'officefit/v1/action_exercise')).toHaveLength(1));
  });
});

describe('remove, favourite and share', () => {
  it('the reason dialog needs a reason, then sends reason and onlyToday and goes back to /home', async () => {
    const user = userEvent.setup();
    const seen = stubExercise();
    const { store } = renderRoute(<ExercisePage />, { path: '/exercise/:id', url: '/exercise/12?unit=345' });
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Übung entfernen' }));
    const dialog = screen.getByRole('dialog', { name: '„Kinn-Nicken im Sitzen“ entfernen' });
    const reasons = within(dialog).getByRole('radiogroup', { name: /Warum möchten Sie die Übung entfernen/ });
    expect(within(reasons).getAllByRole('radio')).toHaveLength(6);

    await user.click(within(dialog).getByRole('button', { name: 'Entfernen' }));
    expect(within(dialog).getByText('Bitte wählen Sie einen Grund.')).toBeInTheDocument();
    expect(callsTo(seen, 'PUT', 'officefit/v1/dislikes')).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: 'Zu schwer' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Nur für heute entfernen' }));
    await user.click(within(dialog).getByRole('button', { name: 'Entfernen' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
    expect(callsTo(seen, 'PUT', 'officefit/v1/dislikes')[0]?.body).toEqual({
      id: 12,
      reason: 2,
      onlyToday: true,
    });
    expect(store.getState().ui.messages[0]).toMatchObject({
      key: 'training:remove.doneToday',
      severity: 'success',
    });
  });

  it('toggles the favourite', async () => {
    const user = userEvent.setup();
    const seen = stubExercise();
    renderRoute(<ExercisePage />, { path: '/exercise/:id', url: '/exercise/12' });
    await screen.findByRole('heading', { level: 1 });
    const toggle = screen.getByRole('button', { name: 'Favorit' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    await waitFor(() => expect(callsTo(seen, 'PUT', 'officefit/v1/favourites')).toHaveLength(1));
    expect(callsTo(seen, 'PUT', 'officefit/v1/favourites')[0]?.body).toEqual({ id: 12 });
  });

  it('the share dialog checks the e-mail and shows the server refusal', async () => {
    const user = userEvent.setup();
    const seen = stubExercise();
    renderRoute(<ExercisePage />, { path: '/exercise/:id', url: '/exercise/12' });
    await screen.findByRole('heading', { level: 1 });
    await user.click(await screen.findByRole('button', { name: 'Per E-Mail teilen' }));
    const dialog = screen.getByRole('dialog', { name: 'Übung mit Kolleg:innen teilen' });
    const email = within(dialog).getByRole('textbox', { name: /E-Mail-Adresse/ });

    await user.click(within(dialog).getByRole('button', { name: 'Teilen' }));
    expect(within(dialog).getByText('Bitte geben Sie eine E-Mail-Adresse ein.')).toBeInTheDocument();
    await user.type(email, 'kein-at-zeichen');
    await user.click(within(dialog).getByRole('button', { name: 'Teilen' }));
    expect(within(dialog).getByText('E-Mail-Adresse ist nicht gültig.')).toBeInTheDocument();
    expect(callsTo(seen, 'PUT', 'officefit/v1/exercise_share')).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'kollege@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Teilen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Unter dieser E-Mail-Adresse gibt es niemanden aus Ihrem Unternehmen.',
    );
    expect(callsTo(seen, 'PUT', 'officefit/v1/exercise_share')[0]?.body).toEqual({
      id: 12,
      email: 'kollege@example.com',
    });
  });

  it('a guest may do the exercise but is not offered sharing (it pays a colleague points)', async () => {
    const seen = stubExercise(3, me({ roles: ['guest'], sub: null }));
    renderRoute(<ExercisePage />, { path: '/exercise/:id', url: '/exercise/12' });
    await screen.findByRole('heading', { level: 1 });
    expect(await screen.findByRole('button', { name: 'Übung starten' })).toBeInTheDocument();
    // judged once me has arrived
    await waitFor(() => expect(callsTo(seen, 'GET', 'officefit/v1/me')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('button', { name: 'Per E-Mail teilen' })).not.toBeInTheDocument();
  });
});
