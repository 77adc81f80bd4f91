// The Twilio adapter against a local server that speaks Twilio's Messages API (the same paths, auth, form fields
// and error bodies), and the SMS_PROVIDER setting.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { smsProviderFromEnv, SmsSendError, toE164, twilioSmsProvider } from './sms';

const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TOKEN = 'secret-token';

interface Received {
  path: string;
  authorization: string | undefined;
  form: URLSearchParams;
}

/** A stand-in for api.twilio.com: checks the account's basic auth and answers like Twilio (201 or an error body). */
async function startTwilio(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      received.push({ path: req.url ?? '', authorization: req.headers.authorization, form });
      const expectedAuth = `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`;
      res.setHeader('content-type', 'application/json');
      if (req.headers.authorization !== expectedAuth) {
        res.statusCode = 401;
        res.end(JSON.stringify({ code: 20003, message: 'Authenticate', status: 401 }));
        return;
      }
      if (form.get('To') === '+4915000000002') return; // never answers (the adapter's timeout)
      if (form.get('To') === '+4915000000001') {
        res.statusCode = 500;
        res.end(JSON.stringify({ code: 20500, message: 'Internal Server Error', status: 500 }));
        return;
      }
      if (form.get('To') === '+4915000000000') {
        res.statusCode = 400;
        res.end(JSON.stringify({ code: 21211, message: "The 'To' number is not valid.", status: 400 }));
        return;
      }
      res.statusCode = 201;
      res.end(JSON.stringify({ sid: 'SM1', status: 'queued', to: form.get('To'), body: form.get('Body') }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // the request left unanswered on purpose
      }),
  };
}

let twilio: Awaited<ReturnType<typeof startTwilio>>;
beforeAll(async () => {
  twilio = await startTwilio();
});
afterAll(() => twilio.close());

/** A provider for the fake Twilio, sending from the test number unless `options` say otherwise. */
const twilioAt = (options: Partial<Parameters<typeof twilioSmsProvider>[0]> = {}) =>
  twilioSmsProvider({
    accountSid: SID,
    authToken: TOKEN,
    from: '+4930123456',
    apiUrl: twilio.url,
    ...options,
  });

test('a message goes to the account’s Messages resource, form-encoded, with the number in E.164 form', async () => {
  const sms = twilioAt();
  await sms.send('0170 1234567', 'Zeit für Bewegung');
  const last = twilio.received.at(-1)!;
  expect(last.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
  expect(Object.fromEntries(last.form)).toEqual({
    To: '+491701234567',
    From: '+4930123456',
    Body: 'Zeit für Bewegung',
  });
});

test('a messaging service picks the sender itself', async () => {
  const sms = twilioAt({ messagingServiceSid: 'MG123', from: undefined });
  await sms.send('+49 170 1234567', 'Hallo');
  const form = twilio.received.at(-1)!.form;
  expect(form.get('MessagingServiceSid')).toBe('MG123');
  expect(form.has('From')).toBe(false);
});

test('Twilio’s refusals become SmsSendError with its code; a wrong token too', async () => {
  const sms = twilioAt();
  await expect(sms.send('+49 1500 0000000', 'x')).rejects.toMatchObject({
    name: 'SmsSendError',
    code: 21211,
  });
  const wrong = twilioAt({ authToken: 'nope' });
  await expect(wrong.send('+49 170 1234567', 'x')).rejects.toBeInstanceOf(SmsSendError);
  // a number that cannot be one is not sent at all
  const before = twilio.received.length;
  await expect(sms.send('12', 'x')).rejects.toThrow('not a phone number');
  expect(twilio.received).toHaveLength(before);
});

test('a server error and a server that does not answer in time become SmsSendError (the job retries them)', async () => {
  const sms = twilioAt({ timeoutMs: 300 });
  await expect(sms.send('+49 1500 0000001', 'x')).rejects.toMatchObject({
    name: 'SmsSendError',
    code: 20500,
    message: 'twilio 500: Internal Server Error',
  });
  await expect(sms.send('+49 1500 0000002', 'x')).rejects.toMatchObject({
    name: 'SmsSendError',
    message: 'twilio: no answer within 300 ms',
  });
  const closed = twilioAt({ apiUrl: 'http://127.0.0.1:1' });
  await expect(closed.send('+49 170 1234567', 'x')).rejects.toThrow('twilio: unreachable');
});

test('the auth token appears in no error', async () => {
  const sms = twilioAt({ timeoutMs: 300 });
  for (const to of ['+49 1500 0000000', '+49 1500 0000001', '+49 1500 0000002']) {
    const error = (await sms.send(to, 'x').catch((e: unknown) => e)) as Error;
    expect(`${error.message} ${error.stack}`).not.toContain(TOKEN);
  }
});

test('phone numbers as users type them, German by default', () => {
  expect(toE164('0170 1234567')).toBe('+491701234567');
  expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
  expect(toE164('abc')).toBeNull();
});

test('SMS_PROVIDER: unset → none offered; twilio needs its account, token and a sender', () => {
  expect(smsProviderFromEnv({})).toBeNull();
  expect(smsProviderFromEnv({ SMS_PROVIDER: 'none' })).toBeNull();
  // a provider that only logs would offer SMS that never arrive (issue 36)
  expect(() => smsProviderFromEnv({ SMS_PROVIDER: 'log' })).toThrow('unknown provider');
  expect(
    smsProviderFromEnv({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_FROM: 'officefit',
    })?.name,
  ).toBe('twilio');
  expect(() =>
    smsProviderFromEnv({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN }),
  ).toThrow('TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID');
  expect(() =>
    smsProviderFromEnv({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'x',
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_FROM: 'a',
    }),
  ).toThrow('TWILIO_ACCOUNT_SID');
  expect(() =>
    smsProviderFromEnv({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_FROM: 'officefit',
      TWILIO_BASE_URL: 'ftp://127.0.0.1',
    }),
  ).toThrow('TWILIO_BASE_URL');
  // the token is never part of the startup error
  expect(() =>
    smsProviderFromEnv({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'x', TWILIO_AUTH_TOKEN: TOKEN }),
  ).not.toThrow(TOKEN);
  expect(() => smsProviderFromEnv({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow('unknown provider');
});
