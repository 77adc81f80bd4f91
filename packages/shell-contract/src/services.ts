import { createContext, useContext } from 'react';
import type { RemoteWidget } from './index';

/** What the shell offers the remotes at run time (it knows the manifest and the federation runtime). */
export interface ShellServices {
  /** Another remote's `./widgets` with its texts registered; rejects when that remote is not there. */
  loadWidgets(remoteName: string): Promise<RemoteWidget[]>;
}

const standalone: ShellServices = {
  loadWidgets: (remoteName) => Promise.reject(new Error(`${remoteName}: no shell to load widgets from`)),
};

/** Provided by the shell; a remote running alone (dev host, tests) gets the stand-alone fallback. */
export const ShellServicesContext = createContext<ShellServices>(standalone);

/** The shell's services (see ShellServices). */
export function useShellServices(): ShellServices {
  return useContext(ShellServicesContext);
}
