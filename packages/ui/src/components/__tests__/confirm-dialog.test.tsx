import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from '../confirm-dialog';
import { renderWithTheme } from '../../testing';

describe('ConfirmDialog', () => {
  it('asks with default button texts, focuses cancel and reports the answer', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderWithTheme(
      <ConfirmDialog
        open
        title="Seite verlassen?"
        message="Ihre Eingaben gehen verloren."
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Seite verlassen?' });
    expect(dialog).toHaveAccessibleDescription('Ihre Eingaben gehen verloren.');
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('takes its own button texts', () => {
    renderWithTheme(
      <ConfirmDialog
        open
        title="Verlassen?"
        message="Sicher?"
        confirmLabel="Verlassen"
        cancelLabel="Bleiben"
        onConfirm={jest.fn()}
        onCancel={jest.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Verlassen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bleiben' })).toBeInTheDocument();
  });
});
