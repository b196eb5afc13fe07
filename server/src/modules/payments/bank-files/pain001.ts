import { Decimal } from '@portcall/contracts/money';
import type { FileAccount } from './accounts';

/**
 * The ISO 20022 customer credit transfer initiation, pain.001.001.12 (docs/decisions.md "Bank
 * files"): one document, one payment information block (PmtInf) per debtor account and currency,
 * one transaction per payment. Amounts are the exact decimal strings given; the control sums are
 * their Decimal sums, written with the same digits.
 */
export const PAIN_001_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.12';

export interface PaymentFileParty {
  name: string;
  account: FileAccount;
  bic: string;
}

export interface PaymentFileTransaction {
  endToEndId: string;
  /** The amount with the currency's minor units ("1250.75", "300" for JPY). */
  amount: string;
  creditor: PaymentFileParty;
  remittance: string;
}

export interface PaymentFileBatch {
  id: string;
  debtor: PaymentFileParty;
  currency: string;
  executionDate: string;
  transactions: PaymentFileTransaction[];
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** Max140Text / Max35Text: longer names are cut, never refused (the bank reads the account, not the name). */
const cut = (text: string, max: number) => escapeXml([...text.trim()].slice(0, max).join(''));

/** The sum written with as many decimals as its most precise amount ("1351.25", never "1351.250000"). */
function sum(amounts: string[]) {
  const places = Math.max(0, ...amounts.map((a) => a.split('.')[1]?.length ?? 0));
  return amounts.reduce((total, a) => total.plus(a), new Decimal(0)).toFixed(places);
}

function account(a: FileAccount, indent: string) {
  const id = 'iban' in a ? `<IBAN>${a.iban}</IBAN>` : `<Othr><Id>${escapeXml(a.other)}</Id></Othr>`;
  return `${indent}<Id>${id}</Id>`;
}

function transaction(t: PaymentFileTransaction, currency: string) {
  return [
    '      <CdtTrfTxInf>',
    `        <PmtId><EndToEndId>${cut(t.endToEndId, 35)}</EndToEndId></PmtId>`,
    `        <Amt><InstdAmt Ccy="${currency}">${t.amount}</InstdAmt></Amt>`,
    `        <CdtrAgt><FinInstnId><BICFI>${t.creditor.bic}</BICFI></FinInstnId></CdtrAgt>`,
    `        <Cdtr><Nm>${cut(t.creditor.name, 140)}</Nm></Cdtr>`,
    `        <CdtrAcct>${account(t.creditor.account, '')}</CdtrAcct>`,
    `        <RmtInf><Ustrd>${cut(t.remittance, 140)}</Ustrd></RmtInf>`,
    '      </CdtTrfTxInf>',
  ].join('\n');
}

function batch(b: PaymentFileBatch) {
  return [
    '    <PmtInf>',
    `      <PmtInfId>${cut(b.id, 35)}</PmtInfId>`,
    '      <PmtMtd>TRF</PmtMtd>',
    `      <NbOfTxs>${b.transactions.length}</NbOfTxs>`,
    `      <CtrlSum>${sum(b.transactions.map((t) => t.amount))}</CtrlSum>`,
    `      <ReqdExctnDt><Dt>${b.executionDate}</Dt></ReqdExctnDt>`,
    `      <Dbtr><Nm>${cut(b.debtor.name, 140)}</Nm></Dbtr>`,
    `      <DbtrAcct>${account(b.debtor.account, '')}<Ccy>${b.currency}</Ccy></DbtrAcct>`,
    `      <DbtrAgt><FinInstnId><BICFI>${b.debtor.bic}</BICFI></FinInstnId></DbtrAgt>`,
    // Each side pays its own bank's charges: the agent receives the DA amount less only its bank's fee.
    '      <ChrgBr>SHAR</ChrgBr>',
    ...b.transactions.map((t) => transaction(t, b.currency)),
    '    </PmtInf>',
  ].join('\n');
}

export function buildPain001(file: {
  messageId: string;
  createdAt: Date;
  initiatingParty: string;
  batches: PaymentFileBatch[];
}): string {
  const all = file.batches.flatMap((b) => b.transactions.map((t) => t.amount));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<Document xmlns="${PAIN_001_NAMESPACE}">`,
    '  <CstmrCdtTrfInitn>',
    '    <GrpHdr>',
    `      <MsgId>${cut(file.messageId, 35)}</MsgId>`,
    `      <CreDtTm>${file.createdAt.toISOString().slice(0, 19)}Z</CreDtTm>`,
    `      <NbOfTxs>${all.length}</NbOfTxs>`,
    `      <CtrlSum>${sum(all)}</CtrlSum>`,
    `      <InitgPty><Nm>${cut(file.initiatingParty, 140)}</Nm></InitgPty>`,
    '    </GrpHdr>',
    ...file.batches.map(batch),
    '  </CstmrCdtTrfInitn>',
    '</Document>',
    '',
  ].join('\n');
}
