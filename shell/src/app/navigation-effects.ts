import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { navigated, useAppDispatch } from '@officefit/api';
import { useRuntime } from '../context/runtime-context';
import { reloadOnce } from '../session/reload-guard';
import { applyPendingUpdate } from '../session/app-update';

/**
 * Runs on every navigation: report the page view, close the menus, apply a pending app update. The first screen is
 * no navigation: a menu open when the app mounts was opened by the user, on the server-rendered page the app has
 * just taken over (its tap is repeated on the live page, session/prerendered.ts), and must stay open.
 */
export function useNavigationEffects(): void {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const { analytics, updates, worker } = useRuntime();
  // the path the effects last ran for (null before the first screen); StrictMode's second run finds it unchanged
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const previous = shown.current;
    if (previous === pathname) return;
    shown.current = pathname;
    analytics.pageView(pathname);
    if (previous === null) return;
    dispatch(navigated());
    applyPendingUpdate(pathname, { worker, updates }, reloadOnce);
  }, [pathname, dispatch, analytics, updates, worker]);
}
