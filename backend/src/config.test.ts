import path from 'node:path';
import { findRepoRoot, loadConfig } from './config';
import { parseDuration } from './shared/duration';

test('defaults: port 4000 on 127.0.0.1, data in <repo>/.data, 7-day tokens, PGlite', () => {
  const config = loadConfig({});
  expect(config).toEqual({
    port: 4000,
    host: '127.0.0.1',
    dataDir: path.join(findRepoRoot(), '.data'),
    databaseUrl: null,
    preparedStatements: 200,
    jwtSecret: null,
    jwtExpiresInSeconds: 15 * 60,
    s3: null,
    trustProxy: 'loopback',
  });
  expect(findRepoRoot()).toBe(path.resolve(__dirname, '../..'));
});

test('reads every variable', () => {
  const config = loadConfig({
    BACKEND_PORT: '4100',
    BACKEND_HOST: '0.0.0.0',
    DATA_DIR: '/tmp/of-data',
    DATABASE_URL: 'postgres://u:p@db:5432/officefit',
    JWT_SECRET: 's'.repeat(32),
    JWT_EXPIRES_IN: '12h',
    DATABASE_PREPARED_STATEMENTS: '0',
    TRUST_PROXY: '127.0.0.2, 10.0.0.0/8',
  });
  expect(config).toEqual({
    port: 4100,
    host: '0.0.0.0',
    dataDir: '/tmp/of-data',
    databaseUrl: 'postgres://u:p@db:5432/officefit',
    preparedStatements: 0,
    jwtSecret: 's'.repeat(32),
    jwtExpiresInSeconds: 12 * 3600,
    s3: null,
    trustProxy: '127.0.0.2, 10.0.0.0/8',
  });
});

test('TRUST_PROXY: a hop count, or addresses, subnets and proxy-addr names; anything else is refused', () => {
  expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
  expect(loadConfig({ TRUST_PROXY: 'loopback,uniquelocal' }).trustProxy).toBe('loopback,uniquelocal');
  expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  expect(() => loadConfig({ TRUST_PROXY: 'gateway.example' })).toThrow(/TRUST_PROXY/);
});

test('S3 storage: all four variables or none', () => {
  const s3 = {
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    S3_BUCKET: 'officefit',
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
  };
  expect(loadConfig(s3).s3).toEqual({
    endpoint: 'http://127.0.0.1:9000',
    bucket: 'officefit',
    region: 'us-east-1',
    accessKeyId: 'key',
    secretAccessKey: 'secret',
    prefix: undefined,
  });
  expect(() => loadConfig({ S3_BUCKET: 'officefit' })).toThrow(/S3_ENDPOINT, S3_ACCESS_KEY_ID/);
  expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
});

test('lists every bad variable in one error', () => {
  expect(() => loadConfig({ BACKEND_PORT: 'abc', JWT_SECRET: 'short', JWT_EXPIRES_IN: 'soon' })).toThrow(
    /BACKEND_PORT[\s\S]*JWT_SECRET[\s\S]*JWT_EXPIRES_IN/,
  );
});

test('parseDuration understands seconds and s/m/h/d/w suffixes', () => {
  expect(parseDuration('3600')).toBe(3600);
  expect(parseDuration('15m')).toBe(900);
  expect(parseDuration('7d')).toBe(604800);
  expect(parseDuration('2w')).toBe(1209600);
  expect(parseDuration('0')).toBeNull();
  expect(parseDuration('1y')).toBeNull();
});
