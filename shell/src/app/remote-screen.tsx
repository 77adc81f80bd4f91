import { Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import { loadedRemoteRoutes, loadRemoteRoutes, resetRemote } from '../remotes/remote-loader';
import { AreaUnavailable } from '../pages/area-unavailable';
import { ErrorBoundary } from '../components/error-boundary';
import { PageSkeleton } from '../components/page-skeleton';
import { reloadOnceForChunkError } from '../session/reload-guard';
import { createLog } from '@officefit/log';

const log = createLog('shell');

type Ready = { status: 'ready'; Screen: ComponentType };
type State = { status: 'loading' } | Ready | { status: 'failed' };

/** The route's screen when the remote's routes module is in already (the boot waits for it on a first screen). */
function readyState(remote: string, routeId: string): Ready | null {
  const route = loadedRemoteRoutes(remote)?.default.find((r) => r.id === routeId);
  return route ? { status: 'ready', Screen: route.element } : null;
}

/**
 * Renders one route of a remote: loads the remote's `./routes` module, picks the screen by route id and shows
 * the "area unavailable — retry" screen when the remote cannot be loaded, so the rest of the app keeps working.
 */
export function RemoteScreen({ remote, routeId }: { remote: string; routeId: string }) {
  // a screen whose code is in renders in the first pass, without the skeleton and a second render (TBT, #16)
  const [state, setState] = useState<State>(() => readyState(remote, routeId) ?? { status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const ready = readyState(remote, routeId);
    if (ready) {
      setState((shown) => (shown.status === 'ready' && shown.Screen === ready.Screen ? shown : ready));
      return;
    }
    let alive = true;
    setState({ status: 'loading' });
    loadRemoteRoutes(remote)
      .then((mod) => {
        const route = mod.default.find((r) => r.id === routeId);
        if (!route) throw new Error(`${remote} has no route "${routeId}"`);
        if (alive) setState({ status: 'ready', Screen: route.element });
      })
      .catch((error: unknown) => {
        log.error(`area ${remote} unavailable`, error);
        if (alive) setState({ status: 'failed' });
      });
    return () => {
      alive = false;
    };
  }, [remote, routeId, attempt]);

  const retry = useCallback(() => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  }, [remote]);

  if (state.status === 'failed') return <AreaUnavailable onRetry={retry} />;
  if (state.status === 'loading') return <PageSkeleton />;
  const { Screen } = state;
  return (
    <ErrorBoundary
      onError={reloadOnceForChunkError}
      fallback={<AreaUnavailable onRetry={retry} />}
      resetKey={`${remote}/${routeId}/${attempt}`}
    >
      <Suspense fallback={<PageSkeleton />}>
        <Screen />
      </Suspense>
    </ErrorBoundary>
  );
}
