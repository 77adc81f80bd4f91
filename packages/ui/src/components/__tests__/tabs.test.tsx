import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs, type TabItem } from '../tabs';
import { renderWithTheme } from '../../testing';

const ITEMS: TabItem[] = [
  { id: 'day', label: 'Tag', content: 'Heute' },
  { id: 'week', label: 'Woche', content: 'Diese Woche' },
  { id: 'off', label: 'Aus', content: 'Nie', disabled: true },
  { id: 'month', label: 'Monat', content: 'Dieser Monat' },
];

describe('Tabs', () => {
  it('follows the tabs pattern and switches with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Tabs items={ITEMS} label="Zeitraum" />);
    expect(screen.getByRole('tablist', { name: 'Zeitraum' })).toBeInTheDocument();
    const day = screen.getByRole('tab', { name: 'Tag' });
    expect(day).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Tag' })).toHaveTextContent('Heute');

    await user.tab();
    expect(day).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const week = screen.getByRole('tab', { name: 'Woche' });
    expect(week).toHaveFocus();
    expect(week).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Woche' })).toHaveTextContent('Diese Woche');
    expect(screen.queryByText('Heute')).not.toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Monat' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(day).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Monat' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(day).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Monat' })).toHaveFocus();
  });

  it('has one tab stop and moves on into the panel', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Tabs items={ITEMS} label="Zeitraum" defaultValue="week" />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Woche' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Woche' })).toHaveFocus();
  });

  it('works controlled', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    function Controlled() {
      const [value, setValue] = useState('month');
      return (
        <Tabs
          items={ITEMS}
          label="Zeitraum"
          value={value}
          onChange={(id) => {
            seen.push(id);
            setValue(id);
          }}
        />
      );
    }
    renderWithTheme(<Controlled />);
    expect(screen.getByRole('tab', { name: 'Monat' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Woche' }));
    expect(seen).toEqual(['week']);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Diese Woche');
  });
});
