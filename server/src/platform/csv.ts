/** CSV as spreadsheets write it (RFC 4180: quotes, doubled quotes, CRLF or LF), for uploads and downloads. */

/**
 * Splits CSV text into records of fields; a quote inside an unquoted field is taken literally.
 * Spreadsheets in some locales write `;` or tab between fields: the delimiter is the caller's.
 */
export function parseCsv(text: string, delimiter = ','): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === delimiter) {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

/**
 * Spreadsheets run a cell starting with = + - @ as a formula; a download prefixes such a cell with
 * an apostrophe and an upload takes it off again, so a file round-trips and opens safely.
 */
const FORMULA = /^[=+\-@\t\r]/;
export const unguardCell = (v: string) => (v.startsWith("'") && FORMULA.test(v.slice(1)) ? v.slice(1) : v);
export function csvCell(v: string): string {
  const safe = FORMULA.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export type RowError = { line: number; column: string; reason: string };

/**
 * The header of an upload: where each expected column is (any order, any letter case), and a
 * line-1 error for each one missing.
 */
export function columnsOf<C extends string>(header: string[] | undefined, columns: readonly C[]) {
  const names = (header ?? []).map((h) => h.trim().toLowerCase());
  const index = Object.fromEntries(columns.map((c) => [c, names.indexOf(c.toLowerCase())])) as Record<C, number>;
  const errors: RowError[] = columns
    .filter((c) => index[c] === -1)
    .map((c) => ({ line: 1, column: c, reason: 'missing column' }));
  return { index, errors };
}
