// cms-blocks reads titles as text with the browser's DOMParser; on the server linkedom provides it, so titles with
// entities render as in the browser. Rich text is the API's, sanitized by the backend on save and when served.
import { DOMParser as ServerDOMParser } from 'linkedom';

if (typeof globalThis.DOMParser === 'undefined') {
  globalThis.DOMParser = ServerDOMParser as unknown as typeof globalThis.DOMParser;
}
