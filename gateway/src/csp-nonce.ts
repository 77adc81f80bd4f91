// A fresh CSP nonce per response, so `style-src` needs no 'unsafe-inline': the gateway puts it into the policy
// and into every HTML page it serves (the shell's index and the prerendered landing pages), as a
// `<meta property="csp-nonce">` that styled-components reads for the `<style>` elements it inserts at run time, and
// on the `<style>` elements already in the page's head (the prerender's server-side styles).
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';

/** The nonce of this response (made by `securityHeaders`), or undefined when no CSP is sent. */
export function cspNonceOf(res: ServerResponse): string | undefined {
  return (res as ServerResponse & { locals?: { cspNonce?: string } }).locals?.cspNonce;
}

/** Makes and remembers the nonce of a response: 128 random bits, base64. */
export function assignCspNonce(res: ServerResponse & { locals: Record<string, unknown> }): string {
  const nonce = randomBytes(16).toString('base64');
  res.locals.cspNonce = nonce;
  return nonce;
}

/**
 * `html` with `nonce` on the meta element styled-components reads and on each `<style>` of the head. Only the
 * head is touched: it is our own template, while the body holds (sanitized, escaped) content.
 */
export function withCspNonce(html: string, nonce: string | undefined): string {
  if (!nonce) return html;
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  const head = html
    .slice(0, end)
    .replace(/<style\b(?![^>]*\bnonce=)/g, `<style nonce="${nonce}"`)
    .replace(/<head\b[^>]*>/, (tag) => `${tag}<meta property="csp-nonce" nonce="${nonce}">`);
  return head + html.slice(end);
}
