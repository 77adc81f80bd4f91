import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Snackbar } from '../snackbar';
import { SnackbarStack } from '../snackbar-stack';
import { installPointerEvent, renderWithTheme } from '../../testing';

beforeAll(installPointerEvent);

describe('Snackbar', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('is a polite status message, or an alert for errors', () => {
    const { rerender } = renderWithTheme(<Snackbar onClose={jest.fn()}>Gespeichert</Snackbar>);
    expect(screen.getByRole('status')).toHaveTextContent('Gespeichert');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    rerender(
      <Snackbar severity="error" onClose={jest.fn()}>
        Fehler
      </Snackbar>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Fehler');
  });

  it('closes itself after 5000 ms', () => {
    jest.useFakeTimers();
    const onClose = jest.fn();
    renderWithTheme(<Snackbar onClose={onClose}>Gespeichert</Snackbar>);
    act(() => jest.advanceTimersByTime(4999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('takes another timeout, or none', () => {
    jest.useFakeTimers();
    const onClose = jest.fn();
    const { rerender } = renderWithTheme(
      <Snackbar onClose={onClose} timeoutMs={1000}>
        Kurz
      </Snackbar>,
    );
    act(() => jest.advanceTimersByTime(1000));
    expect(onClose).toHaveBeenCalledTimes(1);

    const stays = jest.fn();
    rerender(
      <Snackbar key="other" onClose={stays} timeoutMs={null}>
        Bleibt
      </Snackbar>,
    );
    act(() => jest.advanceTimersByTime(60_000));
    expect(stays).not.toHaveBeenCalled();
  });

  it('pauses the timer while hovered and finishes the rest afterwards', () => {
    jest.useFakeTimers();
    const onClose = jest.fn();
    renderWithTheme(<Snackbar onClose={onClose}>Gespeichert</Snackbar>);
    act(() => jest.advanceTimersByTime(3000));
    fireEvent.mouseEnter(screen.getByRole('status'));
    act(() => jest.advanceTimersByTime(10_000));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseLeave(screen.getByRole('status'));
    act(() => jest.advanceTimersByTime(1999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a vertical pointer swipe of 60 px but not of 30 px', () => {
    const onClose = jest.fn();
    renderWithTheme(<Snackbar onClose={onClose}>Gespeichert</Snackbar>);
    const bar = screen.getByRole('status');

    fireEvent.pointerDown(bar, { clientY: 200, pointerId: 1, pointerType: 'touch' });
    fireEvent.pointerMove(bar, { clientY: 170, pointerId: 1, pointerType: 'touch' });
    fireEvent.pointerUp(bar, { clientY: 170, pointerId: 1, pointerType: 'touch' });
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.pointerDown(bar, { clientY: 200, pointerId: 2, pointerType: 'touch' });
    fireEvent.pointerMove(bar, { clientY: 260, pointerId: 2, pointerType: 'touch' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.pointerUp(bar, { clientY: 260, pointerId: 2, pointerType: 'touch' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a 60 px touch swipe upwards but not on a 30 px one', () => {
    const onClose = jest.fn();
    renderWithTheme(<Snackbar onClose={onClose}>Gespeichert</Snackbar>);
    const bar = screen.getByRole('status');

    fireEvent.touchStart(bar, { touches: [{ clientY: 300 }] });
    fireEvent.touchMove(bar, { touches: [{ clientY: 270 }] });
    fireEvent.touchEnd(bar, { changedTouches: [{ clientY: 270 }] });
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.touchStart(bar, { touches: [{ clientY: 300 }] });
    fireEvent.touchEnd(bar, { changedTouches: [{ clientY: 240 }] });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with its labelled close button', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithTheme(<Snackbar onClose={onClose}>Gespeichert</Snackbar>);
    await user.click(screen.getByRole('button', { name: 'Meldung schließen' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('SnackbarStack', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('renders every message and reports which one closed', async () => {
    const user = userEvent.setup();
    const onDismiss = jest.fn();
    renderWithTheme(
      <SnackbarStack
        messages={[
          { id: 'a', text: 'Gespeichert', severity: 'success' },
          { id: 'b', text: 'Fehlgeschlagen', severity: 'error' },
        ]}
        onDismiss={onDismiss}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Gespeichert');
    expect(screen.getByRole('alert')).toHaveTextContent('Fehlgeschlagen');
    const [, second] = screen.getAllByRole('button', { name: 'Meldung schließen' });
    await user.click(second!);
    expect(onDismiss).toHaveBeenCalledWith('b');
  });

  it('dismisses each message after its timeout', () => {
    jest.useFakeTimers();
    const onDismiss = jest.fn();
    renderWithTheme(<SnackbarStack messages={[{ id: 7, text: 'Hallo' }]} onDismiss={onDismiss} />);
    act(() => jest.advanceTimersByTime(5000));
    expect(onDismiss).toHaveBeenCalledWith(7);
  });
});
