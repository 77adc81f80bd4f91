import { createContext, useContext, type ReactNode } from 'react';
import { matchPath } from 'react-router-dom';

const KnownPaths = createContext<string[]>([]);

/** Provides every route pattern of the manifest so menus only link to areas that exist. */
export function KnownPathsProvider({ patterns, children }: { patterns: string[]; children: ReactNode }) {
  return <KnownPaths.Provider value={patterns}>{children}</KnownPaths.Provider>;
}

/** Returns a predicate telling whether a concrete path has a route. */
export function useIsKnownPath(): (path: string) => boolean {
  const patterns = useContext(KnownPaths);
  return (path) =>
    patterns.some((pattern) => matchPath({ path: pattern, end: true }, path.split('#')[0] ?? path));
}
