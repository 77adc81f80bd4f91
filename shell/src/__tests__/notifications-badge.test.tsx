import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createTestStore, initialAuthState, loggedOut } from '@officefit/api';
import { registerNamespace } from '@officefit/i18n';
import { ThemeWrapper } from '@officefit/ui/testing';
import { NewStreamFlag, NotificationsBadge } from '../components/notifications-badge';
import de from '../i18n/de.json';
import en from '../i18n/en.json';

registerNamespace('shell', { de, en });

const calls: string[] = [];
const NOTE = (id: number, read: boolean) => ({
  id,
  kind: 'reminder',
  title: 'Zeit für Bewegung!',
  body: 'Ihr Trainingsplan wartet.',
  url: '/home',
  created_at: '2026-03-02T07:00:00.000Z',
  read,
});

function serve(me: Record<string, unknown>, newSessions = 0) {
  calls.length = 0;
  let notifications = [NOTE(2, false), NOTE(1, true)];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const path = new URL(request.url).pathname.replace('/wp-json/', '');
    calls.push(`${request.method} ${path}`);
    if (path === 'officefit/v1/notifications/read')
      notifications = notifications.map((n) => ({ ...n, read: true }));
    const body =
      path === 'officefit/v1/me'
        ? { id: 1, roles: ['subscriber'], admin: false, ...me, meta: { notifications } }
        : path === 'officefit/v1/stream/new'
          ? { new_sessions: newSessions }
          : { items: [], unread: 0 };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
}

function show() {
  const store = createTestStore({
    auth: { ...initialAuthState, token: 't', loggedIn: true, email: 'v@e.de' },
  });
  render(
    <Provider store={store}>
      <ThemeWrapper>
        <MemoryRouter>
          <NotificationsBadge />
          <NewStreamFlag />
        </MemoryRouter>
      </ThemeWrapper>
    </Provider>,
  );
  return store;
}

test('the bell shows the unread count; opening it lists the notifications and marks them read', async () => {
  const user = userEvent.setup();
  serve({ sub: { status: 'active' } });
  show();
  const bell = await screen.findByRole('button', { name: /Mitteilungen.*1 ungelesene Mitteilung/ });
  await user.click(bell);
  const panel = screen.getByRole('region', { name: 'Mitteilungen' });
  expect(within(panel).getAllByRole('link')).toHaveLength(2);
  expect(within(panel).getAllByRole('link')[0]?.getAttribute('href')).toBe('/home');
  await waitFor(() => expect(calls).toContain('POST officefit/v1/notifications/read'));
  await waitFor(() => expect(screen.getByTestId('notifications-badge').textContent).toBe('Mitteilungen'));
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('region')).toBeNull();
});

test('the "new stream" flag: only for a subscriber, only with new sessions', async () => {
  serve({ sub: { status: 'active' } }, 2);
  show();
  expect((await screen.findByTestId('new-stream-flag')).textContent).toContain('2 neue Livestreams');
});

test('no stream flag (and no call) without an active membership', async () => {
  serve({ roles: ['guest'], sub: null }, 2);
  show();
  await screen.findByTestId('notifications-badge');
  expect(screen.queryByTestId('new-stream-flag')).toBeNull();
  expect(calls).not.toContain('GET officefit/v1/stream/new');
});

test('the bell goes with the session: logging out removes it without a reload', async () => {
  serve({ sub: { status: 'active' } });
  const store = show();
  expect(await screen.findByRole('button', { name: /Mitteilungen/ })).toBeInTheDocument();
  act(() => {
    store.dispatch(loggedOut());
  });
  await waitFor(() => expect(screen.queryByRole('button')).not.toBeInTheDocument());
});
