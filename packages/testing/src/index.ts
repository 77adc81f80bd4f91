// Jest helpers shared by the remotes' tests (devDependency only). Each remote's own support file registers its
// translations, adds its test data and re-exports what it uses from here.
export { callsTo, gate, Reply, stubFetch, wpError, wpList, type Route, type SeenCall } from './fetch-stub';
export { renderRoute, testStore, type RenderRouteOptions } from './render-route';
export { pinDate } from './clock';
export { formatSlips, pageTexts } from './local-formats';
