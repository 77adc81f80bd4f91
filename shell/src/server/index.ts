// What the server render of logged-out pages (prerender/) takes from the shell: the frame around a screen and
// the shell's texts. The package's only entry besides its webpack build (package.json "exports": "./server").
export { DefaultLayout, NonuserLayout } from '../layouts/layouts';
export { KnownPathsProvider } from '../context/known-paths';
export { SignedInControlsContext } from '../components/signed-in-controls-context';
export { loadedSignedInControls, prefetchSignedInControls } from '../components/signed-in-controls';
export { default as shellDe } from '../i18n/de.json';
export { default as shellEn } from '../i18n/en.json';
