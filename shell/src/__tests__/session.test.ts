import { pathAfterLogin } from '../auth/session-actions';
import { createPageViewReporter, PAGE_VIEW_DELAY_MS } from '../session/analytics';
import { reloadOnce, RELOAD_GUARD_MS } from '../session/reload-guard';
import { isBot } from '../session/is-bot';
import { errorStatus } from '../pages/error-page';
import { watchForUpdates } from '../session/app-update';

describe('after login', () => {
  test('on / the user goes to the start page the remotes declare for them', () => {
    expect(pathAfterLogin({ afterLoginPath: null, currentPath: '/', startPath: '/home' })).toBe('/home');
    expect(pathAfterLogin({ afterLoginPath: null, currentPath: '/', startPath: '/admin/pages' })).toBe(
      '/admin/pages',
    );
    expect(pathAfterLogin({ afterLoginPath: null, currentPath: '/', startPath: null })).toBeNull();
  });
  test('a stored path wins; elsewhere the user stays', () => {
    expect(pathAfterLogin({ afterLoginPath: '/score', currentPath: '/', startPath: '/home' })).toBe('/score');
    expect(pathAfterLogin({ afterLoginPath: null, currentPath: '/blog', startPath: '/home' })).toBeNull();
  });
});

describe('analytics', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('reports a page view 1.5 s after navigation, only the last of quick navigations', () => {
    const send = jest.fn();
    const reporter = createPageViewReporter('/collect', send);
    reporter.pageView('/a');
    jest.advanceTimersByTime(PAGE_VIEW_DELAY_MS - 100);
    reporter.pageView('/b');
    jest.advanceTimersByTime(PAGE_VIEW_DELAY_MS - 1);
    expect(send).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(JSON.parse(send.mock.calls[0][1]).path).toBe('/b');
  });

  test('sends nothing when analytics is not configured', () => {
    const send = jest.fn();
    createPageViewReporter(null, send).pageView('/a');
    jest.runAllTimers();
    expect(send).not.toHaveBeenCalled();
  });
});

test('the update watcher notices a new build id', async () => {
  jest.useFakeTimers();
  const watcher = watchForUpdates('build-1', async () => 'build-2', 1000);
  expect(watcher.updateAvailable()).toBe(false);
  await jest.advanceTimersByTimeAsync(1000);
  expect(watcher.updateAvailable()).toBe(true);
  watcher.stop();
  jest.useRealTimers();
});

test('reloads at most once per path within 10 seconds', () => {
  const reload = jest.fn();
  expect(reloadOnce('/home', 1_000, reload)).toBe(true);
  expect(reloadOnce('/home', 1_000 + RELOAD_GUARD_MS - 1, reload)).toBe(false);
  expect(reloadOnce('/score', 2_000, reload)).toBe(true);
  expect(reloadOnce('/score', 2_000 + RELOAD_GUARD_MS, reload)).toBe(true);
  expect(reload).toHaveBeenCalledTimes(3);
});

test('bots are recognised', () => {
  expect(isBot('Mozilla/5.0 (compatible; Googlebot/2.1)')).toBe(true);
  expect(isBot('Mozilla/5.0 (X11; Linux x86_64) Chrome/120')).toBe(false);
});

test('the error screen shows the status code or ERR', () => {
  expect(errorStatus({ status: 500 })).toBe('500');
  expect(errorStatus(new Error('x'))).toBe('ERR');
});
