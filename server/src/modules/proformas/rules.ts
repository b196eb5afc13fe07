import { type MessageCode, messages } from '@portcall/contracts/messages';
import { Decimal } from '@portcall/contracts/money';
import type { ProformaAttachmentRow, ProformaExpenseRow, ProformaRow } from './repo';

/** The catalogue code of the expense that needs bank payment documents (platform-core §5). */
export const BANK_CHARGES_CODE = 'BANK_CHARGES';

export type SubmitProblem = { code: MessageCode; fields: Record<string, string> } | null;

/** amount / unit to 4 decimals (DESIGN §6; unit defaults to 1); null when not quoted or unit 0. */
export function pricePerUnit(amount: string | null, unit: string | null | undefined): string | null {
  if (amount === null) return null;
  const u = new Decimal(unit ?? '1');
  if (u.isZero()) return null;
  return new Decimal(amount).dividedBy(u).toFixed(4, Decimal.ROUND_HALF_UP);
}

const isQuoted = (e: ProformaExpenseRow) => e.amount !== null;

/**
 * The submit rules of platform-core §5 "Proforma", first broken rule first, as a pure function:
 * required header fields (currency, rate, terminal, berth, bank account), the sailing date of a
 * final DA or invoice, additional items' names and amounts, at least one item quoted, an attachment
 * on each quoted expense, bank payment documents on the bank charges, and the DA's own documents
 * (statement of facts for an FDA, the invoice for an INVOICE).
 */
export function submitProblem(
  p: ProformaRow,
  expenses: ProformaExpenseRow[],
  attachments: ProformaAttachmentRow[],
): SubmitProblem {
  const required: Record<string, string> = {};
  if (!p.currency) required.currency = messages.REQUIRED_FIELD;
  if (!p.rate) required.rate = messages.REQUIRED_FIELD;
  if (p.terminalId === null) required.terminalId = messages.REQUIRED_FIELD;
  if (!p.berth) required.berth = messages.REQUIRED_FIELD;
  if (Object.keys(required).length > 0) {
    if (p.bankAccountId === null) required.bankAccountId = messages.MISSING_BANK_ACCOUNT;
    return { code: 'CHECK_REQUIRED_FIELDS', fields: required };
  }
  if (p.bankAccountId === null)
    return { code: 'MISSING_BANK_ACCOUNT', fields: { bankAccountId: messages.MISSING_BANK_ACCOUNT } };
  if (p.type !== 'PDA' && !p.sailingDate)
    return { code: 'MISSING_SAILING_DATE', fields: { sailingDate: messages.MISSING_SAILING_DATE } };

  const additional: Record<string, string> = {};
  for (const e of expenses.filter((x) => x.catalogueItemId === null)) {
    if (!e.name.trim()) additional[`expenses.${e.id}.name`] = messages.REQUIRED_FIELD;
    if (e.amount === null) additional[`expenses.${e.id}.amount`] = messages.REQUIRED_FIELD;
  }
  if (Object.keys(additional).length > 0) return { code: 'CHECK_REQUIRED_FIELDS', fields: additional };

  const quoted = expenses.filter(isQuoted);
  if (quoted.length === 0) return { code: 'NOTHING_QUOTED', fields: { expenses: messages.NOTHING_QUOTED } };

  const filesOf = (e: ProformaExpenseRow, kind: string) =>
    attachments.filter((a) => a.expenseId === e.id && a.kind === kind);
  const missing: Record<string, string> = {};
  for (const e of quoted)
    if (filesOf(e, 'SUPPORTING').length === 0) missing[`expenses.${e.id}.attachments`] = messages.MISSING_ATTACHMENT;
  if (Object.keys(missing).length > 0) return { code: 'MISSING_ATTACHMENT', fields: missing };

  for (const e of quoted.filter((x) => x.code === BANK_CHARGES_CODE)) {
    if (filesOf(e, 'BANK_PAYMENT').length === 0) {
      return {
        code: 'MISSING_BANK_PAYMENT_DOCUMENTS',
        fields: { [`expenses.${e.id}.attachments`]: messages.MISSING_BANK_PAYMENT_DOCUMENTS },
      };
    }
  }
  const documents = attachments.filter((a) => a.expenseId === null);
  const neededDocument = p.type === 'FDA' ? 'STATEMENT_OF_FACTS' : p.type === 'INVOICE' ? 'INVOICE' : null;
  if (neededDocument && !documents.some((d) => d.kind === neededDocument)) {
    return { code: 'MISSING_ATTACHMENT', fields: { documents: messages.MISSING_ATTACHMENT } };
  }
  return null;
}
