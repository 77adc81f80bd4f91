// A camt.053.001.08 bank statement for the payment tests: booked entries as a bank reports them after a SEPA
// collection (one credit per debit, with the end-to-end id and mandate id) or an incoming transfer (remittance
// text), and returned debits (a reversal with a return reason).
export interface CamtEntry {
  amount: string;
  credit?: boolean;
  reversal?: boolean;
  endToEndId?: string;
  mandateId?: string;
  remittance?: string;
  returnReason?: string;
}

function entryXml(e: CamtEntry): string {
  const refs = `<Refs><EndToEndId>${e.endToEndId ?? 'NOTPROVIDED'}</EndToEndId>${
    e.mandateId ? `<MndtId>${e.mandateId}</MndtId>` : ''
  }</Refs>`;
  const rmt = e.remittance ? `<RmtInf><Ustrd>${e.remittance}</Ustrd></RmtInf>` : '';
  const rtr = e.returnReason ? `<RtrInf><Rsn><Cd>${e.returnReason}</Cd></Rsn></RtrInf>` : '';
  return `<Ntry><Amt Ccy="EUR">${e.amount}</Amt><CdtDbtInd>${e.credit === false ? 'DBIT' : 'CRDT'}</CdtDbtInd>${
    e.reversal ? '<RvslInd>true</RvslInd>' : ''
  }<Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2026-12-07</Dt></BookgDt><NtryDtls><TxDtls>${refs}<Amt Ccy="EUR">${
    e.amount
  }</Amt>${rmt}${rtr}</TxDtls></NtryDtls></Ntry>`;
}

export function camt053(statementId: string, entries: CamtEntry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><GrpHdr><MsgId>${statementId}-MSG</MsgId><CreDtTm>2026-12-07T06:00:00</CreDtTm></GrpHdr><Stmt><Id>${statementId}</Id><CreDtTm>2026-12-07T06:00:00</CreDtTm><Acct><Id><IBAN>DE02120300000000202051</IBAN></Id></Acct>${entries
    .map(entryXml)
    .join('')}</Stmt></BkToCstmrStmt></Document>`;
}
