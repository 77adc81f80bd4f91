import { lazy } from 'react';
import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { ShellServicesContext, type RemoteWidget } from '@officefit/shell-contract';
import { theme } from '@officefit/ui';
import { CommunityWidgets } from '../community-widgets';

/** A controllable IntersectionObserver: `reach()` tells every observer its element came near the viewport. */
function fakeIntersectionObserver() {
  const callbacks = new Set<IntersectionObserverCallback>();
  class FakeObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {
      callbacks.add(callback);
    }
    observe() {}
    disconnect() {
      callbacks.delete(this.callback);
    }
  }
  Object.defineProperty(globalThis, 'IntersectionObserver', { value: FakeObserver, configurable: true });
  return {
    // async act: the widgets' load that the callback starts settles inside it
    reach: () =>
      act(async () => {
        for (const callback of [...callbacks])
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
        await Promise.resolve();
      }),
    restore: () => {
      delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    },
  };
}

const widgets: RemoteWidget[] = [
  { id: 'ranking', element: lazy(() => Promise.resolve({ default: () => <p>ranking widget</p> })) },
];

function renderWidgets(loadWidgets: jest.Mock) {
  return render(
    <ThemeProvider theme={theme}>
      <ShellServicesContext.Provider value={{ loadWidgets }}>
        <CommunityWidgets render={(list) => <div>{list ?? 'placeholders'}</div>} />
      </ShellServicesContext.Provider>
    </ThemeProvider>,
  );
}

test('the widgets are fetched only when their room nears the viewport; placeholders until then', async () => {
  const observer = fakeIntersectionObserver();
  try {
    const loadWidgets = jest.fn(() => Promise.resolve(widgets));
    renderWidgets(loadWidgets);
    expect(screen.getByText('placeholders')).toBeInTheDocument();
    expect(loadWidgets).not.toHaveBeenCalled();
    await observer.reach();
    expect(await screen.findByText('ranking widget')).toBeInTheDocument();
    expect(loadWidgets).toHaveBeenCalledTimes(1);
    expect(loadWidgets).toHaveBeenCalledWith('mf_community');
  } finally {
    observer.restore();
  }
});

test('without IntersectionObserver the widgets are fetched at once', async () => {
  const loadWidgets = jest.fn(() => Promise.resolve(widgets));
  await act(async () => {
    renderWidgets(loadWidgets);
    await Promise.resolve();
  });
  expect(await screen.findByText('ranking widget')).toBeInTheDocument();
});
