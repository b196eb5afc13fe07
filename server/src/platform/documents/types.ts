/**
 * Text read from an uploaded document, with where every piece was read from: the DA helper, the bank
 * details recogniser and the translator all start from this. Domain-free: nothing here knows a DA.
 * Coordinates are in the page's own units (PDF points for PDFs, pixels for images, row/column cells
 * for sheets), origin top-left, so a box can be drawn over a rendering of the page.
 */
export interface Box {
  /** 1-based page (sheet number for workbooks). */
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TextRun {
  text: string;
  box: Box;
  /** 0..1; 1 for a text layer or a sheet cell, the OCR engine's confidence for scans. */
  confidence: number;
}

/** Runs on one visual line (same baseline), left to right; for a sheet, one row's cells. */
export interface TextLine {
  text: string;
  box: Box;
  runs: TextRun[];
}

export type PageSource = 'TEXT_LAYER' | 'OCR' | 'SHEET';

export interface PageText {
  page: number;
  width: number;
  height: number;
  source: PageSource;
  /** A workbook sheet's name (XLSX only): what a cell reference names ("Sheet1!C12"). */
  name?: string;
  /** Degrees the page was turned to read it (scans), 0 otherwise. */
  rotation: number;
  lines: TextLine[];
}

export type DocumentKind = 'PDF' | 'IMAGE' | 'XLSX' | 'CSV';

export interface DocumentText {
  kind: DocumentKind;
  pages: PageText[];
  /** Pages the document has, which may exceed `pages.length` when reading was bounded. */
  pageCount: number;
}

export interface ReadLimits {
  /** Pages read at most; a longer document is refused (DOCUMENT_TOO_MANY_PAGES). */
  maxPages: number;
  /** Wall-clock bound for the whole read; past it the read is abandoned (DOCUMENT_READ_TIMEOUT). */
  timeoutMs: number;
}

export interface DocumentFile {
  buffer: Buffer;
  filename: string;
  /** The declared type is a hint only: the content's magic bytes decide. */
  contentType?: string;
}
