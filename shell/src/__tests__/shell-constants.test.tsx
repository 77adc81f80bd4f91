/// <reference types="@testing-library/jest-dom" />
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import {
  createTestStore,
  initialAuthState,
  navigated,
  setMenuOpen,
  setMobileMenuOpen,
  uiSlice,
} from '@officefit/api';
import { registerNamespace } from '@officefit/i18n';
import { ThemeWrapper } from '@officefit/ui/testing';
import { createPreloadQueue, ROUTE_PRELOAD_LIMIT } from '../remotes/preload-queue';
import { SESSION_CHECK_MS, startSessionCheck } from '../session/session-check';
import { displayName, initials, UserMenu } from '../components/user-menu';
import de from '../i18n/de.json';
import en from '../i18n/en.json';

registerNamespace('shell', { de, en });

// The constants of spec §9 the shell holds, and the menu rule of spec §2.

describe('session check (spec §9: at start-up and every 60 seconds)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('checks at once, then every 60 s until stopped', () => {
    expect(SESSION_CHECK_MS).toBe(60_000);
    const check = jest.fn();
    const stop = startSessionCheck(check);
    expect(check).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(SESSION_CHECK_MS - 1);
    expect(check).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(SESSION_CHECK_MS);
    expect(check).toHaveBeenCalledTimes(3);
    stop();
    jest.advanceTimersByTime(5 * SESSION_CHECK_MS);
    expect(check).toHaveBeenCalledTimes(3);
  });
});

describe('route preload queue (spec §9: limit 4)', () => {
  /** A preload that finishes (or fails) when told to. */
  function deferred(): { task: jest.Mock<Promise<void>, []>; settle: (ok: boolean) => void } {
    let settle!: (ok: boolean) => void;
    const promise = new Promise<void>((resolve, reject) => {
      settle = (ok) => (ok ? resolve() : reject(new Error('offline')));
    });
    return { task: jest.fn(() => promise), settle };
  }
  const flush = () => act(async () => await new Promise((r) => setTimeout(r, 0)));

  test('runs at most 4 at once; the next starts when one ends, also when it failed', async () => {
    expect(ROUTE_PRELOAD_LIMIT).toBe(4);
    const queue = createPreloadQueue();
    const loads = [deferred(), deferred(), deferred(), deferred(), deferred(), deferred()] as const;
    const [a, b, , , e, f] = loads;
    loads.forEach((load, i) => queue.add(`remote-${i}`, load.task));
    expect(queue.running()).toBe(4);
    expect(queue.waiting()).toBe(2);
    expect(e.task).not.toHaveBeenCalled();

    b.settle(false);
    await flush();
    expect(e.task).toHaveBeenCalledTimes(1);
    expect(f.task).not.toHaveBeenCalled();
    a.settle(true);
    await flush();
    expect(f.task).toHaveBeenCalledTimes(1);
    expect(queue.running()).toBe(4);
    expect(queue.waiting()).toBe(0);
  });

  test('a remote already waiting or loading is not queued twice', () => {
    const queue = createPreloadQueue(1);
    const first = deferred();
    const again = deferred();
    queue.add('training', first.task);
    queue.add('training', again.task);
    queue.add('community', deferred().task);
    expect(queue.running()).toBe(1);
    expect(queue.waiting()).toBe(1);
    expect(again.task).not.toHaveBeenCalled();
  });
});

describe('every navigation closes the menus (spec §2)', () => {
  test('navigated closes the full and the mobile menu', () => {
    let state = uiSlice.reducer(undefined, setMenuOpen(true));
    state = uiSlice.reducer(state, setMobileMenuOpen(true));
    state = uiSlice.reducer(state, navigated());
    expect(state.menuOpen).toBe(false);
    expect(state.mobileMenuOpen).toBe(false);
  });

  test('the user menu opens from its button and closes at the next navigation', async () => {
    globalThis.fetch = jest.fn(
      async () =>
        new Response(
          JSON.stringify({ id: 1, nickname: 'Dana', first_name: 'Daniela', email: 'd@x.de', avatar: null }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    ) as typeof fetch;
    const store = createTestStore({
      auth: { ...initialAuthState, token: 't', loggedIn: true, email: 'd@x.de' },
    });
    render(
      <Provider store={store}>
        <ThemeWrapper>
          <MemoryRouter>
            <UserMenu
              entries={[{ key: 'profile', to: '/profile', label: 'Profil' }]}
              onLogout={() => undefined}
            />
          </MemoryRouter>
        </ThemeWrapper>
      </Provider>,
    );
    const button = await screen.findByRole('button', { name: 'Konto: Dana' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    act(() => {
      store.dispatch(navigated());
    });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('the name in the header', () => {
  test('nickname, else first name, else the e-mail; initials of up to two words', () => {
    expect(displayName({ nickname: 'Dana', first_name: 'Daniela', email: 'd@x.de' })).toBe('Dana');
    expect(displayName({ nickname: ' ', first_name: 'Adam', email: 'a@x.de' })).toBe('Adam');
    expect(displayName({ nickname: null, first_name: '', email: 'kim.lee@x.de' })).toBe('kim.lee');
    expect(initials('Adam')).toBe('A');
    expect(initials('kim.lee')).toBe('KL');
    expect(initials('Anna Maria Berg')).toBe('AM');
    expect(initials('')).toBe('');
  });
});
