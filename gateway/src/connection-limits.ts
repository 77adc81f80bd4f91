// Slow or piled-up connections (issue 32): 1,000 request bodies trickled in slowly held 1,000 backend file handles
// for five minutes. The gateway gives a client a few seconds for its headers and a minute for a whole request,
// and caps the connections one address may hold open at once.
import type { Server, ServerOptions } from 'node:http';

export interface ConnectionLimits {
  /** Time for a request's headers (Node's server.headersTimeout). */
  headersTimeoutMs: number;
  /** Time for a whole request, body included (server.requestTimeout). */
  requestTimeoutMs: number;
  /** Open connections per client address; 0 = no cap (behind a load balancer every client has its address). */
  perClient: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  // an upload of 5 MB over a slow phone connection still fits
  requestTimeoutMs: 60_000,
  perClient: 256,
};

/** The timeouts as http.createServer options (Node checks them every `connectionsCheckingInterval`). */
export function serverOptions(limits: ConnectionLimits): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
  };
}

/** Caps the open connections per client address of a server made with serverOptions. */
export function limitConnections(server: Server, limits: ConnectionLimits): void {
  if (limits.perClient <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const client = socket.remoteAddress ?? '';
    const count = (open.get(client) ?? 0) + 1;
    if (count > limits.perClient) {
      socket.destroy();
      return;
    }
    open.set(client, count);
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
  });
}
