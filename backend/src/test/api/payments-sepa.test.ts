// The monthly SEPA collection (issue 36): staff make a pain.008 file of every SEPA membership payment not yet
// collected; its payments are marked submitted in the same transaction, so a second file has none of them; the
// file is fetched again by id; only staff with payments.confirm may do either, and making one is audited.
// The `sepa` package ships no pain.008 XSD, so the file's structure is checked by parsing it (fast-xml-parser).
import { XMLParser } from 'fast-xml-parser';
import request from 'supertest';
import { authed, paidBySepa, register, registrationBody, V1 } from '../account-fixtures';
import { camt053 } from '../camt-fixture';
import { useClockedTestApp } from '../clocked-app';
import { DB_SETUP_TIMEOUT_MS, tokenFor } from '../test-app';

let staff: ReturnType<typeof authed>;
const t = useClockedTestApp('2026-12-01T09:00:00.000Z');
beforeAll(async () => {
  staff = authed(t.app, await tokenFor(t.app, 'service@example.com'));
}, DB_SETUP_TIMEOUT_MS);

async function sepaMember(duration: '1m' | '12m', bic?: string) {
  const body = registrationBody(paidBySepa(duration, bic ? { bic } : {}));
  const res = await register(t.app, body);
  expect(res.status).toBe(201);
  return res.body.membership as {
    id: number;
    contract_reference: string;
    payment: { mandate_reference: string; mandate_date: string };
  };
}

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => ['PmtInf', 'DrctDbtTxInf'].includes(name),
});

interface Tx {
  PmtId: { EndToEndId: string };
  InstdAmt: { '#text': string; '@_Ccy': string };
  DrctDbtTx: { MndtRltdInf: { MndtId: string; DtOfSgntr: string } };
  DbtrAcct: { Id: { IBAN: string } };
  Dbtr: { Nm: string };
  RmtInf: { Ustrd: string };
}

function parsePain(xml: string) {
  const doc = parser.parse(xml) as {
    Document: {
      '@_xmlns': string;
      CstmrDrctDbtInitn: {
        GrpHdr: { MsgId: string; NbOfTxs: string; CtrlSum: string; InitgPty: { Nm: string } };
        PmtInf: {
          PmtMtd: string;
          ReqdColltnDt: string;
          PmtTpInf: { SeqTp: string; LclInstrm: { Cd: string } };
          CdtrAcct: { Id: { IBAN: string } };
          CdtrSchmeId: { Id: { PrvtId: { Othr: { Id: string } } } };
          DrctDbtTxInf: Tx[];
        }[];
      };
    };
  };
  return doc.Document;
}

describe('POST admin/payments/sepa-collections', () => {
  it('writes a pain.008 of the due SEPA payments, marks them submitted and serves the file again', async () => {
    const a = await sepaMember('1m');
    const b = await sepaMember('12m', 'COBADEFFXXX');
    const made = await staff.post('admin/payments/sepa-collections', {});
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      id: expect.any(Number),
      message_id: expect.stringMatching(/^OFC-[0-9A-F]{12}$/),
      collection_date: '2026-12-06',
      payment_count: 2,
      total_cents: 1990 + 17900,
    });

    const file = await staff.get(`admin/payments/sepa-collections/${made.body.id}/file`);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toMatch(/^application\/xml/);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${made.body.message_id}.xml"`);
    const doc = parsePain(file.text);
    expect(doc['@_xmlns']).toBe('urn:iso:std:iso:20022:tech:xsd:pain.008.001.08');
    const root = doc.CstmrDrctDbtInitn;
    expect(root.GrpHdr).toMatchObject({ MsgId: made.body.message_id, NbOfTxs: '2', CtrlSum: '198.90' });
    expect(root.GrpHdr.InitgPty.Nm).toBe('officefit GmbH');
    // both mandates are new: one block of first debits
    expect(root.PmtInf).toHaveLength(1);
    const block = root.PmtInf[0]!;
    expect(block).toMatchObject({ PmtMtd: 'DD', ReqdColltnDt: '2026-12-06' });
    expect(block.PmtTpInf).toMatchObject({ SeqTp: 'FRST', LclInstrm: { Cd: 'CORE' } });
    expect(block.CdtrAcct.Id.IBAN).toBe('DE02120300000000202051');
    expect(block.CdtrSchmeId.Id.PrvtId.Othr.Id).toBe('DE98ZZZ09999999999');
    const txs = block.DrctDbtTxInf;
    expect(txs.map((tx) => tx.PmtId.EndToEndId)).toEqual([
      `${made.body.message_id}-${a.id}`,
      `${made.body.message_id}-${b.id}`,
    ]);
    expect(txs[0]).toMatchObject({
      InstdAmt: { '#text': '19.90', '@_Ccy': 'EUR' },
      DrctDbtTx: { MndtRltdInf: { MndtId: a.payment.mandate_reference, DtOfSgntr: a.payment.mandate_date } },
      DbtrAcct: { Id: { IBAN: 'DE89370400440532013000' } },
      Dbtr: { Nm: 'Rita Register' },
      RmtInf: { Ustrd: `officefit ${a.contract_reference}` },
    });
    expect(txs[1]!.InstdAmt['#text']).toBe('179.00');

    const rows = await t.db
      .selectFrom('subscriptions')
      .select(['id', 'collection_state', 'sepa_collection_id', 'end_to_end_id'])
      .where('id', 'in', [a.id, b.id])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        id: a.id,
        collection_state: 'submitted',
        sepa_collection_id: made.body.id,
        end_to_end_id: txs[0]!.PmtId.EndToEndId,
      },
      {
        id: b.id,
        collection_state: 'submitted',
        sepa_collection_id: made.body.id,
        end_to_end_id: txs[1]!.PmtId.EndToEndId,
      },
    ]);

    // nothing is collected twice
    const again = await staff.post('admin/payments/sepa-collections', {});
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('no_due_payments');

    const list = await staff.get('admin/payments/sepa-collections');
    expect(list.status).toBe(200);
    expect(list.body.collections[0]).toEqual({ ...made.body });

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'subject'])
      .where('action', '=', 'sepa_collection.create')
      .execute();
    expect(audit).toEqual([{ action: 'sepa_collection.create', subject: `sepa_collection:${made.body.id}` }]);
  });

  it('collects a mandate used before as a recurring debit and leaves out revoked mandates', async () => {
    t.setNow('2027-01-01T09:00:00.000Z');
    const first = await sepaMember('1m');
    // the membership module dates its periods by the system clock, not the test's: the renewal below follows the
    // first period wherever it ends, so the test holds on any wall-clock date
    const firstRow = await t.db
      .selectFrom('subscriptions')
      .select(['sepa_mandate_id', 'user_id', 'ends_at'])
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    const mandateId = firstRow.sepa_mandate_id!;
    const renewalStart = firstRow.ends_at!;
    // an earlier membership on the same mandate was collected already
    await t.db
      .updateTable('subscriptions')
      .set({ collection_state: 'paid' })
      .where('sepa_mandate_id', '=', mandateId)
      .execute();
    await t.db
      .insertInto('subscriptions')
      .values({
        user_id: firstRow.user_id,
        kind: 'private',
        status: 'awaiting_payment',
        starts_at: renewalStart,
        ends_at: new Date(renewalStart.getTime() + 28 * 86_400_000),
        duration: '1m',
        billing_interval: 'monthly',
        payment_type: 'sepa',
        sepa_mandate_id: mandateId,
        price_cents: 1990,
        vat_rate: 19,
      })
      .execute();
    const revoked = await sepaMember('1m');
    await t.db
      .updateTable('sepa_mandates')
      .set({ status: 'revoked', revoked_at: new Date() })
      .where('mandate_reference', '=', revoked.payment.mandate_reference)
      .execute();

    const made = await staff.post('admin/payments/sepa-collections', {});
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ payment_count: 1, total_cents: 1990, collection_date: '2027-01-06' });
    const doc = parsePain((await staff.get(`admin/payments/sepa-collections/${made.body.id}/file`)).text);
    expect(doc.CstmrDrctDbtInitn.PmtInf.map((p) => p.PmtTpInf.SeqTp)).toEqual(['RCUR']);
    expect(doc.CstmrDrctDbtInitn.PmtInf[0]!.DrctDbtTxInf[0]!.DrctDbtTx.MndtRltdInf.MndtId).toBe(
      first.payment.mandate_reference,
    );
  });

  it('is for staff with payments.confirm only', async () => {
    const member = await sepaMember('1m');
    const memberToken = authed(t.app, await tokenFor(t.app, 'demo@example.com'));
    for (const res of [
      await memberToken.post('admin/payments/sepa-collections', {}),
      await memberToken.get('admin/payments/sepa-collections'),
      await memberToken.get('admin/payments/sepa-collections/1/file'),
    ]) {
      expect(res.status).toBe(403);
    }
    const anonymous = await request(t.app).post(`${V1}/admin/payments/sepa-collections`).send({});
    expect(anonymous.status).toBe(401);
    const state = await t.db
      .selectFrom('subscriptions')
      .select('collection_state')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(state.collection_state).toBeNull();
  });

  it('validates its input: no body fields, a numeric id, an unknown file is 404', async () => {
    const extra = await staff.post('admin/payments/sepa-collections', { all: true });
    expect(extra.status).toBe(400);
    expect((await staff.get('admin/payments/sepa-collections/abc/file')).status).toBe(400);
    const missing = await staff.get('admin/payments/sepa-collections/999999/file');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('sepa_collection_not_found');
  });
});

const upload = (xml: string, token: string) =>
  request(t.app)
    .post(`${V1}/admin/payments/bank-statements`)
    .set('Authorization', `Bearer ${token}`)
    .attach('file', Buffer.from(xml, 'utf8'), { filename: 'statement.xml', contentType: 'application/xml' });

const collectionOf = (id: number) =>
  t.db
    .selectFrom('subscriptions')
    .select(['collection_state', 'return_reason', 'status'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('POST admin/payments/bank-statements (camt.053)', () => {
  let staffToken: string;
  beforeAll(async () => {
    staffToken = await tokenFor(t.app, 'service@example.com');
  });

  it('marks collected payments paid or returned, lists the unmatched entries, and a re-import changes nothing', async () => {
    t.setNow('2027-02-01T09:00:00.000Z');
    const paid = await sepaMember('1m');
    const returned = await sepaMember('1m');
    const made = await staff.post('admin/payments/sepa-collections', {});
    expect(made.status).toBe(201);
    const e2e = (id: number) => `${made.body.message_id}-${id}`;
    const xml = camt053('STMT-2027-02-07', [
      { amount: '19.90', endToEndId: e2e(paid.id), mandateId: paid.payment.mandate_reference },
      { amount: '19.90', credit: false, reversal: true, endToEndId: e2e(returned.id), returnReason: 'AC04' },
      { amount: '42.00', remittance: 'Spende ohne Bezug' },
    ]);
    const res = await upload(xml, staffToken);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      statements: [{ statement_id: 'STMT-2027-02-07', already_imported: false }],
      paid: [paid.id],
      returned: [returned.id],
      unmatched: [
        {
          amount_cents: 4200,
          credit: true,
          reference: null,
          remittance: 'Spende ohne Bezug',
          booking_date: '2026-12-07',
        },
      ],
    });
    expect(await collectionOf(paid.id)).toMatchObject({ collection_state: 'paid', return_reason: null });
    expect(await collectionOf(returned.id)).toMatchObject({
      collection_state: 'returned',
      return_reason: 'AC04',
    });

    const again = await upload(xml, staffToken);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({
      statements: [{ statement_id: 'STMT-2027-02-07', already_imported: true }],
      paid: [],
      returned: [],
      unmatched: [],
    });
    expect(await collectionOf(returned.id)).toMatchObject({ collection_state: 'returned' });
    const stored = await t.db
      .selectFrom('bank_statements')
      .select(['entry_count', 'matched_count'])
      .where('statement_id', '=', 'STMT-2027-02-07')
      .execute();
    expect(stored).toEqual([{ entry_count: 3, matched_count: 2 }]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('subject')
      .where('action', '=', 'bank_statement.import')
      .execute();
    expect(audit).toHaveLength(2);
  });

  it('starts a renewal waiting for its payment when a transfer names its contract number', async () => {
    const body = registrationBody({
      type: 'paid',
      duration: '1m',
      billing_interval: 'monthly',
      payment: { type: 'invoice' },
    });
    const reg = await register(t.app, body);
    const member = authed(t.app, reg.body.token);
    const extended = await member.post(
      'membership/extend',
      { duration: '1m', billing_interval: 'monthly', payment: { type: 'invoice' } },
      { 'Idempotency-Key': `extend-key-${reg.body.membership.id}` },
    );
    expect(extended.status).toBe(201);
    const renewal = extended.body.membership as { id: number; contract_reference: string };
    const res = await upload(
      camt053('STMT-INVOICE-1', [{ amount: '19.90', remittance: `Rechnung ${renewal.contract_reference}` }]),
      staffToken,
    );
    expect(res.status).toBe(200);
    expect(res.body.paid).toEqual([renewal.id]);
    expect(await collectionOf(renewal.id)).toMatchObject({ collection_state: 'paid', status: 'extension' });
  });

  it('refuses what is not a camt.053 statement, changing nothing, and is for staff only', async () => {
    const broken = await upload('<Document><BkToCstmrStmt>', staffToken);
    expect(broken.status).toBe(400);
    expect(broken.body.code).toBe('bank_statement_invalid');
    const other = await upload('<?xml version="1.0"?><Document><Other/></Document>', staffToken);
    expect(other.body.code).toBe('bank_statement_invalid');
    const none = await request(t.app)
      .post(`${V1}/admin/payments/bank-statements`)
      .set('Authorization', `Bearer ${staffToken}`);
    expect(none.status).toBe(400);
    const member = await upload(camt053('STMT-X', []), await tokenFor(t.app, 'demo@example.com'));
    expect(member.status).toBe(403);
    expect(
      await t.db.selectFrom('bank_statements').select('id').where('statement_id', '=', 'STMT-X').execute(),
    ).toEqual([]);
  });
});
