// The monthly SEPA collection (issue 36): staff make a pain.008 file of every SEPA membership payment not yet
// collected; its payments are marked submitted in the same transaction, so a second file has none of them; the
// file is fetched again by id; only staff with payments.confirm may do either, and making one is audited.
// The `sepa` package ships no pain.008 XSD, so the file's structure is checked by parsing it (fast-xml-parser).
import { XMLParser } from 'fast-xml-parser';
import request from 'supertest';
import { authed, IBAN, register, registrationBody, V1 } from '../account-fixtures';
import { type ClockedTestApp, createClockedTestApp } from '../clocked-app';
import { DB_SETUP_TIMEOUT_MS, tokenFor } from '../test-app';

let t: ClockedTestApp;
let staff: ReturnType<typeof authed>;
beforeAll(async () => {
  t = await createClockedTestApp('2026-12-01T09:00:00.000Z');
  staff = authed(t.app, await tokenFor(t.app, 'service@example.com'));
}, DB_SETUP_TIMEOUT_MS);
afterAll(() => t.close());

async function sepaMember(duration: '1m' | '12m', bic?: string) {
  const body = registrationBody({
    type: 'paid',
    duration,
    billing_interval: 'monthly',
    payment: { type: 'sepa', iban: IBAN, account_owner: 'Rita Register', ...(bic ? { bic } : {}) },
  });
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
    const mandateId = (
      await t.db
        .selectFrom('subscriptions')
        .select('sepa_mandate_id')
        .where('id', '=', first.id)
        .executeTakeFirstOrThrow()
    ).sepa_mandate_id!;
    // an earlier membership on the same mandate was collected already
    await t.db
      .updateTable('subscriptions')
      .set({ collection_state: 'paid' })
      .where('sepa_mandate_id', '=', mandateId)
      .execute();
    await t.db
      .insertInto('subscriptions')
      .values({
        user_id: (
          await t.db
            .selectFrom('subscriptions')
            .select('user_id')
            .where('id', '=', first.id)
            .executeTakeFirstOrThrow()
        ).user_id,
        kind: 'private',
        status: 'awaiting_payment',
        starts_at: new Date('2027-01-31T09:00:00.000Z'),
        ends_at: new Date('2027-02-28T09:00:00.000Z'),
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
