/**
 * A camt.053.001.12 statement (valid against the committed schema, xsd/) written as a bank writes one (test code only): one booked entry per
 * line, with the references, the creditor and the amount the bank reports.
 */
export interface FixtureLine {
  bankReference: string;
  endToEndId?: string;
  amount: string;
  currency?: string;
  bookingDate?: string;
  creditorIban?: string;
  creditorName?: string;
  direction?: 'DBIT' | 'CRDT';
}

export function camt053(messageId: string, lines: FixtureLine[]): string {
  const entries = lines.map((l) => {
    const ccy = l.currency ?? 'EUR';
    return `      <Ntry>
        <Amt Ccy="${ccy}">${l.amount}</Amt>
        <CdtDbtInd>${l.direction ?? 'DBIT'}</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>${l.bookingDate ?? '2026-11-27'}</Dt></BookgDt>
        <ValDt><Dt>${l.bookingDate ?? '2026-11-27'}</Dt></ValDt>
        <AcctSvcrRef>${l.bankReference}</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>ICDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs>${l.endToEndId ? `<EndToEndId>${l.endToEndId}</EndToEndId>` : '<EndToEndId>NOTPROVIDED</EndToEndId>'}</Refs>
            <Amt Ccy="${ccy}">${l.amount}</Amt>
            <CdtDbtInd>${l.direction ?? 'DBIT'}</CdtDbtInd>
            <RltdPties>
              <Cdtr><Pty><Nm>${l.creditorName ?? 'Agent Co'}</Nm></Pty></Cdtr>
              ${l.creditorIban ? `<CdtrAcct><Id><IBAN>${l.creditorIban}</IBAN></Id></CdtrAcct>` : ''}
            </RltdPties>
          </TxDtls>
        </NtryDtls>
      </Ntry>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.12">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>${messageId}</MsgId><CreDtTm>2026-11-27T18:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${messageId}-1</Id>
      <CreDtTm>2026-11-27T18:00:00</CreDtTm>
      <Acct><Id><IBAN>GR9608100010000001234567890</IBAN></Id></Acct>
      <Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">250000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-11-27</Dt></Dt></Bal>
${entries.join('\n')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}
