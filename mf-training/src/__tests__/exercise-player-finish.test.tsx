// Issue 9 (points farming): the server credits a finish only after a recorded start, a plausible time later.
// The player sends the finish only once its start call has settled, and shows a refused finish translated,
// with a retry.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gate, Reply } from '@officefit/testing';
import ExercisePage from '../pages/exercise-page';
import { callsTo, exercise, renderRoute, stubFetch, wpError } from './support';

const FINISHED = {
  points: 20,
  fitness_points: 345,
  weekly_goal: { weekdays: [1, 3, 5], target: 3, done: 2, reached: false, week: '2026-W48', days: [] },
  strike: { flames: 1, since: '2026-11-25', lastDay: '2026-11-25' },
};

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

async function openPlayer() {
  renderRoute(<ExercisePage />, { path: '/exercise/:id', url: '/exercise/12?mode=free' });
  await screen.findByRole('heading', { level: 1, name: 'Kinn-Nicken im Sitzen' });
}

it('sends the finish only after the start call has answered', async () => {
  const user = userEvent.setup();
  const startAnswer = gate();
  const seen = stubFetch({
    'GET officefit/v1/exercise/12': exercise({ duration: 60 }),
    'PUT officefit/v1/action_start_exercise': async () => {
      await startAnswer.passed;
      return { points: 5, fitness_points: 325 };
    },
    'PUT officefit/v1/action_exercise': FINISHED,
  });
  await openPlayer();

  await user.click(screen.getByRole('button', { name: 'Übung starten' }));
  await user.click(screen.getByRole('button', { name: 'Übung abschließen' }));
  await waitFor(() => expect(callsTo(seen, 'PUT', 'officefit/v1/action_start_exercise')).toHaveLength(1));
  expect(callsTo(seen, 'PUT', 'officefit/v1/action_exercise')).toHaveLength(0);

  startAnswer.open();
  expect(await screen.findByRole('heading', { name: 'Geschafft!' })).toBeInTheDocument();
  const paths = seen.map((c) => c.path);
  expect(paths.indexOf('officefit/v1/action_start_exercise')).toBeLessThan(
    paths.indexOf('officefit/v1/action_exercise'),
  );
});

// Issue 31 §3: "Übung abschließen" pressed too early made the timer jump to 0:00, took Pause away and left the user
// with a red box. The timer runs on, Pause stays, the player says how long is left, and finishing works after it.
it('a finish refused as too early keeps the timer running and says how long is left', async () => {
  const user = userEvent.setup();
  const waits = [25, 1];
  const tooEarly = (seconds: number) =>
    new Reply(
      409,
      wpError(
        409,
        'rest_exercise_too_early',
        `The exercise was started too recently to be finished. Please do the exercise first (${seconds} s left).`,
        { wait_seconds: String(seconds) },
      ).body,
      { 'Retry-After': String(seconds) },
    );
  const seen = stubFetch({
    'GET officefit/v1/exercise/12': exercise({ duration: 60 }),
    'PUT officefit/v1/action_start_exercise': { points: 5, fitness_points: 325 },
    'PUT officefit/v1/action_exercise': () => {
      const wait = waits.shift();
      return wait === undefined ? FINISHED : tooEarly(wait);
    },
  });
  await openPlayer();

  await user.click(screen.getByRole('button', { name: 'Übung starten' }));
  await user.click(screen.getByRole('button', { name: 'Übung abschließen' }));
  expect(await screen.findByText('Noch 25 Sekunden – dann können Sie abschließen.')).toBeInTheDocument();
  // the exercise goes on: the timer where it was, Pause and the finish button still there, no error box
  expect(screen.getByTestId('exercise-timer')).not.toHaveTextContent('0:00');
  expect(screen.getByTestId('exercise-timer')).toHaveTextContent(/^(1:00|0:5\d)$/);
  expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Geschafft!' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Pause' }));
  expect(screen.getByRole('button', { name: 'Fortsetzen' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Fortsetzen' }));

  // pressed again while still too early: the new wait, counting down to "now you can"
  await user.click(screen.getByRole('button', { name: 'Übung abschließen' }));
  expect(await screen.findByText('Noch 1 Sekunde – dann können Sie abschließen.')).toBeInTheDocument();
  expect(
    await screen.findByText('Jetzt können Sie die Übung abschließen.', {}, { timeout: 3000 }),
  ).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Übung abschließen' }));
  expect(await screen.findByRole('heading', { name: 'Geschafft!' })).toBeInTheDocument();
  expect(callsTo(seen, 'PUT', 'officefit/v1/action_exercise')).toHaveLength(3);
});

it('a finish without a recorded start says to start the exercise first', async () => {
  const user = userEvent.setup();
  stubFetch({
    'GET officefit/v1/exercise/12': exercise({ duration: 60 }),
    'PUT officefit/v1/action_start_exercise': wpError(503, 'unavailable', 'Service unavailable'),
    'PUT officefit/v1/action_exercise': wpError(409, 'rest_exercise_not_started', 'Not started.'),
  });
  await openPlayer();

  await user.click(screen.getByRole('button', { name: 'Übung starten' }));
  await user.click(screen.getByRole('button', { name: 'Übung abschließen' }));
  expect(
    await screen.findByText('Bitte starten Sie die Übung zuerst – Punkte gibt es für eine gestartete Übung.'),
  ).toBeInTheDocument();
});
