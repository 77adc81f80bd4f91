import request from 'supertest';
import { withCspNonce } from '../csp-nonce';
import { cspDirectives } from '../security';
import { makeApps, testConfig, testGateway } from './helpers';

function csp(header: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers', () => {
  it('sends a strict CSP and the other headers on the app', async () => {
    const res = await request(testGateway(makeApps()).app).get('/home').set('Accept', 'text/html');
    const policy = csp(res.headers['content-security-policy']);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['style-src']).toEqual(["'self'", expect.stringMatching(/^'nonce-[\w+/]{22}=='$/)]);
    expect(policy['style-src']).not.toContain("'unsafe-inline'");
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy).not.toHaveProperty('upgrade-insecure-requests');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it("gives the API's answers a static policy that lets nothing load, run or frame them, without a nonce", async () => {
    const res = await request(testGateway(makeApps()).app).get('/wp-json/officefit/v1/me');
    expect(csp(res.headers['content-security-policy'])).toEqual({
      'default-src': ["'none'"],
      'frame-ancestors': ["'none'"],
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('gives API answers every other header helmet gives a page, HSTS only behind TLS', async () => {
    const { app } = testGateway(makeApps(), { TRUST_PROXY: '1' });
    const HELMET = [
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ];
    const of = (res: request.Response) => HELMET.map((name) => res.headers[name]);
    for (const proto of ['http', 'https']) {
      const page = await request(app).get('/').set('X-Forwarded-Proto', proto);
      const api = await request(app).get('/wp-json/officefit/v1/me').set('X-Forwarded-Proto', proto);
      expect(of(api)).toEqual(of(page));
      expect(api.headers['strict-transport-security'] !== undefined).toBe(proto === 'https');
    }
  });

  it('admits the origin of an absolute remote entry from the environment', async () => {
    const { app } = testGateway(makeApps(), {
      REMOTE_ENTRY_MF_COMMUNITY: 'https://cdn.example.com:8443/community/v3/mf-manifest.json',
    });
    const res = await request(app).get('/');
    const policy = csp(res.headers['content-security-policy']);
    for (const directive of ['script-src', 'connect-src', 'style-src', 'img-src', 'font-src']) {
      expect(policy[directive]).toContain('https://cdn.example.com:8443');
    }
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  it('admits the analytics origin when ANALYTICS_URL is set', async () => {
    const { app } = testGateway(makeApps(), { ANALYTICS_URL: 'https://stats.example.org/matomo.php' });
    const policy = csp((await request(app).get('/')).headers['content-security-policy']);
    expect(policy['connect-src']).toContain('https://stats.example.org');
    expect(policy['script-src']).toContain('https://stats.example.org');
    expect(policy['img-src']).toContain('https://stats.example.org');
  });

  it('adds upgrade-insecure-requests and HSTS only behind TLS', async () => {
    const { app } = testGateway(makeApps(), { TRUST_PROXY: '1' });
    const tls = await request(app).get('/').set('X-Forwarded-Proto', 'https');
    expect(csp(tls.headers['content-security-policy'])).toHaveProperty('upgrade-insecure-requests');
    expect(tls.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const plain = await request(app).get('/');
    expect(csp(plain.headers['content-security-policy'])).not.toHaveProperty('upgrade-insecure-requests');
  });

  it('ignores X-Forwarded-Proto unless TRUST_PROXY is set', async () => {
    const res = await request(testGateway(makeApps()).app).get('/').set('X-Forwarded-Proto', 'https');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('gives every HTML answer a fresh style nonce, in the policy and in the page', async () => {
    const { app } = testGateway(makeApps());
    for (const path of ['/home', '/index.html']) {
      const answers = await Promise.all([1, 2].map(() => request(app).get(path).set('Accept', 'text/html')));
      const nonces = answers.map((res) => {
        expect(res.status).toBe(200);
        const nonce = /'nonce-([^']+)'/.exec(res.headers['content-security-policy'] ?? '')?.[1];
        expect(nonce).toBeDefined();
        expect(res.text).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
        return nonce;
      });
      expect(nonces[0]).not.toBe(nonces[1]);
    }
  });

  it("puts the nonce on the head's style elements only, never on markup in the body", () => {
    const html =
      '<html><head><title>t</title><style data-styled="true">a{}</style></head>' +
      '<body><p>&lt;style&gt;</p><style>b{}</style></body></html>';
    expect(withCspNonce(html, 'N0nce')).toBe(
      '<html><head><meta property="csp-nonce" nonce="N0nce"><title>t</title>' +
        '<style nonce="N0nce" data-styled="true">a{}</style></head>' +
        '<body><p>&lt;style&gt;</p><style>b{}</style></body></html>',
    );
    expect(withCspNonce(html, undefined)).toBe(html);
  });

  it('sends HSTS over TLS from a trusted proxy, never over plain http', async () => {
    const { app } = testGateway(makeApps(), { TRUST_PROXY: '1' });
    const tls = await request(app).get('/home').set('Accept', 'text/html').set('X-Forwarded-Proto', 'https');
    expect(tls.headers['strict-transport-security']).toBe('max-age=15552000');
    const plain = await request(app).get('/home').set('Accept', 'text/html').set('X-Forwarded-Proto', 'http');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('lists each remote origin once', () => {
    const config = testConfig(makeApps(), {
      REMOTE_ENTRY_MF_SHOP: 'https://cdn.example.com/shop/mf-manifest.json',
      REMOTE_ENTRY_MF_ADMIN: 'https://cdn.example.com/admin/mf-manifest.json',
    });
    expect(cspDirectives(config, false)['script-src']).toEqual(["'self'", 'https://cdn.example.com']);
  });
});
