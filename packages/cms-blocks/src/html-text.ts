// WordPress `rendered` fields as plain text (titles, excerpts): read by the platform's parser (the browser's; in
// the prerender linkedom's) in an inert document, where nothing loads or runs, and rendered by React as text.

/** A whole document around a fragment: browsers accept a bare `<body>`, linkedom (server render) needs `<html>`. */
const asDocument = (html: string) => `<!doctype html><html><body>${html}</body></html>`;

/** The plain text of a `rendered` field (WordPress fields are HTML-escaped). */
export function htmlToText(html: string): string {
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, '');
  return (new DOMParser().parseFromString(asDocument(html), 'text/html').body.textContent ?? '').trim();
}
