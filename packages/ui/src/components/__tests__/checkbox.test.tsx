import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from '../checkbox';
import { renderWithTheme } from '../../testing';

describe('Checkbox', () => {
  it('toggles by its label and wires hint and error', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Checkbox label="Newsletter" hint="Einmal im Monat" error="Bitte bestätigen" required />);
    const box = screen.getByRole('checkbox', { name: 'Newsletter' });
    expect(box).not.toBeChecked();
    await user.click(screen.getByText('Newsletter'));
    expect(box).toBeChecked();
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Einmal im Monat Bitte bestätigen');
  });
});
