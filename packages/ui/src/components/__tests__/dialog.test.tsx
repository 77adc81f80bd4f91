import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button';
import { Dialog, type DialogProps } from '../dialog';
import { Select } from '../select';
import { TextField } from '../text-field';
import { renderWithTheme } from '../../testing';

function Harness(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Öffnen</Button>
      <Dialog
        title="Anmelden"
        {...props}
        open={open}
        onClose={() => setOpen(false)}
        actions={<Button type="submit">Senden</Button>}
      >
        <TextField label="E-Mail" />
        <TextField label="Passwort" type="password" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a modal dialog named by its title, in a portal on the body', async () => {
    const user = userEvent.setup();
    const { container } = renderWithTheme(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Öffnen' }));
    const dialog = screen.getByRole('dialog', { name: 'Anmelden' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);
  });

  it('moves focus into the dialog and keeps Tab inside it', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Öffnen' }));
    const email = screen.getByLabelText('E-Mail');
    expect(email).toHaveFocus();

    await user.tab();
    expect(screen.getByLabelText('Passwort')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Senden' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Schließen' })).toHaveFocus();
    await user.tab();
    expect(email).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Schließen' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Senden' })).toHaveFocus();
  });

  it('closes on Escape and gives the focus back to the opener', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    const opener = screen.getByRole('button', { name: 'Öffnen' });
    await user.click(opener);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the close button', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Öffnen' }));
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Öffnen' })).toHaveFocus();
  });

  it('closes on a backdrop click, but not on a click inside, and not when disabled', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Öffnen' }));
    await user.click(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    renderWithTheme(<Harness disableBackdropClose />);
    await user.click(screen.getByRole('button', { name: 'Öffnen' }));
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('lets Escape close an open select menu first, and the dialog only on the next press', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithTheme(
      <Dialog open title="Filter" onClose={onClose}>
        <Select label="Land" options={[{ value: 'de', label: 'Deutschland' }]} />
      </Dialog>,
    );
    expect(screen.getByRole('combobox', { name: 'Land' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('focuses the dialog itself when it has nothing focusable', () => {
    renderWithTheme(
      <Dialog open title="Hinweis" onClose={jest.fn()} hideCloseButton>
        <p>Nur Text</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog')).toHaveFocus();
  });
});
