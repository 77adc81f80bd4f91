// The server-render kit a remote builds into its own server bundle (issue 33): the shell's frame around a screen,
// the per-request render, the api root the gateway sets, and the contract types of the gateway. The gateway loads
// the bundle of the area's current deployment at run time (gateway/src/server-render.ts); nothing of a remote is
// bundled here.
import { setApiRoot } from '@officefit/api';
import { registerNamespace } from '@officefit/i18n';
import { shellDe, shellEn } from 'shell/server';

export { renderInFrame, scriptJson, type FrameRender } from './render-frame';
export { DefaultLayout, NonuserLayout, prefetchSignedInControls } from 'shell/server';
export type {
  FirstScreenHtml,
  FirstScreenRequest,
  LandingHtml,
  LandingRequest,
  ServerRenderer,
} from 'gateway/landing';

registerNamespace('shell', { de: shellDe, en: shellEn });

/** Where the renderer's api calls go: the backend's `/wp-json/` (set once by the gateway when it loads the bundle). */
export function configure(options: { apiRoot: string }): void {
  setApiRoot(options.apiRoot);
}
