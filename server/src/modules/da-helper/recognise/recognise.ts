import { cellReference, needsChoice } from '@portcall/contracts/da-helper';
import Decimal from 'decimal.js';
import { readDocument } from '../../../platform/documents/read';
import type { DocumentFile, DocumentText, ReadLimits, TextLine } from '../../../platform/documents/types';
import { inferDecimalMark } from './amounts';
import { createCatalogueMatcher } from './catalogue';
import { findCurrency, findHeaderDates, findLabelled } from './header';
import { type CheckedLine, reconcile, type TotalCheck } from './reconcile';
import { type Column, type Row, readHeading, readRow, readSection, SUBTOTAL } from './table';
import type { DaSection, RecogniseContext, RecognisedDa, RecognisedLine } from './types';

/**
 * Recognises a disbursement account in read text (pure: no DB, no clock). Header fields come from
 * labelled text outside the table; the table is every row with a description and an amount, under
 * the last heading row seen (or, without one, the rightmost number of a row is its amount); section
 * headings set the section of the rows below; subtotals are skipped and the grand total kept to check
 * the sum. Each line's catalogue item is matched with what this agent's feedback taught first.
 */
export function recogniseDa(text: DocumentText, ctx: RecogniseContext): RecognisedDa {
  const lines = text.pages.flatMap((p) => p.lines);
  const mark = inferDecimalMark(lines.flatMap((l) => l.runs.map((r) => r.text)));
  const currency = findCurrency(lines, ctx);
  const decimals = ctx.currencies.find((c) => c.code === currency?.value)?.decimals;
  const match = createCatalogueMatcher(ctx.catalogue, ctx.learnt);
  const sectionOf = new Map(ctx.catalogue.map((e) => [e.id, e.section]));

  const recognised: RecognisedLine[] = [];
  const checked: CheckedLine[] = [];
  const subtotals: TotalCheck[] = [];
  const outside: TextLine[] = [];
  const totals: Array<Row & { fromScan: boolean }> = [];
  let columns: Column[] | null = null;
  let section: DaSection | null = null;
  // Lines since the last section heading or subtotal: what the next subtotal adds up.
  let group: CheckedLine[] = [];
  for (const page of text.pages) {
    const fromScan = page.source === 'OCR';
    for (const line of page.lines) {
      const heading = readHeading(line);
      if (heading) {
        columns = heading;
        continue;
      }
      const row = readRow(line, columns, mark, decimals);
      if (!row) {
        const named = readSection(line);
        if (named && (columns || recognised.length > 0 || /expenses|charges|costs/i.test(line.text))) {
          section = named;
          group = [];
        }
        outside.push(line);
        continue;
      }
      if (row.kind !== 'LINE') {
        totals.push({ ...row, fromScan });
        if (SUBTOTAL.test(row.description.value) && group.length > 0)
          subtotals.push({ total: row.amount, totalFromScan: fromScan, lines: group });
        group = [];
        continue;
      }
      const found = match(row.description.value, section);
      const read: RecognisedLine = {
        description: row.description,
        amount: row.amount,
        quantity: row.quantity,
        unitPrice: row.unitPrice,
        section: section ?? (found ? (sectionOf.get(found.itemId) ?? null) : null),
        match: found,
        cell: page.source === 'SHEET' ? cellReference(page.name, row.amount.box.x, row.amount.box.y) : null,
        needsChoice: needsChoice(found),
      };
      recognised.push(read);
      checked.push({ line: read, fromScan, guessed: row.guessed });
      group.push(checked.at(-1) as CheckedLine);
    }
  }

  const grand = grandTotal(totals);
  const check: TotalCheck | null = grand
    ? { total: grand.amount, totalFromScan: grand.fromScan, lines: checked }
    : null;
  reconcile(checked, check ? [...subtotals, check] : subtotals, decimals);
  const printed = check?.total ?? null;
  const sum = recognised.reduce((acc, l) => acc.plus(l.amount.value), new Decimal(0));
  return {
    currency,
    dates: findHeaderDates(outside),
    ...findLabelled(outside),
    lines: recognised,
    totals: {
      printed,
      sumOfLines: sum.toFixed(),
      difference: printed ? new Decimal(printed.value).minus(sum).toFixed() : null,
    },
    pageCount: text.pageCount,
    pages: text.pages.map((p) => ({ page: p.page, source: p.source, rotation: p.rotation })),
  };
}

/** The printed grand total: one named so, else the last total row that is not a section's subtotal. */
function grandTotal<T extends Row>(totals: T[]): T | null {
  return (
    totals.filter((t) => t.kind === 'GRAND_TOTAL').at(-1) ?? totals.filter((t) => t.kind === 'TOTAL').at(-1) ?? null
  );
}

/** Reads an uploaded file and recognises the DA in it (see readDocument for the bounds and errors). */
export async function recogniseFile(
  file: DocumentFile,
  limits: ReadLimits,
  ctx: RecogniseContext,
): Promise<RecognisedDa> {
  return recogniseDa(await readDocument(file, limits), ctx);
}
