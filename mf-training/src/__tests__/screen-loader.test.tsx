import { Component, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@officefit/ui';
import { loadableScreen } from '../screen-loader';
import { screenFor } from '../routes';

const Loaded = () => <h1>Geladen</h1>;

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p>Fehler: {this.state.error}</p> : this.props.children;
  }
}

const show = (node: ReactNode) => render(<ThemeProvider theme={theme}>{node}</ThemeProvider>);

test('shows the page skeleton, then the screen, without a Suspense boundary (no fallback throttle, #18)', async () => {
  let resolve!: (module: { default: typeof Loaded }) => void;
  const Screen = loadableScreen(() => new Promise((r) => (resolve = r)));
  show(<Screen />);
  expect(screen.getByRole('status')).toBeInTheDocument();
  await act(async () => resolve({ default: Loaded }));
  expect(screen.getByRole('heading', { name: 'Geladen' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('a preloaded screen renders in the first pass, and its code is loaded once', async () => {
  const load = jest.fn(() => Promise.resolve({ default: Loaded }));
  const Screen = loadableScreen(load);
  await Screen.preload();
  show(<Screen />);
  expect(screen.getByRole('heading', { name: 'Geladen' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  await Screen.preload();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failed load reaches the error boundary, and mounting again loads again (the shell\'s "retry")', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const load = jest
    .fn<Promise<{ default: typeof Loaded }>, []>()
    .mockRejectedValueOnce(new Error('chunk failed'))
    .mockResolvedValueOnce({ default: Loaded });
  const Screen = loadableScreen(load);
  const { unmount } = show(
    <Boundary>
      <Screen />
    </Boundary>,
  );
  expect(await screen.findByText('Fehler: chunk failed')).toBeInTheDocument();
  unmount();
  show(
    <Boundary>
      <Screen />
    </Boundary>,
  );
  expect(await screen.findByRole('heading', { name: 'Geladen' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

test('the routes module finds the screen of an opened page (it starts loading it at once)', () => {
  expect(screenFor('/home')).toBeDefined();
  expect(screenFor('/exercise/12')).toBeDefined();
  expect(screenFor('/exercise/12')).not.toBe(screenFor('/home'));
  expect(screenFor('/ranking')).toBeUndefined();
});
