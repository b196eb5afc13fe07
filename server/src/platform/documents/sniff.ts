/**
 * What a file is, by its first bytes: the name and the declared type are the uploader's claim, the
 * content decides. CSV has no magic number, so it is the fallback for text without NUL bytes and
 * with a delimiter on its first line.
 */
export type Sniffed = 'PDF' | 'PNG' | 'JPEG' | 'TIFF' | 'XLSX' | 'CSV' | null;

const starts = (b: Buffer, bytes: number[], at = 0) => bytes.every((v, i) => b[at + i] === v);

export function sniffType(buffer: Buffer): Sniffed {
  // A PDF may carry junk before its header (readers accept it within the first KB).
  if (buffer.subarray(0, 1024).includes('%PDF-')) return 'PDF';
  if (starts(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'PNG';
  if (starts(buffer, [0xff, 0xd8, 0xff])) return 'JPEG';
  if (starts(buffer, [0x49, 0x49, 0x2a, 0x00]) || starts(buffer, [0x4d, 0x4d, 0x00, 0x2a])) return 'TIFF';
  // Any zip starts so; whether it is a workbook is decided when its directory is read.
  if (starts(buffer, [0x50, 0x4b, 0x03, 0x04])) return 'XLSX';
  if (looksLikeCsv(buffer)) return 'CSV';
  return null;
}

function looksLikeCsv(buffer: Buffer): boolean {
  const head = buffer.subarray(0, 4096);
  if (head.length === 0 || head.includes(0)) return false;
  const text = head.toString('utf8');
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  return /[,;\t]/.test(firstLine);
}
