import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from '../text-field';
import { renderWithTheme } from '../../testing';

describe('TextField', () => {
  it('is named by its label and can be typed into', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithTheme(<TextField label="E-Mail" type="email" onChange={(e) => onChange(e.target.value)} />);
    const input = screen.getByRole('textbox', { name: 'E-Mail' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.type(input, 'a@b.de');
    expect(onChange).toHaveBeenLastCalledWith('a@b.de');
  });

  it('links hint and error and marks the field invalid', () => {
    renderWithTheme(
      <TextField label="Passwort" type="password" hint="Mindestens 8 Zeichen" error="Zu kurz" required />,
    );
    const input = screen.getByLabelText('Passwort');
    expect(input).toBeRequired();
    expect(input).toBeInvalid();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Mindestens 8 Zeichen Zu kurz');
  });

  it('shows the required marker without putting it into the name', () => {
    renderWithTheme(<TextField label="Name" required />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeRequired();
    expect(screen.getByTitle('Pflichtfeld')).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders a textarea with 5 rows when multiline', () => {
    renderWithTheme(<TextField label="Nachricht" multiline />);
    const area = screen.getByRole('textbox', { name: 'Nachricht' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('rows', '5');
  });

  it('keeps a hidden label for screen readers', () => {
    renderWithTheme(<TextField label="Suche" type="search" hideLabel />);
    expect(screen.getByRole('searchbox', { name: 'Suche' })).toBeInTheDocument();
  });
});
