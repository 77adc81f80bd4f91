// Which requests are the API's: `/wp-json` goes to the backend (proxy.ts), never to a page or the shell.

/** True for `/wp-json` and everything below it (not `/wp-jsonx`, which a plain prefix filter would take). */
export function isApiPath(pathname: string): boolean {
  return pathname === '/wp-json' || pathname.startsWith('/wp-json/');
}
