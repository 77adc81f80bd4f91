import { act, render, screen } from '@testing-library/react';
import { ThemeWrapper } from '@officefit/ui/testing';
import { numberFormat } from '@officefit/i18n';
import { nextTask } from '../session/next-task';
import { warmUpFormats } from '../session/boot-tasks';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  registerRemotes: jest.fn(),
}));

// after the mock: the loader reads it at import
import { registerManifestRemotes, screenCodeFor } from '../remotes/remote-loader';
import { RemoteScreen } from '../app/remote-screen';

test('nextTask resolves in a later task, not among the microtasks of the current one', async () => {
  let resolved = false;
  const next = nextTask().then(() => (resolved = true));
  for (let i = 0; i < 10; i++) await Promise.resolve();
  expect(resolved).toBe(false);
  await next;
  expect(resolved).toBe(true);
});

test('nextTask uses scheduler.yield where the browser has it', async () => {
  const yieldNow = jest.fn(() => Promise.resolve());
  (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldNow };
  try {
    await nextTask();
    expect(yieldNow).toHaveBeenCalledTimes(1);
  } finally {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  }
});

test('warmUpFormats builds the cached formatters the screens use', async () => {
  const NumberFormat = jest.spyOn(Intl, 'NumberFormat');
  await warmUpFormats('en-US');
  const built = NumberFormat.mock.calls.length;
  expect(built).toBeGreaterThan(0);
  numberFormat('en-US').format(2000);
  // the screen's first number finds the formatter built already
  expect(NumberFormat).toHaveBeenCalledTimes(built);
  NumberFormat.mockRestore();
});

describe('a remote screen whose code is in', () => {
  const preload = jest.fn(async () => undefined);
  const Home = Object.assign(() => <p>the dashboard</p>, { preload });

  beforeAll(() => {
    loadRemote.mockImplementation(async () => ({
      default: [{ id: 'home', path: '/home', layout: 'default', guard: 'subscriber', element: Home }],
    }));
    registerManifestRemotes([
      {
        name: 'mf_training',
        entry: '/remotes/training/mf-manifest.json',
        routes: [{ id: 'home', path: '/home', layout: 'default', guard: 'subscriber' }],
      } as never,
    ]);
  });

  test('screenCodeFor loads the routes module and preloads the screen of the path', async () => {
    await screenCodeFor('/home');
    expect(loadRemote).toHaveBeenCalledWith('mf_training/routes');
    expect(preload).toHaveBeenCalled();
  });

  test('renders in the first pass, without the page skeleton', async () => {
    await screenCodeFor('/home');
    const { container } = render(
      <ThemeWrapper>
        <RemoteScreen remote="mf_training" routeId="home" />
      </ThemeWrapper>,
    );
    // no effect has run yet: the screen is there in the very first commit
    expect(screen.getByText('the dashboard')).toBeInTheDocument();
    expect(container.querySelector('[role="status"]')).toBeNull();
    await act(async () => undefined);
    expect(screen.getByText('the dashboard')).toBeInTheDocument();
  });

  test('a path no remote owns resolves at once', async () => {
    loadRemote.mockClear();
    await screenCodeFor('/nowhere');
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
