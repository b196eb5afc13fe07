import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/types/src/display/api';
import { AppError } from '../errors';
import type { Deadline } from './deadline';
import { buildLines, type PlacedText } from './lines';
import type { PageText } from './types';

type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<Pdfjs> | null = null;
// Loaded on first use: the server starts without it and only a document read pays for it.
const loadPdfjs = () => {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs;
};

/**
 * Opens a PDF for reading only. Nothing in the file runs: no eval (fonts are not compiled to code),
 * no scripting (pdf.js runs a document's JavaScript only in a viewer with a sandbox, never here), no
 * font faces, no network. Damaged and password-protected files are refused with their own message.
 */
export async function openPdf(buffer: Buffer, deadline: Deadline): Promise<PDFDocumentProxy> {
  const { getDocument } = await loadPdfjs();
  const task = getDocument({
    data: new Uint8Array(buffer),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    disableAutoFetch: true,
    disableStream: true,
    isOffscreenCanvasSupported: false,
    verbosity: 0,
  });
  deadline.onExpire(() => task.destroy());
  try {
    return await deadline.race(task.promise);
  } catch (error) {
    if (error instanceof AppError) throw error;
    void task.destroy();
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException') throw new AppError(400, 'DOCUMENT_ENCRYPTED');
    throw new AppError(400, 'DOCUMENT_MALFORMED');
  }
}

/** Reads one page's text layer; `null` when the page has (almost) no text, i.e. is a scan. */
export async function readPdfTextPage(page: PDFPageProxy, deadline: Deadline): Promise<PageText | null> {
  const { Util } = await loadPdfjs();
  const viewport = page.getViewport({ scale: 1 });
  const content = await deadline.race(page.getTextContent());
  const pieces: PlacedText[] = [];
  for (const item of content.items) {
    if (!('str' in item) || item.str.trim() === '') continue;
    const m = Util.transform(viewport.transform, item.transform);
    const height = Math.hypot(m[2], m[3]);
    pieces.push({ text: item.str, x: m[4], y: m[5] - height, width: item.width, height, confidence: 1 });
  }
  const characters = pieces.reduce((n, p) => n + p.text.trim().length, 0);
  if (characters < 10) return null;
  return {
    page: page.pageNumber,
    width: viewport.width,
    height: viewport.height,
    source: 'TEXT_LAYER',
    rotation: 0,
    lines: buildLines(page.pageNumber, pieces),
  };
}

/** Renders a page to PNG (for OCR of scans, and for the web to draw boxes over). */
export async function renderPdfPage(
  doc: PDFDocumentProxy,
  page: PDFPageProxy,
  scale: number,
  deadline: Deadline,
  maxPixels: number,
): Promise<Buffer> {
  const viewport = page.getViewport({ scale });
  const width = Math.ceil(viewport.width);
  const height = Math.ceil(viewport.height);
  if (width * height > maxPixels)
    throw new AppError(400, 'DOCUMENT_IMAGE_TOO_LARGE', undefined, { max: maxPixels / 1_000_000 });
  // pdf.js's own canvas factory (its bundled @napi-rs/canvas): a second copy of the canvas module
  // would hand it paths it does not recognise.
  const factory = doc.canvasFactory as {
    create(
      w: number,
      h: number,
    ): { canvas: { toBuffer(type: 'image/png'): Buffer }; context: CanvasRenderingContext2D };
  };
  const { canvas, context } = factory.create(width, height);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  const task = page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context, viewport });
  deadline.onExpire(() => task.cancel());
  await deadline.race(task.promise);
  return canvas.toBuffer('image/png');
}
