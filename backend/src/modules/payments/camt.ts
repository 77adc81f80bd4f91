// Reading a bank statement (camt.053, any of the versions banks send: the element names used here are the same
// in 001.02 to 001.08) with fast-xml-parser. Only what matching needs is kept: per entry the amount, credit or
// debit, reversal, and per transaction the end-to-end id, the mandate id, the remittance text and a return reason.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { AppError } from '../../shared/errors';

export interface StatementEntry {
  amountCents: number;
  credit: boolean;
  /** A reversal entry, or a transaction with a return reason: a debit that came back. */
  returned: boolean;
  returnReason: string | null;
  endToEndId: string | null;
  mandateId: string | null;
  remittance: string | null;
  bookingDate: string | null;
}

export interface Statement {
  id: string;
  entries: StatementEntry[];
}

/** Elements that may repeat; the parser makes them arrays always, so one and many read alike. */
const LISTS = new Set(['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd']);
const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  removeNSPrefix: true,
  isArray: (name) => LISTS.has(name),
});

type Node = Record<string, unknown>;
const obj = (value: unknown): Node => (typeof value === 'object' && value !== null ? (value as Node) : {});
const list = (value: unknown): Node[] => (Array.isArray(value) ? value.map(obj) : []);
const text = (value: unknown): string | null => {
  if (typeof value === 'string') return value.trim() || null;
  const inner = obj(value)['#text'];
  return typeof inner === 'string' ? inner.trim() || null : null;
};
const NOT_PROVIDED = 'NOTPROVIDED';
const ref = (value: unknown) => {
  const found = text(value);
  return found === NOT_PROVIDED ? null : found;
};

function invalid(): AppError {
  return new AppError('invalid_data', 'bank_statement_invalid', 'This is not a camt.053 bank statement.');
}

function cents(value: unknown): number {
  const amount = text(value);
  if (!amount || !/^\d+(\.\d{1,2})?$/.test(amount)) throw invalid();
  return Math.round(Number(amount) * 100);
}

/** One entry per transaction detail (a batch booking lists several), else one for the entry itself. */
function entriesOf(ntry: Node): StatementEntry[] {
  const credit = text(ntry['CdtDbtInd']) === 'CRDT';
  const reversal = text(ntry['RvslInd']) === 'true';
  const bookingDate = text(obj(ntry['BookgDt'])['Dt']);
  const details = list(ntry['NtryDtls']).flatMap((d) => list(d['TxDtls']));
  const from = (tx: Node | null, amount: unknown): StatementEntry => {
    const refs = obj(tx?.['Refs']);
    const reason = text(obj(obj(obj(tx?.['RtrInf'])['Rsn']))['Cd']);
    const ustrd = obj(tx?.['RmtInf'])['Ustrd'];
    const remittance = (Array.isArray(ustrd) ? ustrd : [])
      .map(text)
      .filter((line): line is string => line !== null);
    return {
      amountCents: cents(amount),
      credit,
      returned: reversal || reason !== null,
      returnReason: reason,
      endToEndId: ref(refs['EndToEndId']),
      mandateId: ref(refs['MndtId']),
      remittance: remittance.length ? remittance.join(' ') : null,
      bookingDate,
    };
  };
  if (details.length === 0) return [from(null, ntry['Amt'])];
  return details.map((tx) => from(tx, obj(obj(tx['AmtDtls'])['TxAmt'])['Amt'] ?? tx['Amt'] ?? ntry['Amt']));
}

/** Parses a camt.053 document; 400 bank_statement_invalid for anything else. */
export function parseCamt053(xml: string): Statement[] {
  if (XMLValidator.validate(xml) !== true) throw invalid();
  const doc = obj(obj(parser.parse(xml) as unknown)['Document']);
  const statements = list(obj(doc['BkToCstmrStmt'])['Stmt']);
  if (statements.length === 0) throw invalid();
  return statements.map((stmt) => {
    const id = text(stmt['Id']);
    if (!id) throw invalid();
    return { id, entries: list(stmt['Ntry']).flatMap(entriesOf) };
  });
}
