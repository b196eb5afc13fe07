import Decimal from 'decimal.js';
import { readDocument } from '../../../platform/documents/read';
import type { DocumentFile, DocumentText, ReadLimits, TextLine } from '../../../platform/documents/types';
import { inferDecimalMark } from './amounts';
import { createCatalogueMatcher } from './catalogue';
import { findCurrency, findHeaderDates, findLabelled } from './header';
import { type Column, type Row, readHeading, readRow, readSection } from './table';
import type { DaSection, RecogniseContext, RecognisedDa, RecognisedLine, Sourced } from './types';

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
  const outside: TextLine[] = [];
  const totals: Row[] = [];
  let columns: Column[] | null = null;
  let section: DaSection | null = null;
  for (const page of text.pages) {
    for (const line of page.lines) {
      const heading = readHeading(line);
      if (heading) {
        columns = heading;
        continue;
      }
      const row = readRow(line, columns, mark, decimals);
      if (!row) {
        const named = readSection(line);
        if (named && (columns || recognised.length > 0 || /expenses|charges|costs/i.test(line.text))) section = named;
        outside.push(line);
        continue;
      }
      if (row.kind !== 'LINE') {
        totals.push(row);
        continue;
      }
      const found = match(row.description.value, section);
      recognised.push({
        description: row.description,
        amount: row.amount,
        quantity: row.quantity,
        unitPrice: row.unitPrice,
        section: section ?? (found ? (sectionOf.get(found.itemId) ?? null) : null),
        match: found,
      });
    }
  }

  const sum = recognised.reduce((acc, l) => acc.plus(l.amount.value), new Decimal(0));
  const printed = grandTotal(totals);
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
function grandTotal(totals: Row[]): Sourced<string> | null {
  const grand =
    totals.filter((t) => t.kind === 'GRAND_TOTAL').at(-1) ?? totals.filter((t) => t.kind === 'TOTAL').at(-1);
  return grand?.amount ?? null;
}

/** Reads an uploaded file and recognises the DA in it (see readDocument for the bounds and errors). */
export async function recogniseFile(
  file: DocumentFile,
  limits: ReadLimits,
  ctx: RecogniseContext,
): Promise<RecognisedDa> {
  return recogniseDa(await readDocument(file, limits), ctx);
}
