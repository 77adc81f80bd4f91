import fs from 'node:fs';
import path from 'node:path';
import { entryEnvName, gatewayDir, loadConfig, parseConfigFile } from '../config';
import { makeApps, writeJson } from './helpers';

const repoRoot = path.resolve(__dirname, '../../..');

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      backendUrl: 'http://127.0.0.1:4000',
      appsRoot: repoRoot,
      shellDir: path.join(repoRoot, 'shell/dist'),
      analyticsUrl: null,
      logRequests: false,
      trustProxy: false,
      refreshMs: 30_000,
    });
    expect(config.remotes[0]).toEqual({
      area: 'training',
      name: 'mf_training',
      entry: '/remotes/training/mf-manifest.json',
      dir: path.join(repoRoot, 'mf-training/dist'),
    });
  });

  it('finds the gateway package from src and from dist alike', () => {
    expect(gatewayDir()).toBe(path.join(repoRoot, 'gateway'));
  });

  it('reads PORT, HOST, BACKEND_URL, APPS_ROOT and TRUST_PROXY', () => {
    const root = makeApps();
    const config = loadConfig(
      {
        PORT: '9090',
        HOST: '127.0.0.1',
        BACKEND_URL: 'http://backend:4000/',
        APPS_ROOT: root,
        TRUST_PROXY: 'loopback',
      },
      '/',
    );
    expect(config).toMatchObject({
      port: 9090,
      host: '127.0.0.1',
      backendUrl: 'http://backend:4000',
      appsRoot: root,
      shellDir: path.join(root, 'shell/dist'),
      trustProxy: 'loopback',
    });
    expect(config.remotes[4]!.dir).toBe(path.join(root, 'mf-admin/dist'));
  });

  it('names the override variable after the federation name', () => {
    expect(entryEnvName('mf_community')).toBe('REMOTE_ENTRY_MF_COMMUNITY');
    const config = loadConfig({ REMOTE_ENTRY_MF_COMMUNITY: '/other/community/mf-manifest.json' });
    expect(config.remotes[1]!.entry).toBe('/other/community/mf-manifest.json');
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT must be an integer/],
    [{ BACKEND_URL: 'localhost:4000' }, /BACKEND_URL must be an absolute/],
    [{ ANALYTICS_URL: 'ftp://x' }, /ANALYTICS_URL must be an absolute/],
    [{ REMOTE_ENTRY_MF_SHOP: 'cdn.example.com/x' }, /REMOTE_ENTRY_MF_SHOP must be a site path/],
    [{ GATEWAY_CONFIG: '/nonexistent/gateway.json' }, /Cannot read gateway config/],
  ])('rejects %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('rejects a config file that is not JSON', () => {
    const file = path.join(makeApps(), 'bad.json');
    fs.writeFileSync(file, '{ remotes: [] }');
    expect(() => loadConfig({ GATEWAY_CONFIG: file })).toThrow(/not valid JSON/);
  });

  it('resolves a relative GATEWAY_CONFIG against the working directory', () => {
    const root = makeApps();
    writeJson(path.join(root, 'conf/gw.json'), { shellDir: 'build/shell', routeRules: [] });
    const config = loadConfig({ GATEWAY_CONFIG: 'conf/gw.json', APPS_ROOT: root }, root);
    expect(config.configFile).toBe(path.join(root, 'conf/gw.json'));
    expect(config.shellDir).toBe(path.join(root, 'build/shell'));
  });

  it('SHELL_DIR (from the working directory) wins over the config file and APPS_ROOT', () => {
    const root = makeApps();
    writeJson(path.join(root, 'conf/gw.json'), { shellDir: 'build/shell', routeRules: [] });
    const config = loadConfig(
      { GATEWAY_CONFIG: 'conf/gw.json', APPS_ROOT: root, SHELL_DIR: 'copy/shell' },
      root,
    );
    expect(config.shellDir).toBe(path.join(root, 'copy/shell'));
  });
});

describe('parseConfigFile', () => {
  it.each([
    [[], /must hold a JSON object/],
    [{ remote: [] }, /remote is not a valid key/],
    [{ remotes: [{ area: 'Shop', name: 'mf_shop' }] }, /area must be/],
    [{ remotes: [{ area: 'shop', name: 'mf-shop' }] }, /name must be a federation name/],
    [
      {
        remotes: [
          { area: 'shop', name: 'mf_shop' },
          { area: 'shop', name: 'mf_x' },
        ],
      },
      /listed twice/,
    ],
    [
      { remotes: [{ area: 'shop', name: 'mf_shop', entry: 'mf-manifest.json' }] },
      /entry must be a site path/,
    ],
  ])('rejects %j', (data, message) => {
    expect(() => parseConfigFile(data, 'cfg')).toThrow(message);
  });
});

describe('the configuration schema (config-schema.ts)', () => {
  it('names the field, the rule and the value in one line', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(
      'PORT must be an integer between 0 and 65535 (got "eighty")',
    );
    expect(() => loadConfig({ BACKEND_LOCAL_ADDRESS: 'gateway.local' })).toThrow(
      'BACKEND_LOCAL_ADDRESS must be an IP address of this host (got "gateway.local")',
    );
    expect(() => parseConfigFile({ remotes: [{ area: 'shop', name: 'mf_shop', typo: 1 }] }, 'cfg')).toThrow(
      'cfg: remotes[0].typo is not a valid key',
    );
    expect(() =>
      parseConfigFile(
        {
          remotes: [
            { area: 'shop', name: 'mf_shop' },
            { area: 'shop', name: 'mf_x' },
          ],
        },
        'cfg',
      ),
    ).toThrow('cfg: remotes[1]: area "shop" is listed twice');
  });

  it('takes the default for an unset or empty variable and reads flags and TRUST_PROXY as Express does', () => {
    const config = loadConfig({ PORT: '', LANDING_CACHE_TTL_MS: '', LOG_REQUESTS: 'TRUE', TRUST_PROXY: '2' });
    expect(config.port).toBe(8080);
    expect(config.landingCacheTtlMs).toBe(5000);
    expect(config.logRequests).toBe(true);
    expect(config.trustProxy).toBe(2);
    // behind a trusted proxy every connection comes from it: no per-client cap
    expect(config.connectionLimits.perClient).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'false', WAIT_FOR_BACKEND: '0' })).toMatchObject({
      trustProxy: false,
      waitForBackend: false,
    });
  });

  it('ignores comment keys ("$…") in the file and keeps the route rules default status', () => {
    const parsed = parseConfigFile(
      { $comment: 'why', routeRules: [{ $why: 'moved', from: '/a', to: '/b' }] },
      'cfg',
    );
    expect(parsed.routeRules).toEqual([{ from: '/a', to: '/b', status: 302 }]);
  });
});
