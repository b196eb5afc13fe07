import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/types/src/display/api';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../errors';
import { Deadline } from './deadline';
import { ocrImage } from './ocr';
import { embeddedScan, openPdf, readPdfTextPage, renderPdfPage } from './pdf';
import { readCsv, readXlsx, tooMany } from './sheet';
import { sniffType } from './sniff';
import type { Box, DocumentFile, DocumentText, PageText, ReadLimits } from './types';

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
      else pages.push(await readScannedPage(doc, page, deadline));
      page.cleanup();
    }
    return { kind: 'PDF', pages, pageCount: doc.numPages };
  } finally {
    void doc.destroy();
  }
}

/**
 * A page without text: its scanned picture read at the scanner's resolution when the page is one
 * picture (brought to 150-400 dpi: tesseract misreads both smaller and much larger glyphs), else the
 * page rendered at 3x (216 dpi); the boxes are brought back to points either way.
 */
async function readScannedPage(doc: PDFDocumentProxy, page: PDFPageProxy, deadline: Deadline): Promise<PageText> {
  const n = page.pageNumber;
  const viewport = page.getViewport({ scale: 1 });
  const scan = await embeddedScan(page, deadline, MAX_IMAGE_PIXELS);
  if (scan) {
    const dpi = 72 / scan.scaleX;
    const resize = dpi < 150 ? 216 / dpi : dpi > 400 ? 300 / dpi : 1;
    const image =
      resize === 1
        ? scan.image
        : await sharp(scan.image)
            .resize({ width: Math.round(scan.width * resize) })
            .png()
            .toBuffer();
    const ocr = await ocrImage(image, n, deadline, MAX_IMAGE_PIXELS);
    // Boxes are in the frame of the page as it was read (turned when the scan was), as for an image.
    const quarter = ocr.rotation % 180 !== 0;
    const [sx, sy] = quarter ? [scan.scaleY, scan.scaleX] : [scan.scaleX, scan.scaleY];
    const [dx, dy] = ocr.rotation === 0 ? [scan.offsetX, scan.offsetY] : [0, 0];
    const toPage = ({ x, y, width, height }: Box) => ({
      x: dx + (x / resize) * sx,
      y: dy + (y / resize) * sy,
      width: (width / resize) * sx,
      height: (height / resize) * sy,
    });
    const [width, height] = quarter ? [viewport.height, viewport.width] : [viewport.width, viewport.height];
    return { ...mapBoxes(ocr, toPage), width, height };
  }
  const scale = 3;
  const png = await renderPdfPage(doc, page, scale, deadline, MAX_IMAGE_PIXELS);
  const ocr = await ocrImage(png, n, deadline, MAX_IMAGE_PIXELS);
  const toPage = (b: Box) => ({ x: b.x / scale, y: b.y / scale, width: b.width / scale, height: b.height / scale });
  return { ...mapBoxes(ocr, toPage), width: ocr.width / scale, height: ocr.height / scale };
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

function mapBoxes(page: PageText, toPage: (b: Box) => Omit<Box, 'page'>): PageText {
  const box = (b: Box): Box => ({ ...b, ...toPage(b) });
  return {
    ...page,
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
