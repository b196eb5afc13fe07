import sharp, { type Metadata } from 'sharp';
import { AppError } from '../errors';
import { Deadline } from './deadline';
import { ocrImage } from './ocr';
import { openPdf, readPdfTextPage, renderPdfPage } from './pdf';
import { readCsv, readXlsx, tooMany } from './sheet';
import { sniffType } from './sniff';
import type { DocumentFile, DocumentText, PageText, ReadLimits } from './types';

/** Pixels an image (or a rendered page) may have: a scan at 300 dpi of A3 is ~17 MP. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * Reads an uploaded document into placed text: a PDF's text layer (OCR for pages without one), an
 * image by OCR, a workbook or CSV by cells. The content decides the type, never the name. Bounded:
 * the page count is checked before any page is read, the whole read against `limits.timeoutMs`;
 * every failure a file can cause is an AppError(400) with its catalogue message, never a crash.
 */
export async function readDocument(file: DocumentFile, limits: ReadLimits): Promise<DocumentText> {
  const deadline = new Deadline(limits.timeoutMs);
  const type = sniffType(file.buffer);
  try {
    switch (type) {
      case 'PDF':
        return await readPdf(file.buffer, limits, deadline);
      case 'PNG':
      case 'JPEG':
      case 'TIFF':
        return await readImage(file.buffer, limits, deadline);
      case 'XLSX': {
        const { pages, pageCount } = await readXlsx(file.buffer, limits.maxPages, deadline);
        return { kind: 'XLSX', pages, pageCount };
      }
      case 'CSV': {
        const { pages, pageCount } = readCsv(file.buffer);
        return { kind: 'CSV', pages, pageCount };
      }
      default:
        throw new AppError(400, 'DOCUMENT_UNSUPPORTED_TYPE');
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // A reader library failing on a file is the file's fault as far as the uploader can tell.
    throw new AppError(400, 'DOCUMENT_MALFORMED');
  }
}

async function readPdf(buffer: Buffer, limits: ReadLimits, deadline: Deadline): Promise<DocumentText> {
  const doc = await openPdf(buffer, deadline);
  try {
    if (doc.numPages > limits.maxPages) throw tooMany(doc.numPages, limits.maxPages);
    const pages: PageText[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      deadline.check();
      const page = await deadline.race(doc.getPage(n));
      const text = await readPdfTextPage(page, deadline);
      if (text) pages.push(text);
      else {
        // No text layer: a scan. Rendered at 3x (216 dpi), read by OCR, boxes scaled back to points.
        const scale = 3;
        const png = await renderPdfPage(doc, page, scale, deadline, MAX_IMAGE_PIXELS);
        const ocr = await ocrImage(png, n, deadline, MAX_IMAGE_PIXELS);
        pages.push(scalePage(ocr, 1 / scale));
      }
      page.cleanup();
    }
    return { kind: 'PDF', pages, pageCount: doc.numPages };
  } finally {
    void doc.destroy();
  }
}

async function readImage(buffer: Buffer, limits: ReadLimits, deadline: Deadline): Promise<DocumentText> {
  let meta: Metadata;
  try {
    meta = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError(400, 'DOCUMENT_MALFORMED');
  }
  // The header's dimensions decide before a pixel is decoded: an image bomb is a small file.
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_IMAGE_PIXELS)
    throw new AppError(400, 'DOCUMENT_IMAGE_TOO_LARGE', undefined, { max: MAX_IMAGE_PIXELS / 1_000_000 });
  const pageCount = meta.pages ?? 1;
  if (pageCount > limits.maxPages) throw tooMany(pageCount, limits.maxPages);
  const pages: PageText[] = [];
  for (let n = 0; n < pageCount; n++) {
    const frame =
      pageCount > 1 ? await sharp(buffer, { page: n, limitInputPixels: MAX_IMAGE_PIXELS }).png().toBuffer() : buffer;
    pages.push(await ocrImage(frame, n + 1, deadline, MAX_IMAGE_PIXELS));
  }
  return { kind: 'IMAGE', pages, pageCount };
}

function scalePage(page: PageText, k: number): PageText {
  const box = <B extends { x: number; y: number; width: number; height: number }>(b: B): B => ({
    ...b,
    x: b.x * k,
    y: b.y * k,
    width: b.width * k,
    height: b.height * k,
  });
  return {
    ...page,
    width: page.width * k,
    height: page.height * k,
    lines: page.lines.map((line) => ({
      ...line,
      box: box(line.box),
      runs: line.runs.map((run) => ({ ...run, box: box(run.box) })),
    })),
  };
}

/**
 * A PNG of one page of a PDF (or the image itself), for the web to draw the read boxes over and for
 * the bench to make scans. `scale` 1 is 72 dpi, so a box in points times `scale` is a box in pixels.
 */
export async function renderPagePng(file: DocumentFile, page: number, scale = 2): Promise<Buffer> {
  const type = sniffType(file.buffer);
  if (type === 'PNG') return file.buffer;
  if (type === 'JPEG' || type === 'TIFF')
    return sharp(file.buffer, { limitInputPixels: MAX_IMAGE_PIXELS }).png().toBuffer();
  if (type !== 'PDF') throw new AppError(400, 'DOCUMENT_UNSUPPORTED_TYPE');
  const deadline = new Deadline(20_000);
  const doc = await openPdf(file.buffer, deadline);
  try {
    if (page < 1 || page > doc.numPages) throw new AppError(404, 'NOT_FOUND');
    return await renderPdfPage(doc, await doc.getPage(page), scale, deadline, MAX_IMAGE_PIXELS);
  } finally {
    void doc.destroy();
  }
}
