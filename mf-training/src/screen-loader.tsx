import { useEffect, useState, type ComponentType } from 'react';
import { SkeletonBlock } from '@officefit/ui';

/** A route screen whose code loads on first render, or earlier through `preload`. */
export type LoadableScreen = ComponentType & {
  /** Starts loading (once; again after a failure) and resolves with the screen. */
  preload: () => Promise<ComponentType>;
};

type Shown = { Screen?: ComponentType; error?: unknown };

/**
 * A screen that loads its code (plus whatever else `load` waits for) on first render and shows the page skeleton
 * meanwhile, as tall as the shell's (so nothing moves when the screen takes over).
 *
 * Not `React.lazy`: a lazy screen suspends, and React reveals a suspended boundary's content no sooner than 300 ms
 * after its fallback appeared (its "fallback throttle"), so on a first `/home` the greeting and the plan request
 * waited ~300 ms after the code was already in (#18). Here the screen arrives by a plain state update, which React
 * renders at once; a screen already loaded (`preload`) renders in the first pass without any placeholder. A failure
 * is thrown during render, so the shell's error boundary shows "area unavailable — retry" as before, and the retry
 * loads again (a rejected `React.lazy` stays rejected).
 */
export function loadableScreen(load: () => Promise<{ default: ComponentType }>): LoadableScreen {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));

  function Screen() {
    const [shown, setShown] = useState<Shown>(() => ({ Screen: loaded }));
    useEffect(() => {
      if (shown.Screen || shown.error) return;
      let alive = true;
      preload().then(
        (component) => alive && setShown({ Screen: component }),
        (error: unknown) => alive && setShown({ error }),
      );
      return () => {
        alive = false;
      };
    }, [shown]);
    if (shown.error) throw shown.error;
    return shown.Screen ? <shown.Screen /> : <SkeletonBlock height="24rem" />;
  }
  return Object.assign(Screen, { preload });
}
