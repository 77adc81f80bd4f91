import type { Agent } from 'node:http';
import { hopByHopHeaders } from '../forwarding';
import { keepAliveAgent } from '../proxy';

type Fields = { keepAlive: boolean; protocol: string; options: { localAddress?: string } };

describe('hopByHopHeaders', () => {
  it('names the fixed hop-by-hop headers and those the Connection header lists', () => {
    expect(
      hopByHopHeaders({
        connection: 'keep-alive, X-Trace-Hop',
        'keep-alive': 'timeout=5',
        'x-trace-hop': '1',
        te: 'trailers',
        'content-type': 'application/json',
        'transfer-encoding': 'chunked',
      }).sort(),
    ).toEqual(['connection', 'keep-alive', 'te', 'x-trace-hop']);
  });

  it('is empty for end-to-end headers only', () => {
    expect(hopByHopHeaders({ authorization: 'Bearer x', 'content-length': '2' })).toEqual([]);
  });
});

describe('keepAliveAgent', () => {
  it('pools connections for http and https targets, from BACKEND_LOCAL_ADDRESS when set', () => {
    // `keepAlive`, `protocol` and `options` are Agent fields @types/node does not declare.
    const plain = keepAliveAgent('http:', '127.0.0.1') as Agent & Fields;
    const tls = keepAliveAgent('https:') as Agent & Fields;
    expect([plain.keepAlive, plain.protocol, plain.options.localAddress]).toEqual([
      true,
      'http:',
      '127.0.0.1',
    ]);
    expect([tls.keepAlive, tls.protocol, tls.options.localAddress]).toEqual([true, 'https:', undefined]);
    plain.destroy();
    tls.destroy();
  });
});
