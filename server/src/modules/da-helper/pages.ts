import { needsChoice } from '@portcall/contracts/da-helper';
import { Decimal } from '@portcall/contracts/money';
import type { Box } from '../../platform/documents/types';
import type { RecognisedDa, RecognisedLine, Sourced } from './recognise/types';

export interface PageReading {
  filePage: number;
  source: 'TEXT_LAYER' | 'OCR' | 'SHEET';
  rotation: number;
  lines: RecognisedLine[];
}

/** Splits a reading into its pages (a line belongs to the page its amount was read on). */
export function splitIntoPages(result: RecognisedDa): PageReading[] {
  const read = result.pages.length > 0 ? result.pages : [{ page: 1, source: 'TEXT_LAYER' as const, rotation: 0 }];
  return read.map((p) => ({
    filePage: p.page,
    source: p.source,
    rotation: p.rotation,
    lines: result.lines.filter((line) => line.amount.box.page === p.page),
  }));
}

export type Header = Omit<RecognisedDa, 'lines' | 'pages' | 'pageCount'>;

export function headerOf(result: RecognisedDa): Header {
  const { lines: _lines, pages: _pages, pageCount: _count, ...header } = result;
  return header;
}

const onPage = <T>(value: Sourced<T>, n: number): Sourced<T> => ({ ...value, box: { ...value.box, page: n } as Box });
const maybeOnPage = <T>(value: Sourced<T> | null, n: number) => (value ? onPage(value, n) : null);

/**
 * The reading of a record as its pages are now: the lines of the kept pages in order, every box's
 * page renumbered to the page's position, and the totals check recomputed from those lines (the
 * printed total stays what the document says).
 */
export function composeReading(header: Header, pages: Array<PageReading>): RecognisedDa {
  const lines = pages.flatMap((page, index) =>
    page.lines.map((line) => ({
      ...line,
      description: onPage(line.description, index + 1),
      amount: onPage(line.amount, index + 1),
      quantity: maybeOnPage(line.quantity, index + 1),
      unitPrice: maybeOnPage(line.unitPrice, index + 1),
      cell: line.cell ?? null,
      // Lines stored before the flag, or under another threshold, are judged by today's.
      needsChoice: needsChoice(line.match),
    })),
  );
  const sum = lines.reduce((acc, line) => acc.plus(safeDecimal(line.amount.value)), new Decimal(0));
  const printed = header.totals.printed;
  return {
    ...header,
    lines,
    totals: {
      printed,
      sumOfLines: sum.toFixed(),
      difference: printed ? safeDecimal(printed.value).minus(sum).toFixed() : null,
    },
    pageCount: pages.length,
    pages: pages.map((page, index) => ({ page: index + 1, source: page.source, rotation: page.rotation })),
  };
}

function safeDecimal(value: string) {
  try {
    return new Decimal(value);
  } catch {
    return new Decimal(0);
  }
}

/** Folds a printed description so the same words match however they were typeset. */
export function descriptionKey(description: string): string {
  return description
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
