import { formatDateTimeInZone, formatMoney } from '@portcall/contracts/format';
import type { TPaymentListItem } from '@portcall/contracts/payment-list';
import ExcelJS from 'exceljs';
import { type Content, renderPdf, type TDocumentDefinitions } from '../../platform/pdf';

/**
 * The payment list as CSV and XLSX and one payment as a payment advice PDF. Amounts are written as
 * the exact decimal strings of the list (never through a float): a spreadsheet cell holds the text
 * with a number format only where Excel can keep it exact.
 */

const columns: Array<{ header: string; value: (p: TPaymentListItem) => string; width: number }> = [
  { header: 'Payment', value: (p) => String(p.id), width: 10 },
  { header: 'Buyer', value: (p) => p.buyerName, width: 24 },
  { header: 'Vessel', value: (p) => p.vessel, width: 20 },
  { header: 'Voyage', value: (p) => p.voyageNumber ?? '', width: 12 },
  { header: 'Port', value: (p) => p.port, width: 18 },
  { header: 'Agent', value: (p) => p.agent, width: 24 },
  { header: 'Status', value: (p) => p.status, width: 18 },
  { header: 'Currency', value: (p) => p.currency ?? '', width: 9 },
  { header: 'Approved amount', value: (p) => p.approvedAmount, width: 16 },
  { header: 'Remitted amount', value: (p) => p.remittedAmount ?? '', width: 16 },
  { header: 'Paid date', value: (p) => p.paidDate ?? '', width: 12 },
  { header: 'Requested by', value: (p) => p.requestedBy ?? '', width: 20 },
  { header: 'Approved by', value: (p) => p.approvedBy ?? '', width: 20 },
  { header: 'Last change (UTC)', value: (p) => p.updatedAt, width: 24 },
];
const AMOUNT_COLUMNS = new Set(['Approved amount', 'Remitted amount']);

/** RFC 4180 quoting; a leading = + - @ is prefixed so a spreadsheet never runs a cell as a formula. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function paymentsCsv(items: TPaymentListItem[]): Buffer {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const p of items) lines.push(columns.map((c) => csvCell(c.value(p))).join(','));
  // The BOM makes Excel read the file as UTF-8 (vessel and port names are not ASCII everywhere).
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

export async function paymentsXlsx(items: TPaymentListItem[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Payments');
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  for (const p of items) {
    const row: Record<string, string> = {};
    for (const c of columns) row[c.header] = c.value(p);
    sheet.addRow(row);
  }
  // Amounts stay text cells: an Excel number is a double and would not keep every decimal exactly.
  for (const c of columns)
    if (AMOUNT_COLUMNS.has(c.header)) sheet.getColumn(c.header).alignment = { horizontal: 'right' };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const money = (currency: string | null, amount: string | null) =>
  amount === null ? '-' : formatMoney(amount, currency);

/** A payment advice: what was (or is to be) paid for which DA, to whom, approved by whom. */
export async function paymentAdvicePdf(p: TPaymentListItem, generatedAt: Date): Promise<Buffer> {
  const pairs: Array<[string, string]> = [
    ['Payment', `#${p.id} (${p.status})`],
    ['Buyer', p.buyerName],
    ['Agent', p.agent],
    ['Vessel', p.voyageNumber ? `${p.vessel}, voyage ${p.voyageNumber}` : p.vessel],
    ['Port', p.port],
    ['DA', `#${p.proformaId} (evaluation #${p.evaluationId})`],
    ['Approved amount', money(p.currency, p.approvedAmount)],
    ['Remitted amount', money(p.currency, p.remittedAmount)],
    ['Paid date', p.paidDate ?? '-'],
    ['Requested by', p.requestedBy ?? '-'],
    ['Approved by', p.approvedBy ?? '-'],
    ['Remittance documents', String(p.attachmentCount)],
  ];
  if (p.comments) pairs.push(['Comments', p.comments]);
  const table: Content = {
    table: { widths: [140, '*'], body: pairs.map(([label, value]) => [{ text: label, bold: true }, value]) },
    layout: 'lightHorizontalLines',
    margin: [0, 0, 0, 12],
  };
  const document: TDocumentDefinitions = {
    pageSize: 'A4',
    info: { title: `Payment advice ${p.id}`, subject: 'Payment advice' },
    defaultStyle: { font: 'Helvetica', fontSize: 10 },
    content: [
      { text: 'Payment advice', fontSize: 16, bold: true, margin: [0, 0, 0, 12] },
      table,
      { text: `Generated ${formatDateTimeInZone(generatedAt, 'UTC')}`, italics: true },
    ],
  };
  return renderPdf(document);
}
