// The exercise demonstration (issue 14 "Show the movement"): the page header shows a still of the starting
// position, the player animates the key poses (and holds them while the timer is paused), reduced motion shows the
// poses side by side; cards show the still; the tempo follows the exercise.
import { screen } from '@testing-library/react';
import { cycleSecondsOf } from '../features/exercises/components/exercise-demonstration';
import { ExerciseStill } from '../features/exercises/components/exercise-still';
import ExercisePage from '../pages/exercise-page';
import type { Exercise } from '../lib/types';
import { exercise, me, renderRoute, stubFetch, summary } from './support';

const poses: NonNullable<Exercise['poses']> = {
  poses: [
    {
      base: 'seated',
      view: 'side',
      angles: { hipL: 90, hipR: 90, kneeL: 90, kneeR: 90 },
      props: [{ kind: 'chair' }],
    },
    {
      base: 'seated',
      view: 'side',
      angles: { hipL: 90, hipR: 90, kneeL: 90, kneeR: 90, neck: 15 },
      props: [{ kind: 'chair' }],
    },
  ],
};

function reducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

it('shows the starting position in the header and the animated movement in the player', async () => {
  reducedMotion(false);
  stubFetch({
    'GET officefit/v1/me': me(),
    'GET officefit/v1/exercise/12': exercise({ startPose: poses.poses[0], poses, repetitions: 10 }),
  });
  renderRoute(<ExercisePage />, { path: '/exercise/:id', url: '/exercise/12' });
  const still = await screen.findByRole('img', {
    name: 'Ausgangsstellung der Übung „Kinn-Nicken im Sitzen“',
  });
  // drawn by the backend (media/exercises/{slug}.svg: the starting position), so cards load no figure code
  expect(still).toHaveAttribute('src', '/wp-json/officefit/v1/media/exercises/seated-chin-tuck.svg');
  const movement = screen.getByRole('img', {
    name: 'Bewegungsablauf der Übung „Kinn-Nicken im Sitzen“ in 2 Stellungen',
  });
  expect(screen.getByTestId('exercise-player')).toContainElement(movement);
  expect(movement.closest('[data-pose-player]')).toHaveAttribute('data-pose-player', 'animated');
  // the generated illustration is no longer shown
  expect(screen.queryByRole('img', { name: /Illustration/ })).toBeNull();
});

it('with reduced motion shows the key poses side by side', async () => {
  reducedMotion(true);
  stubFetch({
    'GET officefit/v1/me': me(),
    'GET officefit/v1/exercise/12': exercise({ startPose: poses.poses[0], poses }),
  });
  renderRoute(<ExercisePage />, { path: '/exercise/:id', url: '/exercise/12' });
  const steps = await screen.findByRole('img', { name: /^Bewegungsablauf/ });
  expect(steps).toHaveAttribute('data-pose-player', 'steps');
  expect(steps.querySelectorAll('svg')).toHaveLength(2);
});

it('keeps the generated illustration for an exercise without poses', async () => {
  stubFetch({ 'GET officefit/v1/me': me(), 'GET officefit/v1/exercise/12': exercise() });
  renderRoute(<ExercisePage />, { path: '/exercise/:id', url: '/exercise/12' });
  expect(
    await screen.findByRole('img', { name: 'Illustration der Übung „Kinn-Nicken im Sitzen“' }),
  ).toHaveAttribute('src', '/wp-json/officefit/v1/media/exercises/seated-chin-tuck.svg');
  expect(screen.queryByTestId('exercise-demonstration')).toBeNull();
});

it('a card shows the still (the backend’s picture) as decoration', () => {
  const { container } = renderRoute(<ExerciseStill exercise={summary({ startPose: poses.poses[0] })} />, {
    path: '/',
    url: '/',
  });
  const still = container.querySelector('[data-testid="exercise-still"]');
  expect(still).toHaveAttribute('alt', '');
  expect(still).toHaveAttribute('src', '/wp-json/officefit/v1/media/exercises/seated-chin-tuck.svg');
});

it('plays one repetition per loop at the exercise’s tempo', () => {
  expect(cycleSecondsOf({ duration: 120, repetitions: 10 }, poses)).toBe(6);
  expect(cycleSecondsOf({ duration: 60, repetitions: 20 }, poses)).toBe(3);
  expect(cycleSecondsOf({ duration: 300, repetitions: 5 }, { poses: [...poses.poses, ...poses.poses] })).toBe(
    16,
  );
  expect(cycleSecondsOf({ duration: 120, repetitions: null }, poses)).toBe(6);
  expect(cycleSecondsOf({ duration: 120, repetitions: 10 }, { ...poses, cycleSeconds: 9 })).toBe(9);
});
