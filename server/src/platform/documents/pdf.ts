import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/types/src/display/api';
import sharp from 'sharp';
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

/** A scanned page's own picture and where its pixels lie on the page (points = pixels x scale + offset). */
export interface EmbeddedScan {
  image: Buffer;
  width: number;
  height: number;
  scaleX: number;
  scaleY: number;
  offsetX: number;
  offsetY: number;
}

/**
 * The picture a scanned page is made of, at the resolution it was scanned at: rendering the page
 * instead resamples the scanner's pixels (blurring thin strokes and JPEG noise together), which costs
 * OCR digits. Only a page painted with one upright image covering most of it qualifies; anything else
 * (several images, a turned or masked picture, vector art) is `null` and gets rendered.
 */
export async function embeddedScan(
  page: PDFPageProxy,
  deadline: Deadline,
  maxPixels: number,
): Promise<EmbeddedScan | null> {
  const { OPS, Util, ImageKind } = await loadPdfjs();
  const viewport = page.getViewport({ scale: 1 });
  const list = await deadline.race(page.getOperatorList());
  let ctm = [1, 0, 0, 1, 0, 0];
  const stack: number[][] = [];
  const painted: Array<{ id: string; matrix: number[] }> = [];
  for (let i = 0; i < list.fnArray.length; i++) {
    const fn = list.fnArray[i];
    const args = list.argsArray[i] as unknown[];
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore || fn === OPS.paintFormXObjectEnd) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.transform) ctm = Util.transform(ctm, args as number[]);
    else if (fn === OPS.paintFormXObjectBegin) {
      stack.push(ctm);
      if (Array.isArray(args[0])) ctm = Util.transform(ctm, args[0] as number[]);
    } else if (fn === OPS.paintImageXObject) painted.push({ id: String(args[0]), matrix: ctm });
    else if (
      fn === OPS.paintInlineImageXObject ||
      fn === OPS.paintImageMaskXObject ||
      fn === OPS.paintImageXObjectRepeat ||
      fn === OPS.paintInlineImageXObjectGroup ||
      fn === OPS.paintImageMaskXObjectGroup
    )
      return null;
  }
  const only = painted.length === 1 ? painted[0] : undefined;
  if (!only) return null;
  // Unit square of the image -> viewport (top-left origin): upright means no shear and y flipped.
  const [a, b, c, d, e, f] = Util.transform(viewport.transform, only.matrix) as number[];
  const upright = Math.abs(b ?? 1) < 1e-6 && Math.abs(c ?? 1) < 1e-6 && (a ?? 0) > 0 && (d ?? 0) < 0;
  if (!upright || (a ?? 0) * -(d ?? 0) < 0.5 * viewport.width * viewport.height) return null;
  const objects = only.id.startsWith('g_') ? page.commonObjs : page.objs;
  const img = objects.has(only.id)
    ? (objects.get(only.id) as { width: number; height: number; kind: number; data?: Uint8ClampedArray } | null)
    : null;
  if (!img?.data || img.width * img.height > maxPixels) return null;
  const grey = toGrey(img.data, img.width, img.height, img.kind, ImageKind);
  if (!grey) return null;
  return {
    image: await sharp(grey, { raw: { width: img.width, height: img.height, channels: 1 } })
      .png({ compressionLevel: 1 })
      .toBuffer(),
    width: img.width,
    height: img.height,
    scaleX: (a ?? 0) / img.width,
    scaleY: -(d ?? 0) / img.height,
    offsetX: e ?? 0,
    offsetY: (f ?? 0) + (d ?? 0),
  };
}

/** pdf.js's decoded pixels (1-bit rows padded to bytes, RGB or RGBA) as one grey byte a pixel. */
function toGrey(
  data: Uint8ClampedArray,
  width: number,
  height: number,
  kind: number,
  kinds: { GRAYSCALE_1BPP: number; RGB_24BPP: number; RGBA_32BPP: number },
): Buffer | null {
  const out = Buffer.alloc(width * height);
  if (kind === kinds.GRAYSCALE_1BPP) {
    const row = Math.ceil(width / 8);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        out[y * width + x] = (data[y * row + (x >> 3)] ?? 0) & (0x80 >> (x & 7)) ? 255 : 0;
    return out;
  }
  const channels = kind === kinds.RGB_24BPP ? 3 : kind === kinds.RGBA_32BPP ? 4 : 0;
  if (!channels || data.length < width * height * channels) return null;
  for (let i = 0, j = 0; i < out.length; i++, j += channels)
    out[i] = Math.round(0.299 * (data[j] ?? 0) + 0.587 * (data[j + 1] ?? 0) + 0.114 * (data[j + 2] ?? 0));
  return out;
}
