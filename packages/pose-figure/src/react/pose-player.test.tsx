import { act, render, screen } from '@testing-library/react';
import type { Pose } from '../model';
import { PoseFigure } from './pose-figure';
import { PosePlayer } from './pose-player';

const poses: Pose[] = [
  { base: 'standing', view: 'side', angles: {} },
  { base: 'standing', view: 'side', angles: { shoulderR: 170 } },
  { base: 'standing', view: 'side', angles: { shoulderR: 90 } },
];

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

test('a figure with a label is an image with that name; without one it is hidden from assistive technology', () => {
  const { container } = render(
    <>
      <PoseFigure pose={poses[0]!} label="Arm raise" />
      <PoseFigure pose={poses[1]!} />
    </>,
  );
  expect(screen.getByRole('img', { name: 'Arm raise' }).tagName).toBe('svg');
  expect(container.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(1);
});

test('the player tweens between the poses with requestAnimationFrame', () => {
  mockReducedMotion(false);
  let now = 0;
  const frames: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
  const { container } = render(<PosePlayer poses={poses} cycleSeconds={6} label="Arm raise" />);
  expect(container.querySelector('[data-pose-player="animated"]')).not.toBeNull();
  const frameOf = () => container.querySelector('svg')!.innerHTML;
  const first = frameOf();
  // run frames 50 ms apart for 1.5 s: half-way into the first movement
  for (let i = 0; i < 30; i++) {
    now += 50;
    act(() => frames.shift()?.(now));
  }
  expect(frameOf()).not.toBe(first);
  expect(screen.getByRole('img', { name: 'Arm raise' })).toBeTruthy();
  jest.restoreAllMocks();
});

test('with reduced motion the key poses are shown side by side, without animation', () => {
  mockReducedMotion(true);
  const raf = jest.spyOn(window, 'requestAnimationFrame');
  const { container } = render(<PosePlayer poses={poses} cycleSeconds={6} label="Arm raise" />);
  const steps = screen.getByRole('img', { name: 'Arm raise' });
  expect(steps.getAttribute('data-pose-player')).toBe('steps');
  expect(container.querySelectorAll('svg')).toHaveLength(3);
  expect(raf).not.toHaveBeenCalled();
  raf.mockRestore();
});
