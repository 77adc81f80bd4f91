// jsdom lacks fetch, streams, TextEncoder and structuredClone, which RTK Query and React Router need.
// jsdom has no setImmediate; React's scheduler falls back to MessageChannel, which keeps jest alive.
if (typeof globalThis.setImmediate === 'undefined') {
  const timers = require('node:timers');
  globalThis.setImmediate = timers.setImmediate;
  globalThis.clearImmediate = timers.clearImmediate;
}
require('@testing-library/jest-dom');
// findBy…/waitFor wait up to 5 s instead of 1 s: a screen with a lazy route and three stubbed calls took longer than
// a second on a busy 2-core CI machine (company-scim.test.tsx); a passing test still returns as soon as it holds.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
const { TextEncoder, TextDecoder } = require('node:util');
const streams = require('node:stream/web');
const { MessageChannel, MessagePort, BroadcastChannel } = require('node:worker_threads');
const { Blob, File } = require('node:buffer');

const missing = (name) => typeof globalThis[name] === 'undefined';
for (const [name, value] of Object.entries({
  TextEncoder,
  TextDecoder,
  ReadableStream: streams.ReadableStream,
  WritableStream: streams.WritableStream,
  TransformStream: streams.TransformStream,
  MessageChannel,
  MessagePort,
  BroadcastChannel,
  Blob,
  File,
})) {
  if (missing(name)) globalThis[name] = value;
}
if (missing('structuredClone')) globalThis.structuredClone = (v) => JSON.parse(JSON.stringify(v));
if (missing('fetch')) {
  const undici = require('undici');
  Object.assign(globalThis, {
    fetch: undici.fetch,
    Request: undici.Request,
    Response: undici.Response,
    Headers: undici.Headers,
    FormData: undici.FormData,
  });
  // Relative URLs ("/wp-json/…") resolve against the jsdom page origin, as in the browser.
  undici.setGlobalOrigin(window.location.origin);
}
// jsdom has no layout, so no scrolling: screens that bring an answer into view call these
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}
