// Per-client limits behind a gateway on its own address (issue 32): the backend trusts only the gateway's address
// (TRUST_PROXY=127.0.0.2), the gateway listens on and connects from 127.0.0.2 (BACKEND_LOCAL_ADDRESS), clients
// come from 127.0.0.3 and 127.0.0.4. One client's failed logins or contact requests never count against another,
// and no client escapes its own counters by writing X-Forwarded-For itself — through the gateway or straight to
// the backend. Loopback addresses only; the backend runs on its own PGlite in a data folder of the test.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../../seed/demo-users';
import { BACKEND_SERVER, freePort, GATEWAY_SERVER, Processes } from '../processes';
import { until } from '../scratch-postgres';

const GATEWAY_ADDRESS = '127.0.0.2';
const CLIENT_A = '127.0.0.3';
const CLIENT_B = '127.0.0.4';

const processes = new Processes();
const folders: string[] = [];
let backendPort: number;
let gatewayPort: number;

interface Answer {
  status: number;
  body: { code?: string; token?: string };
}

/** One HTTP call from the local address `from` (a client's own connection, no keep-alive). */
function call(
  from: string,
  to: { host: string; port: number },
  method: string,
  route: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: to.host,
        port: to.port,
        localAddress: from,
        method,
        path: route,
        agent: false,
        headers: {
          ...headers,
          ...(payload && { 'Content-Type': 'application/json', 'Content-Length': String(payload.length) }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let parsed: Answer['body'] = {};
          try {
            parsed = JSON.parse(text) as Answer['body'];
          } catch {
            // not JSON (a plain error page): the status says enough
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const viaGateway = () => ({ host: GATEWAY_ADDRESS, port: gatewayPort });
const direct = () => ({ host: '127.0.0.1', port: backendPort });

const login = (
  from: string,
  to: { host: string; port: number },
  username: string,
  password: string,
  xff?: string,
) =>
  call(
    from,
    to,
    'POST',
    '/wp-json/jwt-auth/v1/token',
    { username, password },
    xff ? { 'X-Forwarded-For': xff } : {},
  );

const contact = (from: string, n: number) =>
  call(from, viaGateway(), 'POST', '/wp-json/officefit/v1/contact', {
    name: `Petra ${n}`,
    email: `petra${n}@firma.example`,
    company: 'Firma GmbH',
    message: 'Wir möchten officefit für 80 Mitarbeitende testen.',
    consent: true,
    trial: false,
  });

beforeAll(async () => {
  backendPort = await freePort();
  gatewayPort = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'officefit-addresses-'));
  const appsRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'officefit-no-apps-'));
  folders.push(dataDir, appsRoot);
  processes.start(
    BACKEND_SERVER,
    {
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      BACKEND_PORT: String(backendPort),
      BACKEND_HOST: '127.0.0.1',
      TRUST_PROXY: GATEWAY_ADDRESS,
      OUTBOX_INTERVAL: '0',
    },
    undefined,
    // the demo users: their logins are what is limited
    ['--seed'],
  );
  processes.start(GATEWAY_SERVER, {
    PORT: String(gatewayPort),
    HOST: GATEWAY_ADDRESS,
    BACKEND_URLS: `http://127.0.0.1:${backendPort}`,
    BACKEND_LOCAL_ADDRESS: GATEWAY_ADDRESS,
    APPS_ROOT: appsRoot,
    PRERENDER: '0',
  });
  await until(
    'backend',
    async () => (await fetch(`http://127.0.0.1:${backendPort}/wp-json/health`)).ok,
    120_000,
  );
  await until(
    'gateway',
    async () => (await fetch(`http://${GATEWAY_ADDRESS}:${gatewayPort}/livez`)).ok,
    60_000,
  );
}, 180_000);

afterAll(() => {
  processes.killAll();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

test("one client's failed logins slow down that client only; another client logs in at once", async () => {
  for (let i = 0; i < 6; i++) {
    const wrong = await login(CLIENT_A, viaGateway(), 'colleague@example.com', `wrong-${i}`);
    expect([403, 429]).toContain(wrong.status);
  }
  // client A waits now, even with the right password
  const slowed = await login(CLIENT_A, viaGateway(), 'colleague@example.com', DEMO_PASSWORD);
  expect([slowed.status, slowed.body.code]).toEqual([429, 'too_many_requests']);
  // client B is another client, for the same account
  const other = await login(CLIENT_B, viaGateway(), 'colleague@example.com', DEMO_PASSWORD);
  expect(other.status).toBe(200);
  expect(other.body.token).toEqual(expect.any(String));
});

test('a client that names another address in X-Forwarded-For is still counted as itself', async () => {
  for (let i = 0; i < 6; i++) await login(CLIENT_A, viaGateway(), 'owner@example.com', `wrong-${i}`);
  // through the gateway: it drops the client's own X-Forwarded-For
  const spoofed = await login(CLIENT_A, viaGateway(), 'owner@example.com', DEMO_PASSWORD, CLIENT_B);
  expect([spoofed.status, spoofed.body.code]).toEqual([429, 'too_many_requests']);
  // straight to the backend: only the gateway's address may name a client
  for (let i = 0; i < 6; i++) await login(CLIENT_A, direct(), 'pia@example.com', `wrong-${i}`);
  const direct429 = await login(CLIENT_A, direct(), 'pia@example.com', DEMO_PASSWORD, CLIENT_B);
  expect([direct429.status, direct429.body.code]).toEqual([429, 'too_many_requests']);
});

test("the contact form's hourly limit is per client, not for the whole site", async () => {
  for (let n = 0; n < 5; n++) expect((await contact(CLIENT_A, n)).status).toBe(201);
  expect((await contact(CLIENT_A, 5)).status).toBe(429);
  expect((await contact(CLIENT_B, 6)).status).toBe(201);
});
