import path from 'node:path';
import request from 'supertest';
import { loadConfig } from '../config';
import { parseRouteRules } from '../config-schema';
import { compileRouteRules, resolveRedirect, type RouteRule } from '../route-rules';
import { makeApps, testGateway, writeJson } from './helpers';

const RULES: RouteRule[] = [
  { from: '/fuer-firmen', to: '/for_your_company', status: 301 },
  { from: '/karriere', to: 'https://example.com/jobs', status: 302 },
  { from: '/alt-blog/*', to: '/blog/*', status: 308 },
  { from: '/aktion/*', to: '/special/summer', status: 302 },
  { from: '/partner/*', to: 'https://partner.example.com/officefit/*', status: 302 },
  { from: '/über-uns', to: '/team', status: 301 },
];

function gateway(rules: unknown[] = RULES) {
  const root = makeApps();
  const file = path.join(root, 'gateway.config.json');
  writeJson(file, { routeRules: rules });
  return testGateway(root, { GATEWAY_CONFIG: file }).app;
}

describe('server route rules', () => {
  it('redirects a relative target inside the site', async () => {
    const res = await request(gateway()).get('/fuer-firmen').set('Accept', 'text/html');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/for_your_company');
  });

  it('sends an absolute target off the site', async () => {
    const res = await request(gateway()).get('/karriere');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('https://example.com/jobs');
  });

  it('matches a prefix rule and carries the rest of the path and the query', async () => {
    const app = gateway();
    const moved = await request(app).get('/alt-blog/healthy-back?ref=mail');
    expect(moved.status).toBe(308);
    expect(moved.headers.location).toBe('/blog/healthy-back?ref=mail');
    const fixed = await request(app).get('/aktion/anything/deep');
    expect(fixed.headers.location).toBe('/special/summer');
    expect((await request(app).get('/aktion')).headers.location).toBe('/special/summer');
    const away = await request(app).get('/partner/a/b');
    expect(away.headers.location).toBe('https://partner.example.com/officefit/a/b');
  });

  it('tolerates a trailing slash and letter case, and matches non-ASCII paths', async () => {
    const app = gateway();
    expect((await request(app).get('/Fuer-Firmen/')).headers.location).toBe('/for_your_company');
    expect((await request(app).get('/%C3%BCber-uns')).headers.location).toBe('/team');
  });

  it('leaves other paths alone', async () => {
    const res = await request(gateway()).get('/fuer-firmen-extra').set('Accept', 'text/html');
    expect(res.status).toBe(404);
  });

  it('ships a default config with valid example rules', () => {
    const config = loadConfig({});
    expect(config.configFile).toMatch(/gateway[/\\]gateway\.config\.json$/);
    expect(config.routeRules.length).toBeGreaterThanOrEqual(2);
    expect(config.remotes.map((r) => r.name)).toEqual([
      'mf_training',
      'mf_community',
      'mf_shop',
      'mf_marketing',
      'mf_admin',
    ]);
  });
});

describe('resolveRedirect', () => {
  const compiled = compileRouteRules(parseRouteRules([{ from: '/go/*', to: '/*', status: 302 }], 'test'));

  it('never turns a prefix remainder into a protocol-relative URL', () => {
    expect(resolveRedirect(compiled, '/go//evil.example/x', '')?.location).toBe('/evil.example/x');
    expect(resolveRedirect(compiled, '/go/%5Cevil.example', '')?.location).toBe('/%5Cevil.example');
    expect(resolveRedirect(compiled, '/go', '')?.location).toBe('/');
  });

  it('merges the query into a target that has its own', () => {
    const rules = compileRouteRules([{ from: '/a', to: '/b?x=1', status: 301 }]);
    expect(resolveRedirect(rules, '/a', 'y=2')?.location).toBe('/b?x=1&y=2');
  });
});

describe('parseRouteRules', () => {
  it.each([
    [[{ from: 'fuer-firmen', to: '/x' }], /from must be a path/],
    [[{ from: '/a', to: 'javascript:alert(1)' }], /to must be a path/],
    [[{ from: '/a', to: '//evil.example' }], /to must be a path/],
    [[{ from: '/a', to: '/b', status: 200 }], /status must be one of/],
    [[{ from: '/a/*/b', to: '/b' }], /trailing/],
    [[{ from: '/a', to: '/b/*' }], /not a prefix/],
    [[{ from: '/wp-json/x', to: '/b' }], /wp-json/],
    [[{ from: '/scim/v2/Users', to: '/b' }], /scim/],
    [[{ from: '/a', to: '/b', typo: 1 }], /typo is not a valid key/],
    [{ from: '/a' }, /must be an array/],
  ])('rejects %j', (rules, message) => {
    expect(() => parseRouteRules(rules, 'cfg')).toThrow(message);
  });

  it('defaults the status to 302 and accepts comment keys', () => {
    expect(parseRouteRules([{ from: '/a', to: '/b', $comment: 'why' }], 'cfg')).toEqual([
      { from: '/a', to: '/b', status: 302 },
    ]);
  });
});
