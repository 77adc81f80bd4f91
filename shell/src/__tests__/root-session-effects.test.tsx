import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createTestStore, initialAuthState } from '@officefit/api';
import { registerNamespace } from '@officefit/i18n';
import { ThemeWrapper } from '@officefit/ui/testing';
import { Root } from '../app/root';
import de from '../i18n/de.json';
import en from '../i18n/en.json';

registerNamespace('shell', { de, en });

// Root's overlays, counted: they re-render whenever Root does
const mockOverlayRenders = jest.fn();
jest.mock('../components/update-prompt', () => ({
  UpdatePrompt: () => {
    mockOverlayRenders();
    return null;
  },
}));

test('the session check at start-up re-renders neither Root nor the page under it', async () => {
  const calls: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    calls.push(new URL((input as Request).url).pathname);
    return new Response(JSON.stringify({ code: 'jwt_auth_valid_token', data: { status: 200 } }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  const store = createTestStore({
    auth: { ...initialAuthState, token: 'test-token', loggedIn: true, email: 'dana@example.com' },
  });
  const pageRenders = jest.fn();
  function Page() {
    pageRenders();
    return <p>the page</p>;
  }
  const router = createMemoryRouter(
    [{ element: <Root />, children: [{ path: '/home', element: <Page /> }] }],
    {
      initialEntries: ['/home'],
    },
  );
  render(
    <Provider store={store}>
      <ThemeWrapper>
        <RouterProvider router={router} />
      </ThemeWrapper>
    </Provider>,
  );
  expect(screen.getByText('the page')).toBeInTheDocument();
  const overlays = mockOverlayRenders.mock.calls.length;
  const pages = pageRenders.mock.calls.length;
  // the check's request went out and its answer is in the store (pending, then fulfilled: two state changes)
  await waitFor(() =>
    expect(Object.values(store.getState().api.mutations).some((m) => m?.status === 'fulfilled')).toBe(true),
  );
  expect(calls).toContain('/wp-json/jwt-auth/v1/token/validate');
  expect(mockOverlayRenders).toHaveBeenCalledTimes(overlays);
  expect(pageRenders).toHaveBeenCalledTimes(pages);
});
