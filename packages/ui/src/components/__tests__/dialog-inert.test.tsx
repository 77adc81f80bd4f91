import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button';
import { Dialog } from '../dialog';
import { SnackbarStack } from '../snackbar-stack';
import { renderWithTheme } from '../../testing';

// jsdom does not implement `inert`; like a browser, an element inside an inert subtree does not take focus.
const focus = HTMLElement.prototype.focus;
beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'focus').mockImplementation(function (this: HTMLElement, options) {
    if (!this.closest('[inert]')) focus.call(this, options);
  });
});
afterAll(() => jest.restoreAllMocks());

const inert = (element: Element) => element.closest('[inert]') !== null;

/** A page with a header, a nested pair of dialogs and the app's snackbars, as the shell lays them out. */
function Page() {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <header>
        <a href="/home">Start</a>
      </header>
      <main>
        <Button onClick={() => setOpen(true)}>Öffnen</Button>
      </main>
      <Dialog open={open} title="Außen" onClose={() => setOpen(false)}>
        <Button onClick={() => setInner(true)}>Weiter</Button>
        <Dialog open={inner} title="Innen" onClose={() => setInner(false)}>
          <p>Sicher?</p>
        </Dialog>
      </Dialog>
      <SnackbarStack messages={[{ id: 1, text: 'Gespeichert' }]} onDismiss={jest.fn()} timeoutMs={null} />
    </>
  );
}

describe('Dialog: the page behind is inert', () => {
  it('while it is open, except the snackbars, and no longer once it closes', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Page />);
    const opener = screen.getByRole('button', { name: 'Öffnen' });
    const link = screen.getByRole('link', { name: 'Start' });
    const message = screen.getByRole('status');
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Außen' });
    expect(inert(dialog)).toBe(false);
    expect(inert(link)).toBe(true);
    expect(inert(opener)).toBe(true);
    // still announced and clickable above the modal
    expect(inert(message)).toBe(false);
    expect(inert(screen.getByRole('button', { name: 'Schließen' }))).toBe(false);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
    expect(opener).toHaveFocus();
  });

  it('a dialog opened from a dialog makes the first one inert until it closes', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Page />);
    await user.click(screen.getByRole('button', { name: 'Öffnen' }));
    const next = screen.getByRole('button', { name: 'Weiter' });
    await user.click(next);

    const innerDialog = screen.getByRole('dialog', { name: 'Innen' });
    expect(inert(innerDialog)).toBe(false);
    expect(inert(next)).toBe(true);
    expect(inert(screen.getByRole('link', { name: 'Start' }))).toBe(true);
    expect(inert(screen.getByRole('status'))).toBe(false);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Innen' })).not.toBeInTheDocument();
    expect(inert(next)).toBe(false);
    expect(next).toHaveFocus();
    expect(inert(screen.getByRole('link', { name: 'Start' }))).toBe(true);
  });

  it('makes what the page adds while it is open inert too, and leaves a snackbar focusable', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Page />);
    await user.click(screen.getByRole('button', { name: 'Öffnen' }));
    const late = document.createElement('button');
    late.textContent = 'Später';
    document.body.append(late);
    await waitFor(() => expect(inert(late)).toBe(true));

    // the snackbar's close button takes the focus (a click, a screen reader): the dialog does not pull it back
    const close = screen.getByRole('button', { name: 'Schließen' });
    close.focus();
    expect(close).toHaveFocus();

    // a dialog opened from this one is not made inert by it
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(inert(screen.getByRole('dialog', { name: 'Innen' }))).toBe(false);
    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');
    expect(inert(late)).toBe(false);
    late.remove();
  });

  it('leaves what was inert before as it was', async () => {
    const user = userEvent.setup();
    const before = document.createElement('div');
    before.setAttribute('inert', '');
    document.body.append(before);
    renderWithTheme(<Page />);
    await user.click(screen.getByRole('button', { name: 'Öffnen' }));
    await user.keyboard('{Escape}');
    expect(before).toHaveAttribute('inert');
    expect(document.querySelectorAll('[inert]')).toHaveLength(1);
    before.remove();
  });
});
