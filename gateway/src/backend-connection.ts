// The gateway's connections to the backend: one keep-alive agent per proxy, hop-by-hop headers dropped on both
// legs, and sockets that survive a backend closing early (see tolerateEarlyClose).
import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';

/**
 * Keep-alive pool for the backend. `timeout` caps how long an idle socket waits; Node shortens it to the
 * backend's own `Keep-Alive: timeout=N` hint minus a second, so the gateway drops a socket before the backend
 * does (otherwise a request could be sent on a socket the backend is closing).
 */
export function keepAliveAgent(target: string, idleMs = 30_000, localAddress?: string): http.Agent {
  // localAddress: the gateway's own address towards the backend, the one the backend trusts (TRUST_PROXY)
  const options = { keepAlive: true, timeout: idleMs, scheduling: 'lifo' as const, localAddress };
  return new URL(target).protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
}

/** RFC 9110 §7.6.1: headers for one connection only. Transfer-Encoding is left to Node, which re-frames bodies. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'te', 'upgrade'];

/** Lower-case names of the hop-by-hop headers in `headers`, including those the Connection header lists. */
export function hopByHopHeaders(headers: http.IncomingHttpHeaders): string[] {
  const listed = String(headers.connection ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter((token) => token && token !== 'close' && token !== 'keep-alive');
  return [...HOP_BY_HOP, ...listed].filter((name) => headers[name] !== undefined);
}

const tolerant = Symbol('officefit.tolerateEarlyClose');
type WriteCallback = (error?: Error | null) => void;

/**
 * Lets a backend socket keep reading after the backend stopped reading. A backend may answer (413, 400, 401)
 * before it has read the whole request body and close; Node's HTTP client then fails the next body write with
 * EPIPE/ECONNRESET and destroys the socket before it has read the answer already waiting in the kernel
 * (nodejs/node#12339, #54366), so the proxy could only say 502. Here such a write error ends writing instead:
 * the rest of the body is discarded, the answer is parsed and forwarded, and the socket is not reused because
 * the answer says `Connection: close`. If no answer comes, reading fails too and the proxy still answers 502.
 */
export function tolerateEarlyClose(socket: Socket): void {
  const marked = socket as Socket & { [tolerant]?: true };
  if (marked[tolerant]) return; // a reused keep-alive socket
  marked[tolerant] = true;
  let writeClosed = false;
  const guard =
    (callback: WriteCallback): WriteCallback =>
    (error) => {
      const code = (error as NodeJS.ErrnoException | null | undefined)?.code;
      if (code === 'EPIPE' || code === 'ECONNRESET') {
        writeClosed = true;
        callback();
      } else callback(error);
    };
  const write = socket._write.bind(socket);
  socket._write = (chunk, encoding, callback) =>
    writeClosed ? callback() : write(chunk, encoding, guard(callback));
  const writev = socket._writev?.bind(socket);
  if (writev) {
    socket._writev = (chunks, callback) => (writeClosed ? callback() : writev(chunks, guard(callback)));
  }
}
