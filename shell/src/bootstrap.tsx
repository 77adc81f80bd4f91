import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { contentLangOf, I18nextProvider, i18n, loadNamespace } from '@officefit/i18n';
import { GlobalStyle, theme } from '@officefit/ui';
import { hydratePrerendered, invalidateEveryTag, selectLoggedIn, sessionApi } from '@officefit/api';
import { ShellServicesContext, type AppManifest } from '@officefit/shell-contract';
import { fetchManifest, takeInlineManifest } from './remotes/manifest';
import {
  loadRemoteWidgets,
  preloadRemoteFor,
  registerManifestRemotes,
  screenCodeFor,
} from './remotes/remote-loader';
import { allRoutes, buildRoutes } from './app/build-routes';
import { KnownPathsProvider } from './context/known-paths';
import {
  LAZY_SIGNED_IN_CONTROLS,
  SignedInControlsContext,
  type SignedInControls,
} from './components/signed-in-controls-context';
import { RuntimeContext, type Runtime } from './context/runtime-context';
import { createShellStore, navigation } from './app/store';
import { saveSession } from './session/persistence';
import {
  isPrerendered,
  markAppLive,
  swapIn,
  takePrerenderedState,
  wasShownAWhile,
  whenLiveContentReady,
} from './session/prerendered';
import { createPageViewReporter } from './session/analytics';
import { watchForUpdates } from './session/app-update';
import { createServiceWorker, NO_WORKER } from './session/service-worker';
import { warmUpFormats } from './session/boot-tasks';
import { nextTask } from './session/next-task';
import { reloadOnceForChunkError } from './session/reload-guard';
import { ErrorPage } from './pages/error-page';
import { createLog } from '@officefit/log';

const log = createLog('shell');

// The shell's texts in the interface language only (the other one loads on a language switch), downloaded while
// the manifest is fetched; without them the screens show keys rather than nothing.
const shellTexts = loadNamespace('shell', {
  de: () => import('./i18n/de.json'),
  en: () => import('./i18n/en.json'),
}).catch((error: unknown) => log.error('texts not loaded', error));

const SHELL_SERVICES = { loadWidgets: loadRemoteWidgets };

/** The longest a first screen's live copy waits for its screen's code before it renders without it. */
const SCREEN_CODE_WAIT_MS = 3000;

type ShellStore = ReturnType<typeof createShellStore>;

/**
 * A signed-in user's `me` travels beside the manifest instead of after it (the guard and the header need it
 * first): one round trip off the first screen's serial chain (#18). Not again when the server handed it over.
 */
function requestMeBesideManifest(store: ShellStore) {
  if (selectLoggedIn(store.getState())) {
    void store.dispatch(sessionApi.endpoints.getMe.initiate(undefined, { subscribe: false }));
  }
}

/** The shell's error screen, shown when the manifest did not load. */
function errorScreen(error: unknown) {
  return (
    <ThemeProvider theme={theme}>
      <I18nextProvider i18n={i18n}>
        <GlobalStyle />
        <ErrorPage error={error} />
      </I18nextProvider>
    </ThemeProvider>
  );
}

/**
 * Registers the manifest's remotes and starts loading the current route's. Behind a server-rendered first screen
 * the live copy renders once its screen's code is in: one render of the screen instead of the frame with a
 * skeleton first and the screen in a second, blocking render (TBT, #16). The visitor sees the static screen
 * meanwhile, and the swap waited for the screen's content anyway. Returns what the first render waits for.
 */
function startRemotes(manifest: AppManifest, prerendered: boolean): Promise<void> | undefined {
  registerManifestRemotes(manifest.remotes);
  preloadRemoteFor(window.location.pathname);
  return prerendered
    ? Promise.race([
        screenCodeFor(window.location.pathname),
        new Promise<void>((resolve) => setTimeout(resolve, SCREEN_CODE_WAIT_MS)),
      ])
    : undefined;
}

/** The router of the manifest's routes; the store's navigation goes through it. */
function createRouter(manifest: AppManifest) {
  const router = createBrowserRouter(buildRoutes(manifest));
  navigation.navigate = (path) => void router.navigate(path);
  return router;
}

/** Analytics, update checks and the service worker, and the page-wide listeners of the app. */
function startRuntime(manifest: AppManifest, store: ShellStore): Runtime {
  const runtime = {
    analytics: createPageViewReporter(manifest.config.analyticsUrl),
    updates: watchForUpdates(manifest.buildId, () => fetchManifest().then((m) => m.buildId)),
    worker: process.env.NODE_ENV === 'production' ? createServiceWorker() : NO_WORKER,
  };
  // A lazy chunk of the shell that fails to load (a deploy removed it) reloads the page once (spec §8).
  window.addEventListener('unhandledrejection', (event) => reloadOnceForChunkError(event.reason));

  // Session state is saved whenever the page is hidden (spec §4).
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') saveSession(store.getState());
  });
  document.documentElement.lang = contentLangOf(i18n.language);
  return runtime;
}

/** The live app: store, theme, texts, runtime and shell services around the router. */
function appTree(
  store: ShellStore,
  runtime: Runtime,
  manifest: AppManifest,
  router: ReturnType<typeof createRouter>,
  controls: SignedInControls,
) {
  return (
    <StrictMode>
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <I18nextProvider i18n={i18n}>
            <RuntimeContext.Provider value={runtime}>
              <ShellServicesContext.Provider value={SHELL_SERVICES}>
                <KnownPathsProvider routes={allRoutes(manifest)}>
                  <SignedInControlsContext.Provider value={controls}>
                    <GlobalStyle />
                    <RouterProvider router={router} />
                  </SignedInControlsContext.Provider>
                </KnownPathsProvider>
              </ShellServicesContext.Provider>
            </RuntimeContext.Provider>
          </I18nextProvider>
        </ThemeProvider>
      </Provider>
    </StrictMode>
  );
}

/**
 * The header's signed-in controls for the first render. A signed-in screen rendered on the server shows them (bell,
 * user menu), so the live one takes them loaded, or the swap would move the page by their height until their lazy
 * chunk is in; elsewhere they load lazily with the first signed-in header.
 */
function signedInControlsFor(store: ShellStore, prerendered: boolean): Promise<SignedInControls> {
  if (!prerendered || !selectLoggedIn(store.getState())) return Promise.resolve(LAZY_SIGNED_IN_CONTROLS);
  return import('./components/signed-in-controls')
    .then((m) => m.loadedSignedInControls)
    .catch(() => LAZY_SIGNED_IN_CONTROLS);
}

/**
 * A visitor of a prerendered landing page is logged out and tapped a button to get here, most often "Log in": its
 * dialog's code loads with the page, so the repeated tap opens it at once (the static button shows it is busy until
 * then). On a signed-in first screen a tap is repeated on the live screen, without a dialog.
 */
function loadTappedLoginDialog(store: ShellStore) {
  return (
    window.__officefitIntent?.kind === 'click' &&
    !selectLoggedIn(store.getState()) &&
    import('./auth/login-dialog').catch(() => undefined)
  );
}

/** The boot, in its measured order: each `nextTask` lets the browser in between steps (TBT, #16, #18). */
async function start() {
  // the shell's modules have just been evaluated in this task: the boot goes on in the next one
  await nextTask();
  const page = document.getElementById('root');
  if (!page) throw new Error('#root missing');
  const store = createShellStore();
  // A prerendered page (a landing page, or a signed-in user's first screen) stays visible while the live app
  // renders off-screen with the server's api cache (session/prerendered.ts).
  const prerendered = isPrerendered(page);
  const container = prerendered ? document.createElement('div') : page;
  const state = prerendered ? takePrerenderedState() : null;
  if (state) {
    // adopting the server's cache walks all of it (RTK Query's reducers, immer): a task of its own
    await nextTask();
    store.dispatch(hydratePrerendered(state));
    await nextTask();
  }
  requestMeBesideManifest(store);
  const controls = signedInControlsFor(store, prerendered);
  await nextTask();
  const root = createRoot(container);

  let manifest: AppManifest;
  const inline = takeInlineManifest();
  try {
    // the gateway puts it into the page; a fetch only where it did not (#18)
    manifest = inline ?? (await fetchManifest());
  } catch (error) {
    await shellTexts;
    // Without the manifest no area can load; the shell still renders its error screen.
    root.render(errorScreen(error));
    // the error screen has no page content to wait for
    if (prerendered) await swapIn(page, container, new Promise((r) => setTimeout(r, 100)));
    return;
  }
  const screenCode = startRemotes(manifest, prerendered);
  void warmUpFormats(i18n.language);
  await nextTask();
  const router = createRouter(manifest);
  await nextTask();

  const runtime = startRuntime(manifest, store);
  await shellTexts;
  await screenCode;
  const firstControls = await controls;
  await nextTask();
  // A transition: React renders the tree in slices of a few ms and lets the browser in between, instead of one
  // task of a few hundred ms on a phone (TBT, #16); the commit stays one step.
  startTransition(() => root.render(appTree(store, runtime, manifest, router, firstControls)));
  if (prerendered) {
    const loginDialog = loadTappedLoginDialog(store);
    await swapIn(
      page,
      container,
      Promise.all([whenLiveContentReady(container), loginDialog]).then(() => undefined),
    );
    markAppLive();
    // a screen shown a while before its user showed up (a `presence` boot) holds the data of then: read it again
    if (state && wasShownAWhile()) store.dispatch(invalidateEveryTag());
  } else {
    void whenLiveContentReady(container).then(markAppLive);
  }
  runtime.worker.start();
  // The worker answers an offline start with its copy of the manifest, which it keeps only from a fetch through it:
  // with the manifest inline, one fetch after the first screen keeps that copy fresh (sw/routes.ts).
  if (inline && navigator.serviceWorker?.controller) void fetchManifest().catch(() => undefined);
}

void start();
