import { fireEvent, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createTestStore, initialAuthState } from '@officefit/api';
import { ThemeWrapper } from '@officefit/ui/testing';
import { RuntimeContext, type Runtime } from '../../context/runtime-context';
import type { WorkerController } from '../../session/service-worker';
import { UpdatePrompt } from '../update-prompt';

// a worker whose first install has finished: the app now works offline
const READY = { status: 'offline-ready', registrationError: false } as const;
const offlineReady: WorkerController = {
  // one object: useSyncExternalStore compares snapshots by identity
  state: () => READY,
  subscribe: () => () => undefined,
  acceptUpdate: () => undefined,
  start: () => undefined,
};

const runtime: Runtime = {
  analytics: { pageView: () => undefined },
  updates: { updateAvailable: () => false, stop: () => undefined },
  worker: offlineReady,
};

function renderPrompt(loggedIn: boolean) {
  const store = createTestStore({
    auth: loggedIn
      ? { ...initialAuthState, token: 't', loggedIn: true, email: 'dana@example.com' }
      : initialAuthState,
  });
  render(
    <Provider store={store}>
      <ThemeWrapper>
        <RuntimeContext.Provider value={runtime}>
          <UpdatePrompt />
        </RuntimeContext.Provider>
      </ThemeWrapper>
    </Provider>,
  );
  // the notice waits until the page has been used (engagement.ts)
  fireEvent.pointerDown(window);
  return store.getState().ui.messages.map((message) => message.key);
}

test('a signed-out visitor is not told that the app works offline (#39)', () => {
  expect(renderPrompt(false)).not.toContain('shell:offline.ready');
});

test('a signed-in user is told once the first install has finished', () => {
  expect(renderPrompt(true)).toContain('shell:offline.ready');
});
