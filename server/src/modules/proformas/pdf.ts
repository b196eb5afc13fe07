import { Decimal } from '@portcall/contracts/money';
import type { TProforma } from '@portcall/contracts/proformas';
import { type Content, renderPdf, type TDocumentDefinitions } from '../../platform/pdf';

export interface ProformaPdfView {
  proforma: TProforma;
  vessel: string;
  port: string;
  voyageNumber: string | null;
  printedAt: string;
}

/** en-US with 2 decimals (operations §9), computed on the decimal string: never through a float. */
export function formatAmount(value: string | null): string {
  if (value === null) return '-';
  const [int, frac] = new Decimal(value).toFixed(2, Decimal.ROUND_HALF_UP).split('.');
  return `${(int ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
}

/** dd/MM/yyyy (platform-core §9) of an ISO date or instant, in UTC. */
function formatDate(value: string | null): string {
  if (!value) return '-';
  const [y, m, d] = value.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

const SECTION_TITLES: Record<keyof TProforma['sections'], string> = {
  PORT_EXPENSES: 'Port expenses',
  AGENCY_EXPENSES: 'Agency expenses',
  HUSBANDRY_EXPENSES: 'Husbandry expenses',
};

function section(title: string, lines: TProforma['sections']['PORT_EXPENSES'], currency: string): Content[] {
  if (lines.length === 0) return [];
  const subtotal = lines.reduce((sum, l) => sum.plus(l.amount ?? '0'), new Decimal(0));
  return [
    { text: title, bold: true, fontSize: 12, margin: [0, 8, 0, 4] },
    {
      table: {
        headerRows: 1,
        widths: ['*', 50, 90],
        body: [
          [
            { text: 'Expense', bold: true },
            { text: 'Unit', bold: true },
            { text: `Amount (${currency})`, bold: true },
          ],
          ...lines.map((l) => [l.name, l.unit, { text: formatAmount(l.amount), alignment: 'right' as const }]),
          [
            { text: 'Subtotal', bold: true },
            '',
            { text: formatAmount(subtotal.toString()), alignment: 'right' as const },
          ],
        ],
      },
      layout: 'lightHorizontalLines',
    },
  ];
}

/** A DA (PDA, FDA or invoice) as a printable A4 PDF. */
export async function renderProformaPdf(view: ProformaPdfView): Promise<Buffer> {
  const p = view.proforma;
  const currency = p.currency ?? '-';
  const title = `${p.type} #${p.id}`;
  const document: TDocumentDefinitions = {
    pageSize: 'A4',
    info: { title, subject: 'Disbursement account' },
    defaultStyle: { font: 'Helvetica', fontSize: 10 },
    content: [
      { text: 'Disbursement account', fontSize: 16, bold: true, margin: [0, 0, 0, 4] },
      { text: `${title} - ${p.status}`, fontSize: 12, margin: [0, 0, 0, 12] },
      {
        table: {
          widths: [140, '*'],
          body: [
            ['Vessel', view.vessel],
            ['Port', view.port],
            ['Voyage', view.voyageNumber ?? '-'],
            ['Currency / rate', `${currency} / ${p.rate ?? '-'}`],
            ['Berth', p.berth ?? '-'],
            ['Invoice', p.invoiceNumber ? `${p.invoiceNumber} of ${formatDate(p.invoiceDate)}` : '-'],
            ['Sailing date', formatDate(p.sailingDate)],
            ['Submitted', formatDate(p.submittedAt)],
          ].map(([label, value]) => [{ text: label as string, bold: true }, value as string]),
        },
        layout: 'lightHorizontalLines',
        margin: [0, 0, 0, 8],
      },
      ...(Object.keys(SECTION_TITLES) as Array<keyof TProforma['sections']>).flatMap((s) =>
        section(SECTION_TITLES[s], p.sections[s], currency),
      ),
      {
        text: `Total ${currency} ${formatAmount(p.total)}`,
        bold: true,
        fontSize: 12,
        alignment: 'right',
        margin: [0, 12, 0, 12],
      },
      ...(p.remarks ? [{ text: 'Remarks', bold: true }, { text: p.remarks, margin: [0, 0, 0, 12] } as Content] : []),
      { text: `Printed ${formatDate(view.printedAt)}`, italics: true, fontSize: 8 },
    ],
  };
  return renderPdf(document);
}
