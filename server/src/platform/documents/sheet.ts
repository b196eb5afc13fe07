import Decimal from 'decimal.js';
import ExcelJS from 'exceljs';
import { parseCsv } from '../csv';
import { AppError } from '../errors';
import type { Deadline } from './deadline';
import type { PageText, TextLine, TextRun } from './types';
import { checkZip } from './zip-guard';

/**
 * A workbook as pages: one page per sheet, one line per non-empty row, one run per non-empty cell.
 * Boxes are in cells (x = column - 1, y = row - 1, 1 x 1), so the web can point at "row 7, column C".
 */
export async function readXlsx(
  buffer: Buffer,
  maxPages: number,
  deadline: Deadline,
): Promise<{ pages: PageText[]; pageCount: number }> {
  const names = checkZip(buffer);
  if (!names.includes('xl/workbook.xml')) throw new AppError(400, 'DOCUMENT_UNSUPPORTED_TYPE');
  const sheetCount = names.filter((n) => /^xl\/worksheets\/sheet\d+\.xml$/.test(n)).length;
  if (sheetCount > maxPages) throw tooMany(sheetCount, maxPages);
  const workbook = new ExcelJS.Workbook();
  try {
    await deadline.race(workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(400, 'DOCUMENT_MALFORMED');
  }
  const pages: PageText[] = [];
  workbook.worksheets.forEach((sheet, index) => {
    deadline.check();
    const page = index + 1;
    const rows: string[][] = [];
    sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: false }, (cell, column) => {
        cells[column - 1] = cellText(cell.value);
      });
      rows[rowNumber - 1] = cells;
    });
    pages.push({ ...gridPage(page, rows, 'SHEET'), name: sheet.name });
  });
  return { pages, pageCount: workbook.worksheets.length };
}

/** A CSV file as one page; the delimiter (comma, semicolon, tab) is the one its first line uses most. */
export function readCsv(buffer: Buffer): { pages: PageText[]; pageCount: number } {
  let text = buffer.toString('utf8');
  // Not UTF-8: spreadsheets on Windows still write Latin-1.
  if (text.includes('\uFFFD')) text = buffer.toString('latin1');
  const rows = parseCsv(text, guessDelimiter(text));
  return { pages: [gridPage(1, rows, 'SHEET')], pageCount: 1 };
}

function gridPage(page: number, rows: string[][], source: 'SHEET'): PageText {
  const lines: TextLine[] = [];
  let width = 0;
  rows.forEach((cells, r) => {
    if (!cells) return;
    const runs: TextRun[] = [];
    cells.forEach((text, c) => {
      const value = text?.trim();
      if (!value) return;
      runs.push({ text: value, box: { page, x: c, y: r, width: 1, height: 1 }, confidence: 1 });
      width = Math.max(width, c + 1);
    });
    if (runs.length === 0) return;
    const first = runs[0]?.box.x ?? 0;
    const last = runs.at(-1)?.box.x ?? 0;
    lines.push({
      text: runs.map((run) => run.text).join(' '),
      box: { page, x: first, y: r, width: last - first + 1, height: 1 },
      runs,
    });
  });
  return { page, width, height: rows.length, source, rotation: 0, lines };
}

/** A cell's value as a person reads it; numbers without binary noise (0.1 + 0.2 shows 0.3). */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value.toPrecision(15)).toFixed() : '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value)
    return cellText((value as { result?: ExcelJS.CellValue }).result ?? null);
  if ('text' in value) return String(value.text);
  if ('error' in value) return '';
  return '';
}

function guessDelimiter(text: string): string {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const counts = [',', ';', '\t'].map((d) => [d, firstLine.split(d).length] as const);
  counts.sort((a, b) => b[1] - a[1]);
  return counts[0]?.[0] ?? ',';
}

export const tooMany = (pages: number, max: number) =>
  new AppError(400, 'DOCUMENT_TOO_MANY_PAGES', undefined, { pages, max });
