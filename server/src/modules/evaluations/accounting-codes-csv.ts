import { accountingCodeCsvColumns } from '@portcall/contracts/evaluation-workflow';
import { accountingCodeGroups, type TAccountingCodeGroup } from '@portcall/contracts/evaluations';
import { csvCell, parseCsv, type RowError, unguardCell } from '../../platform/csv';

/** The CSV of a buyer's accounting codes: RFC 4180 (quotes, doubled quotes, CRLF or LF). */
export const ACCOUNTING_CODES_CSV_LIMIT = 1024 * 1024;
export const ACCOUNTING_CODES_CSV_MAX_ROWS = 5000;

export interface CsvCode {
  code: string;
  subAccount: string | null;
  description: string;
  group: TAccountingCodeGroup;
  isActive: boolean;
}

export function toCsv(rows: CsvCode[]): string {
  const lines = [accountingCodeCsvColumns.join(',')];
  for (const r of rows)
    lines.push(
      [r.code, r.subAccount ?? '', r.description, r.group, r.isActive ? 'true' : 'false'].map(csvCell).join(','),
    );
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * Reads the upload: a header naming the five columns (any order, any letter case), then one code a
 * line. Every problem is collected with its line number (the header is line 1); blank lines are skipped.
 */
export function readCodes(text: string): { codes: Array<CsvCode & { line: number }>; errors: RowError[] } {
  const records = parseCsv(text);
  const errors: RowError[] = [];
  const header = (records[0] ?? []).map((h) => h.trim().toLowerCase());
  const index = Object.fromEntries(accountingCodeCsvColumns.map((c) => [c, header.indexOf(c.toLowerCase())]));
  const missing = accountingCodeCsvColumns.filter((c) => index[c] === -1);
  if (missing.length > 0) {
    for (const c of missing) errors.push({ line: 1, column: c, reason: 'missing column' });
    return { codes: [], errors };
  }
  const codes: Array<CsvCode & { line: number }> = [];
  const seen = new Map<string, number>();
  records.slice(1).forEach((record, n) => {
    const line = n + 2;
    if (record.every((f) => f.trim() === '')) return;
    const get = (c: (typeof accountingCodeCsvColumns)[number]) =>
      unguardCell((record[index[c] as number] ?? '').trim());
    const code = get('code');
    const description = get('description');
    const group = get('group').toUpperCase();
    const active = get('isActive').toLowerCase();
    const subAccount = get('subAccount') || null;
    const before = errors.length;
    if (!code) errors.push({ line, column: 'code', reason: 'required' });
    else if (code.length > 50) errors.push({ line, column: 'code', reason: 'longer than 50 characters' });
    if (subAccount && subAccount.length > 50)
      errors.push({ line, column: 'subAccount', reason: 'longer than 50 characters' });
    if (!description) errors.push({ line, column: 'description', reason: 'required' });
    else if (description.length > 200)
      errors.push({ line, column: 'description', reason: 'longer than 200 characters' });
    if (!(accountingCodeGroups as readonly string[]).includes(group))
      errors.push({ line, column: 'group', reason: `must be one of ${accountingCodeGroups.join(', ')}` });
    if (!['true', 'false', ''].includes(active))
      errors.push({ line, column: 'isActive', reason: 'must be true or false' });
    if (errors.length > before) return;
    const key = `${group}|${code}|${subAccount ?? ''}`;
    const first = seen.get(key);
    if (first !== undefined) {
      errors.push({ line, column: 'code', reason: `same code, sub account and group as line ${first}` });
      return;
    }
    seen.set(key, line);
    codes.push({
      line,
      code,
      subAccount,
      description,
      group: group as TAccountingCodeGroup,
      isActive: active !== 'false',
    });
  });
  return { codes, errors };
}
