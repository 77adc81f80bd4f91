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

it('a finish refused as too early shows the translated hint and can be retried', async () => {
  const user = userEvent.setup();
  let finishes = 0;
  const seen = stubFetch({
    'GET officefit/v1/exercise/12': exercise({ duration: 60 }),
    'PUT officefit/v1/action_start_exercise': { points: 5, fitness_points: 325 },
    'PUT officefit/v1/action_exercise': () =>
      ++finishes === 1
        ? new Reply(
            409,
            wpError(409, 'rest_exercise_too_early', 'Please do the exercise first (25 s left).').body,
            { 'Retry-After': '25' },
          )
        : FINISHED,
  });
  await openPlayer();

  await user.click(screen.getByRole('button', { name: 'Übung starten' }));
  await user.click(screen.getByRole('button', { name: 'Übung abschließen' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(
    'Bitte machen Sie die Übung zuerst. Abschließen können Sie sie, wenn etwa die Hälfte der Zeit vorbei ist.',
  );
  expect(screen.queryByRole('heading', { name: 'Geschafft!' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
  expect(await screen.findByRole('heading', { name: 'Geschafft!' })).toBeInTheDocument();
  expect(callsTo(seen, 'PUT', 'officefit/v1/action_exercise')).toHaveLength(2);
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
