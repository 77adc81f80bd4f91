import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RadioGroup } from '../radio-group';
import { renderWithTheme } from '../../testing';

const OPTIONS = [
  { value: '1', label: 'Wenig' },
  { value: '2', label: 'Mittel', hint: 'Zwei- bis dreimal pro Woche' },
  { value: '3', label: 'Viel' },
];

describe('RadioGroup', () => {
  it('is a group named by its legend, chosen by click or arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithTheme(
      <RadioGroup label="Wie fit sind Sie?" options={OPTIONS} onChange={onChange} error="Bitte wählen" />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Wie fit sind Sie?' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group).toHaveAccessibleDescription('Bitte wählen');
    await user.click(screen.getByLabelText('Wenig'));
    expect(onChange).toHaveBeenLastCalledWith('1');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Mittel' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Mittel' })).toHaveAccessibleDescription(
      'Zwei- bis dreimal pro Woche',
    );
    expect(onChange).toHaveBeenLastCalledWith('2');
  });

  it('shows a controlled value', () => {
    renderWithTheme(<RadioGroup label="Fitness" options={OPTIONS} value="3" onChange={jest.fn()} />);
    expect(screen.getByRole('radio', { name: 'Viel' })).toBeChecked();
  });
});
