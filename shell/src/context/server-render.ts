import { createContext, useContext } from 'react';

/**
 * True inside a server render (prerender/ wraps its tree in the provider). The parts that load lazily are left
 * out there: renderToString cannot wait for lazy code, and the live page adds them when it takes over.
 */
export const ServerRenderContext = createContext(false);

export function useServerRender(): boolean {
  return useContext(ServerRenderContext);
}
