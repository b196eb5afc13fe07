import { XMLParser } from 'fast-xml-parser';
import { AppError } from '../../../platform/errors';
import { accountKey, fileAccountOf } from './accounts';

/**
 * Reads a bank's camt.053 (statement) or camt.054 (debit/credit notification), any version from
 * .001.02 to .001.13: the element names this reads are the same in all of them (the creditor's name
 * moved under `Pty` in version 8; both places are read). Only booked debits are kept: they are the
 * buyer's outgoing payments; credits and pending bookings are no payment of ours.
 */
export interface StatementBooking {
  /** Unique per company: the bank's reference, else the statement's own position of the line. */
  entryKey: string;
  bankReference: string | null;
  endToEndId: string | null;
  amount: string;
  currency: string;
  bookingDate: string | null;
  creditorName: string | null;
  creditorAccount: string | null;
}

export interface ParsedStatement {
  messageType: 'camt.053' | 'camt.054';
  messageId: string;
  bookings: StatementBooking[];
}

type Node = Record<string, unknown>;

const ARRAYS = new Set(['Stmt', 'Ntfctn', 'Ntry', 'NtryDtls', 'TxDtls']);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  // Amounts stay the bank's exact digits: never turned into a JS number.
  parseTagValue: false,
  parseAttributeValue: false,
  // The five XML entities only: a DOCTYPE (and with it any entity of its own) is refused before parsing.
  processEntities: true,
  isArray: (name) => ARRAYS.has(name),
});

const AMOUNT = /^\d{1,15}(\.\d{1,5})?$/;
const CURRENCY = /^[A-Z]{3}$/;
const DAY = /^\d{4}-\d{2}-\d{2}/;

const unreadable = (reason: string) =>
  new AppError(400, 'BANK_STATEMENT_UNREADABLE', { statement: reason }, { reason });

const node = (v: unknown): Node | undefined => (v && typeof v === 'object' ? (v as Node) : undefined);
const list = (v: unknown): Node[] => (Array.isArray(v) ? v.map(node).filter((n): n is Node => !!n) : []);
/** A leaf's text, whether it carries attributes or not. */
function text(v: unknown): string | null {
  if (typeof v === 'string') return v.trim() || null;
  const n = node(v);
  return n && typeof n['#text'] === 'string' ? n['#text'].trim() || null : null;
}
const at = (root: unknown, ...path: string[]) => path.reduce<unknown>((n, key) => node(n)?.[key], root);

function amountOf(v: unknown, where: string) {
  const value = text(v);
  const currency = node(v)?.['@Ccy'];
  if (!value || !AMOUNT.test(value)) throw unreadable(`${where} has no amount`);
  if (typeof currency !== 'string' || !CURRENCY.test(currency)) throw unreadable(`${where} has no currency`);
  return { amount: value, currency };
}

function isBooked(entry: Node) {
  const status = text(at(entry, 'Sts', 'Cd')) ?? text(at(entry, 'Sts'));
  return status === null || status === 'BOOK';
}

function creditorOf(tx: Node | undefined) {
  const parties = at(tx, 'RltdPties');
  const name = text(at(parties, 'Cdtr', 'Pty', 'Nm')) ?? text(at(parties, 'Cdtr', 'Nm'));
  const raw = text(at(parties, 'CdtrAcct', 'Id', 'IBAN')) ?? text(at(parties, 'CdtrAcct', 'Id', 'Othr', 'Id'));
  return { creditorName: name, creditorAccount: raw === null ? null : (accountKey(fileAccountOf(raw)) ?? raw) };
}

export function parseCamt(xml: string): ParsedStatement {
  // A statement never declares a DOCTYPE: refusing one keeps entity tricks out of the parser.
  if (/<!DOCTYPE/i.test(xml)) throw unreadable('it declares a DOCTYPE');
  let document: Node | undefined;
  try {
    document = node(parser.parse(xml, true).Document);
  } catch {
    throw unreadable('it is not well-formed XML');
  }
  const statement = node(document?.BkToCstmrStmt);
  const notification = node(document?.BkToCstmrDbtCdtNtfctn);
  const root = statement ?? notification;
  if (!root) throw unreadable('it has neither BkToCstmrStmt nor BkToCstmrDbtCdtNtfctn');
  const messageId = text(at(root, 'GrpHdr', 'MsgId'));
  if (!messageId) throw unreadable('its group header has no MsgId');
  const reports = list(statement ? root.Stmt : root.Ntfctn);
  const bookings: StatementBooking[] = [];
  reports.forEach((report, r) => {
    list(report.Ntry).forEach((entry, e) => {
      if (text(entry.CdtDbtInd) !== 'DBIT' || !isBooked(entry)) return;
      const entryAmount = amountOf(entry.Amt, `entry ${e + 1}`);
      const entryReference = text(entry.AcctSvcrRef) ?? text(entry.NtryRef);
      const bookingDate = text(at(entry, 'BookgDt', 'Dt')) ?? text(at(entry, 'BookgDt', 'DtTm'));
      const txs = list(entry.NtryDtls).flatMap((d) => list(d.TxDtls));
      const lines = txs.length === 0 ? [undefined] : txs;
      lines.forEach((tx, i) => {
        // A batch booking's line has its own amount; a single booking's is the entry's.
        const amount =
          lines.length > 1 || at(tx, 'Amt')
            ? amountOf(at(tx, 'Amt') ?? at(tx, 'AmtDtls', 'TxAmt', 'Amt'), `entry ${e + 1}`)
            : entryAmount;
        const bankReference = text(at(tx, 'Refs', 'AcctSvcrRef')) ?? entryReference;
        const entryKey =
          bankReference === null
            ? `POS:${messageId}:${r}:${e}:${i}`
            : lines.length > 1 && !text(at(tx, 'Refs', 'AcctSvcrRef'))
              ? `REF:${bankReference}#${i}`
              : `REF:${bankReference}`;
        bookings.push({
          entryKey,
          bankReference,
          endToEndId: text(at(tx, 'Refs', 'EndToEndId')),
          ...amount,
          bookingDate: bookingDate && DAY.test(bookingDate) ? bookingDate.slice(0, 10) : null,
          ...creditorOf(tx),
        });
      });
    });
  });
  return { messageType: statement ? 'camt.053' : 'camt.054', messageId, bookings };
}
