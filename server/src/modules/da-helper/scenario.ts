import { renderPdf } from '../../platform/pdf';

/** A DA line as printed: description and amount (as the agent typed it, e.g. "1,000.50"). */
export type PrintedLine = [description: string, amount: string];

/**
 * A proforma DA as agents print it (test code only): a header, one table of expenses per page and,
 * on the last page, the grand total. Each page's table starts with its heading row.
 */
export function daPdf(pages: PrintedLine[][], options: { total?: string; currency?: string } = {}) {
  return renderPdf({
    content: [
      { text: 'PROFORMA DISBURSEMENT ACCOUNT', fontSize: 14 },
      { columns: [{ text: 'Vessel: MV Nordic Star' }, { text: 'Port: Piraeus' }] },
      { text: `Currency: ${options.currency ?? 'EUR'}` },
      ...pages.map((lines, index) => ({
        ...(index > 0 ? { pageBreak: 'before' as const } : {}),
        layout: 'lightHorizontalLines',
        table: {
          widths: [260, 100],
          body: [
            ['Description', 'Amount'],
            ...lines,
            ...(index === pages.length - 1 && options.total ? [['Grand total', options.total]] : []),
          ],
        },
      })),
    ],
  });
}
