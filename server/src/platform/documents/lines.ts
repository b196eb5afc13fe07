import type { TextLine, TextRun } from './types';

/** A piece of text placed on a page (a PDF text item or an OCR word), origin top-left. */
export interface PlacedText {
  text: string;
  x: number;
  /** Top of the glyphs. */
  y: number;
  width: number;
  height: number;
  confidence: number;
}

/**
 * Rebuilds visual lines from placed pieces: pieces whose vertical centres lie within half a glyph
 * height share a line; on a line, pieces closer than `joinGap` glyph heights join into one run (a
 * word gap), farther ones stay separate runs (a column gap), so a table row keeps its cells apart.
 */
export function buildLines(page: number, pieces: PlacedText[], joinGap = 0.6): TextLine[] {
  const kept = pieces.filter((p) => p.text.trim() !== '' && p.height > 0);
  kept.sort((a, b) => a.y + a.height / 2 - (b.y + b.height / 2));
  const groups: PlacedText[][] = [];
  let centre = Number.NEGATIVE_INFINITY;
  let height = 0;
  for (const piece of kept) {
    const c = piece.y + piece.height / 2;
    const current = groups.at(-1);
    if (current && Math.abs(c - centre) <= Math.min(height, piece.height) / 2) {
      current.push(piece);
      // The line's centre follows its pieces, so a slight skew (scans) does not split it.
      centre = (centre * (current.length - 1) + c) / current.length;
      height = Math.max(height, piece.height);
    } else {
      groups.push([piece]);
      centre = c;
      height = piece.height;
    }
  }
  return groups.map((group) => toLine(page, group, joinGap));
}

function toLine(page: number, group: PlacedText[], joinGap: number): TextLine {
  group.sort((a, b) => a.x - b.x);
  const runs: TextRun[] = [];
  let last: PlacedText | null = null;
  for (const piece of group) {
    const run = runs.at(-1);
    const gap = last ? piece.x - (last.x + last.width) : Number.POSITIVE_INFINITY;
    if (run && last && gap < joinGap * Math.min(last.height, piece.height)) {
      const right = Math.max(run.box.x + run.box.width, piece.x + piece.width);
      const top = Math.min(run.box.y, piece.y);
      const bottom = Math.max(run.box.y + run.box.height, piece.y + piece.height);
      run.text = `${run.text}${gap > 0.1 * piece.height ? ' ' : ''}${piece.text.trim()}`;
      run.box = { page, x: run.box.x, y: top, width: right - run.box.x, height: bottom - top };
      run.confidence = Math.min(run.confidence, piece.confidence);
    } else {
      runs.push({
        text: piece.text.trim(),
        box: { page, x: piece.x, y: piece.y, width: piece.width, height: piece.height },
        confidence: piece.confidence,
      });
    }
    last = piece;
  }
  return { text: runs.map((r) => r.text).join(' '), box: unionBox(page, runs), runs };
}

export function unionBox(page: number, runs: Array<{ box: { x: number; y: number; width: number; height: number } }>) {
  const left = Math.min(...runs.map((r) => r.box.x));
  const top = Math.min(...runs.map((r) => r.box.y));
  const right = Math.max(...runs.map((r) => r.box.x + r.box.width));
  const bottom = Math.max(...runs.map((r) => r.box.y + r.box.height));
  return { page, x: left, y: top, width: right - left, height: bottom - top };
}
