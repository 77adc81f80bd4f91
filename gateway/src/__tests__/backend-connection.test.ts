import type { Agent } from 'node:http';
import { hopByHopHeaders, keepAliveAgent } from '../backend-connection';

type Fields = { keepAlive: boolean; protocol: string };

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
  it('pools connections for http and https targets', () => {
    // `keepAlive` and `protocol` are Agent fields @types/node does not declare.
    const plain = keepAliveAgent('http://127.0.0.1:4000') as Agent & Fields;
    const tls = keepAliveAgent('https://backend.internal') as Agent & Fields;
    expect([plain.keepAlive, plain.protocol]).toEqual([true, 'http:']);
    expect([tls.keepAlive, tls.protocol]).toEqual([true, 'https:']);
    plain.destroy();
    tls.destroy();
  });
});
