import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createWorker, type Worker } from 'tesseract.js';
import type { Deadline } from './deadline';
import { buildLines, type PlacedText } from './lines';
import { cleanScan } from './scan-cleanup';
import type { PageText } from './types';

/**
 * Offline OCR: tesseract.js with the English model shipped in the `@tesseract.js-data/eng` package
 * (read from node_modules, unpacked once into a temp dir), never a download. One worker serves every
 * read in turn (the machine has few cores and a worker holds ~100 MB); a read that runs out of time
 * terminates it and the next read starts a fresh one.
 */
const require = createRequire(import.meta.url);
const ENG_DIR = join(require.resolve('@tesseract.js-data/eng/package.json'), '..', '4.0.0');
const CACHE_DIR = join(tmpdir(), 'portcall-tesseract');

let worker: Promise<Worker> | null = null;
let queue: Promise<unknown> = Promise.resolve();

function getWorker(): Promise<Worker> {
  worker ??= createWorker('eng', 1, {
    langPath: ENG_DIR,
    cachePath: CACHE_DIR,
    gzip: true,
    logger: () => {},
    errorHandler: () => {},
  })
    .then(async (created) => {
      // Scans carry no trustworthy resolution; the pages are rendered at about this one.
      await created.setParameters({ user_defined_dpi: '216' });
      return created;
    })
    .catch((error) => {
      worker = null;
      throw error;
    });
  return worker;
}

/** Stops the worker (end of the process, a timed-out read); the next OCR starts a new one. */
export async function stopOcr() {
  const current = worker;
  worker = null;
  if (current) await (await current.catch(() => null))?.terminate();
}

/** Runs `work` after the OCR calls queued before it: one page at a time through the one worker. */
function serialised<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work);
  queue = next.catch(() => {});
  return next;
}

interface Recognised {
  pieces: PlacedText[];
  confidence: number;
  words: number;
}

async function recognise(png: Buffer, deadline: Deadline): Promise<Recognised> {
  deadline.check();
  const current = await deadline.race(getWorker());
  deadline.onExpire(() => stopOcr());
  const { data } = await deadline.race(current.recognize(png, {}, { blocks: true, text: false }));
  const pieces: PlacedText[] = [];
  let sum = 0;
  for (const block of data.blocks ?? [])
    for (const paragraph of block.paragraphs)
      for (const line of paragraph.lines)
        for (const word of line.words) {
          const text = word.text.trim();
          // Marks alone ("|", ".", "—") are what is left of a rule or a speck, never a value.
          if (!/[\p{L}\p{N}$€£¥]/u.test(text)) continue;
          const { x0, y0, x1, y1 } = word.bbox;
          // A word's box includes descenders; the line's height keeps a row's words on one line.
          pieces.push({
            text,
            x: x0,
            y: y0,
            width: x1 - x0,
            height: Math.max(y1 - y0, 1),
            confidence: word.confidence / 100,
          });
          sum += word.confidence * Math.min(text.length, 12);
        }
  const weight = pieces.reduce((n, p) => n + Math.min(p.text.length, 12), 0);
  return { pieces, confidence: weight ? sum / weight / 100 : 0, words: pieces.length };
}

/** How readable a turn of the page is: confident words, weighted by how many were found. */
const score = (r: Recognised) => r.confidence * Math.log(1 + r.words);

/**
 * Reads a scanned page: cleaned up (greyscale, contrast stretched, speckles removed), read upright,
 * and when that reads poorly, turned by 180, 90 and 270 degrees and the turn read best is kept
 * (tesseract.js carries no orientation model offline, so the turns are tried).
 */
export async function ocrImage(image: Buffer, page: number, deadline: Deadline, maxPixels: number): Promise<PageText> {
  return serialised(async () => {
    // Upright per EXIF first: sharp applies one rotation per pipeline, the turns tried below are another.
    const upright = await cleanScan(
      await sharp(image, { limitInputPixels: maxPixels })
        .rotate()
        // One grey channel: an alpha channel (rendered pages have one) would double the raw row width.
        .flatten({ background: '#ffffff' })
        .greyscale()
        .toColourspace('b-w')
        .median(3)
        .raw()
        .toBuffer({ resolveWithObject: true }),
    );
    const { width, height } = await sharp(upright).metadata();
    // DA pages are portrait: a landscape scan was most likely turned a quarter, so those turns go first.
    const turns = (height ?? 0) >= (width ?? 0) ? [0, 180, 90, 270] : [90, 270, 0, 180];
    let best: { rotation: number; result: Recognised; width: number; height: number } | null = null;
    for (const [i, rotation] of turns.entries()) {
      const turned = await sharp(upright).rotate(rotation).png().toBuffer({ resolveWithObject: true });
      const result = await recognise(turned.data, deadline);
      if (!best || score(result) > score(best.result))
        best = { rotation, result, width: turned.info.width, height: turned.info.height };
      // A turn read confidently is the right one; the quarter turns are tried only when neither of
      // the first pair read well.
      if (best.result.confidence >= 0.75 && best.result.words >= 5) break;
      if (i === 1 && best.result.confidence >= 0.6) break;
    }
    if (!best) throw new Error('unreachable');
    return {
      page,
      width: best.width,
      height: best.height,
      source: 'OCR',
      rotation: best.rotation,
      lines: buildLines(page, best.result.pieces, 0.9),
    };
  });
}
