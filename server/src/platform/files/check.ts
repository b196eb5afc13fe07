import { formatMessage, type MessageCode } from '@portcall/contracts/messages';
import { Deadline } from '../documents/deadline';
import { openPdf } from '../documents/pdf';
import { sniffType } from '../documents/sniff';
import { checkZip } from '../documents/zip-guard';
import { AppError } from '../errors';

/** What an uploaded file is, by its bytes (documents/sniff.ts, plus WebP and Word). */
export type FileKind = 'PDF' | 'PNG' | 'JPEG' | 'TIFF' | 'WEBP' | 'XLSX' | 'DOCX' | 'CSV' | 'XML';

/** The names a file of each kind may carry. */
export const EXTENSIONS: Record<FileKind, readonly string[]> = {
  PDF: ['pdf'],
  PNG: ['png'],
  JPEG: ['jpg', 'jpeg'],
  TIFF: ['tif', 'tiff'],
  WEBP: ['webp'],
  XLSX: ['xlsx'],
  DOCX: ['docx'],
  CSV: ['csv', 'txt'],
  XML: ['xml'],
};

/**
 * What one file field accepts and the message a file of another kind gets. Attachments of port
 * calls, SOFs, claims, messages and payments: documents and scans; the DA helper and the bank letter
 * reader: what their readers read; the logo: pictures; the bulk uploads: CSV (docs/decisions.md
 * "Upload allow-lists").
 */
export interface FileRule {
  kinds: readonly FileKind[];
  /** The code of the refusal of another kind; ATTACHMENT_TYPE (the spec's text, with the list) if unset. */
  refusal?: MessageCode;
}
export type FileRules = Readonly<Record<string, FileRule>>;

export const DOCUMENTS: FileRule = { kinds: ['PDF', 'PNG', 'JPEG', 'TIFF', 'XLSX', 'DOCX', 'CSV'] };
export const READABLE: FileRule = {
  kinds: ['PDF', 'PNG', 'JPEG', 'TIFF', 'XLSX', 'CSV'],
  refusal: 'DOCUMENT_UNSUPPORTED_TYPE',
};
export const SCANS: FileRule = { kinds: ['PDF', 'PNG', 'JPEG', 'TIFF'] };
export const PDF_ONLY: FileRule = { kinds: ['PDF'] };
export const LOGO: FileRule = { kinds: ['PNG', 'JPEG', 'WEBP'], refusal: 'LOGO_TYPE' };
export const CSV_ONLY: FileRule = { kinds: ['CSV'] };
/** A bank's ISO 20022 statement (camt.053 / camt.054, payments/bank-files). */
export const BANK_STATEMENT: FileRule = { kinds: ['XML'], refusal: 'BANK_STATEMENT_TYPE' };

/** The usual form: a JSON part `form` plus repeated `attachments` documents (DESIGN §5). */
export const ATTACHMENTS: FileRules = { attachments: DOCUMENTS };
/** A form without files. */
export const NO_FILES: FileRules = {};

/** Pages a stored PDF may have: far above any real port document, far below a page bomb. */
export const MAX_ATTACHMENT_PAGES = 500;

export interface CheckedFile {
  field: string;
  filename: string;
  buffer: Buffer;
}

/**
 * Checks one uploaded file by its bytes before anything is stored: the content's kind must be one
 * the field accepts, the name's extension (if it has one) must be one of that kind's, a PDF at most
 * MAX_ATTACHMENT_PAGES pages, a workbook or Word file within the zip bounds of the DA helper.
 * Every refusal is a 400 with the field named.
 */
export async function checkUpload(file: CheckedFile, rule: FileRule): Promise<FileKind> {
  const refuse = (code: MessageCode, params: Record<string, string | number> = {}) =>
    new AppError(400, code, { [file.field]: formatMessage(code, params) }, params);
  const extension = extensionOf(file.filename);
  const kind = kindOf(file.buffer, extension, file.filename, refuse);
  if (!kind || !rule.kinds.includes(kind)) {
    if (rule.refusal) throw refuse(rule.refusal);
    throw refuse('ATTACHMENT_TYPE', { list: rule.kinds.map((k) => (k === 'WEBP' ? 'WebP' : k)).join(', ') });
  }
  if (extension !== null && !EXTENSIONS[kind].includes(extension))
    throw refuse('FILE_NAME_MISMATCH', {
      name: file.filename,
      type: kind,
      extensions: EXTENSIONS[kind].map((e) => `.${e}`).join(' or '),
    });
  if (kind === 'PDF') {
    const pages = await pageCount(file.buffer);
    if (pages !== null && pages > MAX_ATTACHMENT_PAGES)
      throw refuse('FILE_TOO_MANY_PAGES', { name: file.filename, pages, max: MAX_ATTACHMENT_PAGES });
  }
  return kind;
}

function extensionOf(filename: string): string | null {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : null;
}

function kindOf(
  buffer: Buffer,
  extension: string | null,
  name: string,
  refuse: (code: MessageCode, params?: Record<string, string | number>) => AppError,
): FileKind | null {
  if (
    buffer.length >= 12 &&
    buffer.subarray(0, 4).toString('latin1') === 'RIFF' &&
    buffer.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'WEBP';
  if (looksLikeXml(buffer)) return 'XML';
  const sniffed = sniffType(buffer);
  if (sniffed === 'XLSX') return zipKind(buffer, name, refuse);
  if (sniffed) return sniffed;
  // A one-column CSV has no delimiter to recognise: text (no NUL byte) named .csv is taken as one.
  if (buffer.length > 0 && extension !== null && EXTENSIONS.CSV.includes(extension) && !buffer.includes(0))
    return 'CSV';
  return null;
}

/** Text (no NUL byte) whose first mark, after a byte-order mark and blanks, opens an XML declaration or element. */
function looksLikeXml(buffer: Buffer): boolean {
  const head = buffer.subarray(0, 4096);
  if (head.length === 0 || head.includes(0)) return false;
  return /^(\uFEFF)?\s*<[?A-Za-z]/.test(head.toString('utf8'));
}

/** A zip is a workbook or a Word file by its entries; bounded before anything inflates it whole. */
function zipKind(
  buffer: Buffer,
  name: string,
  refuse: (code: MessageCode, params?: Record<string, string | number>) => AppError,
): FileKind | null {
  let entries: string[];
  try {
    entries = checkZip(buffer);
  } catch (error) {
    if (error instanceof AppError && error.code === 'DOCUMENT_ZIP_BOMB')
      throw refuse('FILE_UNPACKS_TOO_LARGE', { name });
    throw refuse('DOCUMENT_MALFORMED');
  }
  if (entries.includes('xl/workbook.xml')) return 'XLSX';
  if (entries.includes('word/document.xml')) return 'DOCX';
  return null;
}

/**
 * The page count pdf.js reads from the page tree, or null when it cannot open the file (damaged or
 * password-protected): such a file is stored as it is, its count unknown (docs/decisions.md).
 */
async function pageCount(buffer: Buffer): Promise<number | null> {
  const deadline = new Deadline(10_000);
  try {
    const doc = await openPdf(buffer, deadline);
    const pages = doc.numPages;
    void doc.destroy();
    return pages;
  } catch {
    return null;
  }
}
