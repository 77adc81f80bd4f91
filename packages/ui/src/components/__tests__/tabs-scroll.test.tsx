import { act, fireEvent, screen } from '@testing-library/react';
import { Tabs, type TabItem } from '../tabs';
import { renderWithTheme } from '../../testing';

const ITEMS: TabItem[] = ['Häufige Fehler', 'Bewegungsablauf', 'Tipp'].map((label, index) => ({
  id: String(index),
  label,
  content: label,
}));

/** jsdom lays nothing out: the tab row gets the sizes of a phone (600 px of tabs in 300 px). */
function sizeRow(
  row: HTMLElement,
  { scrollWidth, clientWidth }: { scrollWidth: number; clientWidth: number },
) {
  Object.defineProperty(row, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(row, 'clientWidth', { configurable: true, value: clientWidth });
}

test('a tab row that does not fit says on which side more tabs are (the fade edges)', () => {
  renderWithTheme(<Tabs items={ITEMS} label="Anleitung" />);
  const row = screen.getByRole('tablist', { name: 'Anleitung' });
  // everything fits: no hint
  expect(row).toHaveAttribute('data-more-start', 'false');
  expect(row).toHaveAttribute('data-more-end', 'false');

  sizeRow(row, { scrollWidth: 600, clientWidth: 300 });
  act(() => void fireEvent.scroll(row));
  expect(row).toHaveAttribute('data-more-start', 'false');
  expect(row).toHaveAttribute('data-more-end', 'true');

  row.scrollLeft = 150;
  act(() => void fireEvent.scroll(row));
  expect(row).toHaveAttribute('data-more-start', 'true');
  expect(row).toHaveAttribute('data-more-end', 'true');

  row.scrollLeft = 300;
  act(() => void fireEvent.scroll(row));
  expect(row).toHaveAttribute('data-more-start', 'true');
  expect(row).toHaveAttribute('data-more-end', 'false');
});

test('a cut row shows an arrow on each side with more tabs; a tap on it scrolls the row that way', () => {
  const { container } = renderWithTheme(<Tabs items={ITEMS} label="Anleitung" />);
  const row = screen.getByRole('tablist', { name: 'Anleitung' });
  const cue = (side: string) => container.querySelector<HTMLButtonElement>(`[data-scroll-cue="${side}"]`)!;
  // hidden from assistive technology and out of the tab order: the keyboard moves with the arrow keys
  expect(cue('end')).toHaveAttribute('aria-hidden', 'true');
  expect(cue('end')).toHaveAttribute('tabindex', '-1');
  expect(cue('start')).not.toBeVisible();
  expect(cue('end')).not.toBeVisible();

  sizeRow(row, { scrollWidth: 600, clientWidth: 300 });
  const scrollBy = jest.fn();
  row.scrollBy = scrollBy;
  act(() => void fireEvent.scroll(row));
  expect(cue('start')).not.toBeVisible();
  expect(cue('end')).toBeVisible();
  fireEvent.click(cue('end'));
  expect(scrollBy).toHaveBeenLastCalledWith({ left: 240, behavior: 'smooth' });

  row.scrollLeft = 300;
  act(() => void fireEvent.scroll(row));
  expect(cue('start')).toBeVisible();
  expect(cue('end')).not.toBeVisible();
  fireEvent.click(cue('start'));
  expect(scrollBy).toHaveBeenLastCalledWith({ left: -240, behavior: 'smooth' });
});
