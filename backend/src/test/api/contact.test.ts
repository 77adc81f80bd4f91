// Contact form and trial-week request: validation (nothing written on bad input), storage with the sales mail
// in the outbox (sealed), the rate limit per IP and per e-mail, the admin's requests and outbox (no content), and
// the sender (SMTP or the file drop).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import {
  createOutbox,
  fileDropTransport,
  loadContactConfig,
  loadMailConfig,
  MAX_ATTEMPTS,
  openBody,
  outboxKey,
  sendPendingMails,
} from '../../modules/contact';
import type { MailKind } from '../../shared/domain';
import { mailFooter, operator } from '../../shared/operator';
import { logger } from '../../shared/logger';
import { useDemoAccounts, useTestApp } from '../test-app';
import { client, countRows } from '../marketing-fixtures';
import { expectWpError } from '../wp-error';

const t = useTestApp();
const { token } = useDemoAccounts(t, ['demo', 'marketing', 'admin', 'service']);
const api = client(t);

const CONTACT = '/wp-json/officefit/v1/contact';
let ipCounter = 0;
/** A fresh client address per call (the app trusts X-Forwarded-For from loopback, like behind the gateway). */
const nextIp = () => `198.51.100.${++ipCounter}`;
const send = (body: object, ip = nextIp()) => api.post(CONTACT, body).set('X-Forwarded-For', ip);

const valid = {
  name: 'Petra Personal',
  email: 'petra@firma.example',
  company: 'Firma GmbH',
  phone: '+49 30 123456',
  message: 'Wir möchten officefit für 80 Mitarbeitende testen.',
  consent: true,
  trial: true,
  employees: 80,
};

async function stored() {
  return [await countRows(t.db, 'contact_requests'), await countRows(t.db, 'mail_outbox')];
}

describe('POST contact', () => {
  test('a trial-week request is stored as requested and mailed to the sales inbox in the same transaction', async () => {
    const res = await send(valid);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      trial: true,
      state: 'requested',
      received_at: expect.any(String),
    });
    const row = await t.db
      .selectFrom('contact_requests')
      .selectAll()
      .where('id', '=', res.body.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      kind: 'trial',
      state: 'requested',
      name: 'Petra Personal',
      email: 'petra@firma.example',
      company: 'Firma GmbH',
      employees: 80,
      lang: 'de',
      started_at: null,
    });
    expect(row.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    const mail = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({
      kind: 'trial_request',
      recipient: 'sales@officefit.example',
      subject: 'Probewoche angefragt: Firma GmbH (Petra Personal)',
      state: 'queued',
      sent_at: null,
    });
    expect(mail.body).not.toContain('Petra');
    const text = openBody(outboxKey(t.jwtSecret), { ...mail, body: mail.body! });
    expect(text).toContain(`Anfrage-Nr.: ${res.body.id}`);
    expect(text).toContain('Wir möchten officefit für 80 Mitarbeitende testen.');
  });

  test('a contact request has no state; optional fields may be empty', async () => {
    const res = await send({
      name: 'Max',
      email: 'MAX@Example.com',
      message: 'Frage zur Kündigung',
      consent: true,
      trial: false,
      company: '',
      phone: '',
      lang: 'en-US',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ trial: false, state: null });
    const row = await t.db
      .selectFrom('contact_requests')
      .selectAll()
      .where('id', '=', res.body.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'contact', state: null, company: null, phone: null, lang: 'en' });
    const mail = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ kind: 'contact_request', subject: 'Kontaktanfrage: Max' });
  });

  test('bad input: a clear message per field and nothing stored or mailed', async () => {
    const before = await stored();
    const cases: Array<[object, Record<string, string>]> = [
      [{ ...valid, consent: false }, { consent: 'Consent is required.' }],
      [{ ...valid, consent: undefined }, { consent: 'consent is a required parameter.' }],
      [{ ...valid, email: 'not-an-address' }, { email: 'E-mail address not valid.' }],
      [{ ...valid, email: '' }, { email: 'Please enter an e-mail address.' }],
      [{ ...valid, name: '  ' }, { name: 'Please enter your name.' }],
      [{ ...valid, trial: false, message: '' }, { message: 'Please enter a message.' }],
      [{ ...valid, trial: 'yes' }, { trial: 'trial must be true or false.' }],
      [
        { ...valid, phone: 'call me' },
        { phone: 'phone must be a phone number (digits, spaces, + ( ) / -).' },
      ],
      [{ ...valid, employees: 0 }, { employees: 'employees must be between 1 and 1000000.' }],
      [{ ...valid, website: 'spam' }, { website: 'website is not a valid parameter.' }],
      [{ ...valid, name: 'x'.repeat(121) }, { name: 'name is too long (at most 120 characters).' }],
    ];
    for (const [body, params] of cases) {
      const res = await send(body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_invalid_param');
      expect(res.body.data.params).toEqual(params);
    }
    expect(await stored()).toEqual(before);
  });

  test('rate limit: 5 per hour per IP → 429 rest_too_many_requests with Retry-After, nothing stored', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      expect((await send({ ...valid, email: `ip${i}@firma.example` }, ip)).status).toBe(201);
    }
    const before = await stored();
    const blocked = await send({ ...valid, email: 'ip-last@firma.example' }, ip);
    expectWpError(blocked, 429, 'rest_too_many_requests', 'Too many requests. Please try again later.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3000);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await stored()).toEqual(before);
    // another address is not affected
    expect((await send({ ...valid, email: 'other-ip@firma.example' })).status).toBe(201);
  });

  test('rate limit: 5 per hour per e-mail address (case-insensitive), from any IP, also in parallel', async () => {
    const results = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        send({ ...valid, email: i % 2 ? 'SAME@firma.example' : 'same@firma.example' }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(2);
    const rows = await t.db
      .selectFrom('contact_requests')
      .select('id')
      .where('email', 'in', ['same@firma.example', 'SAME@firma.example'])
      .execute();
    expect(rows).toHaveLength(5);
  });
});

describe('admin: requests and outbox', () => {
  const ADMIN = '/wp-json/officefit/v1/admin';

  test('requests: administrator and customer service only; the whole outbox: administrators (issue 14)', async () => {
    for (const who of ['demo', 'marketing']) {
      expect((await api.get(`${ADMIN}/requests`, token[who])).status).toBe(403);
      expect((await api.get(`${ADMIN}/outbox`, token[who])).status).toBe(403);
      expect((await api.put(`${ADMIN}/requests/1`, { state: 'started' }, token[who])).status).toBe(403);
    }
    expect((await api.get(`${ADMIN}/requests`)).status).toBe(401);
    expect((await api.get(`${ADMIN}/requests`, token.service)).status).toBe(200);
    // customer service sees a customer's own mails on the user page (admin/users/:id), not the queue
    expect((await api.get(`${ADMIN}/outbox`, token.service)).status).toBe(403);
  });

  test('list newest first with filters and paging headers; a trial request moves requested → started', async () => {
    const all = await api.get(`${ADMIN}/requests?per_page=100`, token.admin);
    expect(all.status).toBe(200);
    const total = Number(all.headers['x-wp-total']);
    expect(total).toBe(await countRows(t.db, 'contact_requests'));
    // newest first: created_at never increases down the list (ids of concurrent inserts may interleave)
    const times = all.body.map((r: { created_at: string }) => Date.parse(r.created_at));
    expect(times.length).toBeGreaterThan(1);
    expect(times.every((time: number, i: number) => i === 0 || time <= times[i - 1])).toBe(true);
    const trials = await api.get(`${ADMIN}/requests?kind=trial&state=requested&per_page=2`, token.admin);
    expect(trials.body).toHaveLength(2);
    expect(
      trials.body.every(
        (r: { kind: string; state: string }) => r.kind === 'trial' && r.state === 'requested',
      ),
    ).toBe(true);
    expect(Number(trials.headers['x-wp-totalpages'])).toBeGreaterThan(1);

    const trial = trials.body[0];
    const started = await api.put(`${ADMIN}/requests/${trial.id}`, { state: 'started' }, token.service);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      id: trial.id,
      kind: 'trial',
      state: 'started',
      started_at: expect.any(String),
      started_by: { id: expect.any(Number), name: 'Sam Service' },
    });
    // again: unchanged
    const again = await api.put(`${ADMIN}/requests/${trial.id}`, { state: 'started' }, token.admin);
    expect(again.body.started_at).toBe(started.body.started_at);
    expect(
      (await api.get(`${ADMIN}/requests?state=started`, token.admin)).body.map((r: { id: number }) => r.id),
    ).toEqual([trial.id]);

    const contact = (await api.get(`${ADMIN}/requests?kind=contact`, token.admin)).body[0];
    const conflict = await api.put(`${ADMIN}/requests/${contact.id}`, { state: 'started' }, token.admin);
    expect(conflict.status).toBe(409);
    expect(conflict.body.code).toBe('rest_invalid_state');
    expect((await api.put(`${ADMIN}/requests/${trial.id}`, { state: 'requested' }, token.admin)).status).toBe(
      400,
    );
    expect((await api.put(`${ADMIN}/requests/999999`, { state: 'started' }, token.admin)).body.code).toBe(
      'rest_request_invalid_id',
    );
    expect((await api.get(`${ADMIN}/requests?state=done`, token.admin)).status).toBe(400);
  });

  test('the outbox lists the latest mails: kind, recipient, state and times, never subject or body', async () => {
    const res = await api.get(`${ADMIN}/outbox?per_page=3`, token.admin);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(3);
    expect(res.body[0]).toEqual({
      id: expect.any(Number),
      kind: expect.stringMatching(/_request$/),
      recipient: 'sales@officefit.example',
      state: 'queued',
      created_at: expect.any(String),
      sent_at: null,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/Petra|Anfrage|v1\./);
    expect(
      (await api.get(`${ADMIN}/outbox?kind=contact_request`, token.admin)).body.every(
        (m: { kind: string }) => m.kind === 'contact_request',
      ),
    ).toBe(true);
  });
});

describe('mail sender and configuration', () => {
  const config = { from: 'officefit <no-reply@officefit.example>', siteUrl: 'https://app.example.org' };
  const queue = (mail: { kind: MailKind; recipient: string; body: string }) =>
    createOutbox(t.jwtSecret).queue(t.db, { lang: 'de-DE', subject: 'Betreff', ...mail });
  const rowOf = (recipient: string) =>
    t.db
      .selectFrom('mail_outbox')
      .select(['state', 'body', 'attempts', 'sent_at'])
      .where('recipient', '=', recipient)
      .executeTakeFirstOrThrow();
  const queued = async () =>
    Number(
      (
        await t.db
          .selectFrom('mail_outbox')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('state', '=', 'queued')
          .executeTakeFirstOrThrow()
      ).n,
    );

  test('sendPendingMails opens and delivers queued mails, makes site links absolute, then drops the body', async () => {
    await queue({
      kind: 'password_reset',
      recipient: 'a@example.com',
      body: 'Hier:\n/password_lost?key=1\nEnde',
    });
    const sent: Array<{ to: string; text: string; from: string }> = [];
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const spy = {
      sendMail: async (mail: { to: string; text: string; from: string }) => {
        sent.push(mail);
        return transport.sendMail(mail);
      },
    };
    const waiting = await queued();
    const key = outboxKey(t.jwtSecret);
    let total = 0;
    for (let round = 0; round < 10 && total < waiting; round++) {
      total += await sendPendingMails(t.db, spy as never, config, key);
    }
    expect(total).toBe(waiting);
    // the body, then the operator's footer (the one record of imprint and invoices)
    expect(sent.find((m) => m.to === 'a@example.com')?.text).toBe(
      `Hier:\nhttps://app.example.org/password_lost?key=1\nEnde\n\n${mailFooter(operator(), 'de')}`,
    );
    expect(await rowOf('a@example.com')).toMatchObject({
      state: 'sent',
      body: null,
      sent_at: expect.any(Date),
    });
    expect(await queued()).toBe(0);
    expect(await t.db.selectFrom('mail_outbox').select('id').where('body', 'is not', null).execute()).toEqual(
      [],
    );
    expect(await sendPendingMails(t.db, spy as never, config, key)).toBe(0);
  });

  test('a failing transport keeps the mail queued; after the last attempt it fails and its body is dropped', async () => {
    await queue({ kind: 'password_reset', recipient: 'b@example.com', body: 'x' });
    const error = jest.spyOn(logger, 'error').mockImplementation(() => {});
    const failing = { sendMail: async () => Promise.reject(new Error('connection refused')) };
    const key = outboxKey(t.jwtSecret);
    expect(await sendPendingMails(t.db, failing as never, config, key)).toBe(0);
    expect(error).toHaveBeenCalled();
    expect(await rowOf('b@example.com')).toMatchObject({
      state: 'queued',
      attempts: 1,
      body: expect.any(String),
    });
    for (let i = 1; i < MAX_ATTEMPTS; i++) await sendPendingMails(t.db, failing as never, config, key);
    error.mockRestore();
    expect(await rowOf('b@example.com')).toMatchObject({ state: 'failed', body: null, sent_at: null });
  });

  test('a body sealed under another key (or moved to another recipient) is never sent', async () => {
    await createOutbox('another-secret-another-secret-another-secret').queue(t.db, {
      kind: 'password_reset',
      recipient: 'c@example.com',
      lang: 'de-DE',
      subject: 'Fremd',
      body: 'geheim',
    });
    const sent: unknown[] = [];
    const error = jest.spyOn(logger, 'error').mockImplementation(() => {});
    await sendPendingMails(
      t.db,
      { sendMail: async (m: unknown) => sent.push(m) } as never,
      config,
      outboxKey(t.jwtSecret),
    );
    error.mockRestore();
    expect(sent).toEqual([]);
    expect(await rowOf('c@example.com')).toMatchObject({ state: 'failed', body: null });
  });

  test('without SMTP the file drop writes one .eml per mail: folder 0700, file 0600', async () => {
    const dir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'officefit-mail-')), 'mail');
    try {
      await queue({
        kind: 'password_reset',
        recipient: 'd@example.com',
        body: 'Link:\n/password_lost?key=abc\n',
      });
      expect(await sendPendingMails(t.db, fileDropTransport(dir), config, outboxKey(t.jwtSecret))).toBe(1);
      const files = await fs.readdir(dir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      expect((await fs.stat(dir)).mode & 0o777).toBe(0o700);
      expect((await fs.stat(path.join(dir, files[0]!))).mode & 0o777).toBe(0o600);
      const eml = await fs.readFile(path.join(dir, files[0]!), 'utf8');
      expect(eml).toContain('To: d@example.com');
      // the operator's footer (ß, ·) makes the body quoted-printable: read it decoded
      const decoded = eml
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      expect(decoded).toContain('https://app.example.org/password_lost?key=abc');
      expect(await rowOf('d@example.com')).toMatchObject({ state: 'sent', body: null });
    } finally {
      await fs.rm(path.dirname(dir), { recursive: true, force: true });
    }
  });

  test('configuration: defaults and overrides; bad values are named', () => {
    expect(loadContactConfig({})).toEqual({
      salesEmail: 'sales@officefit.example',
      rateLimit: 5,
      rateWindowSeconds: 3600,
    });
    expect(
      loadContactConfig({
        SALES_EMAIL: 'vertrieb@example.com',
        CONTACT_RATE_LIMIT: '3',
        CONTACT_RATE_WINDOW: '15m',
      }),
    ).toEqual({
      salesEmail: 'vertrieb@example.com',
      rateLimit: 3,
      rateWindowSeconds: 900,
    });
    expect(loadMailConfig({})).toEqual({
      smtpUrl: null,
      from: 'officefit <no-reply@officefit.example>',
      siteUrl: 'http://localhost:8080',
      intervalSeconds: 30,
    });
    expect(
      loadMailConfig({
        SMTP_URL: 'smtp://user:pw@mail.example.com:587',
        SITE_URL: 'https://app.example.org/',
      }),
    ).toMatchObject({
      smtpUrl: 'smtp://user:pw@mail.example.com:587',
      siteUrl: 'https://app.example.org',
    });
    expect(() => loadContactConfig({ SALES_EMAIL: 'nope' })).toThrow(/SALES_EMAIL/);
    expect(() => loadMailConfig({ SMTP_URL: 'http://x' })).toThrow(/SMTP_URL/);
  });
});
