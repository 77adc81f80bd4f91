import { screen } from '@testing-library/react';
import { ProgressBar } from '../progress-bar';
import { renderWithTheme } from '../../testing';

test('exposes value, bounds and spoken text, clamped to the range', () => {
  renderWithTheme(<ProgressBar value={7} max={4} label="Fortschritt" valueText="4 von 4" />);
  const bar = screen.getByRole('progressbar', { name: 'Fortschritt' });
  expect(bar).toHaveAttribute('aria-valuenow', '4');
  expect(bar).toHaveAttribute('aria-valuemax', '4');
  expect(bar).toHaveAttribute('aria-valuetext', '4 von 4');
});
