// The live stream of /stream (issue 13): the page's view and its calls.
export { StreamView } from './components/stream-view';
export { useGetStreamQuery } from './api/stream';
