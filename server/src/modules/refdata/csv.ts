/**
 * Parses RFC 4180 CSV (quoted fields, doubled quotes, commas and newlines inside quotes) into
 * records keyed by the header row, checking the header has the columns the caller reads. The
 * reference files are small and trusted, so this stays a few lines rather than a dependency.
 */
export function parseCsv<K extends string>(text: string, columns: readonly K[]): Array<Record<K, string>> {
  const rows = parseRows(text.replace(/^\uFEFF/, ''));
  const header = rows.shift() ?? [];
  const missing = columns.filter((c) => !header.includes(c));
  if (missing.length > 0) throw new Error(`CSV lacks the column(s) ${missing.join(', ')}`);
  return rows
    .filter((row) => row.length > 1 || row[0] !== '')
    .map((row) => {
      if (row.length !== header.length) {
        throw new Error(`CSV row has ${row.length} fields, header has ${header.length}: ${row.join(',')}`);
      }
      return Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])) as Record<K, string>;
    });
}

function parseRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let inQuotes = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inQuotes) {
      if (c !== '"') field += c;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else inQuotes = false;
    } else if (c === '"') inQuotes = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
