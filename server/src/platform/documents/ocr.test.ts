import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { renderPdf } from '../pdf';
import { Deadline } from './deadline';
import { stopOcr } from './ocr';
import { embeddedScan, openPdf } from './pdf';
import { readDocument, renderPagePng } from './read';

afterAll(() => stopOcr());

describe('readDocument: scans by offline OCR', () => {
  it('reads a scanned page turned upside down, rows rebuilt and the turn reported', async () => {
    const pdf = await renderPdf({
      content: [
        { text: 'DISBURSEMENT ACCOUNT', fontSize: 14 },
        {
          table: {
            widths: [200, 60, 80],
            body: [
              ['Description', 'Qty', 'Amount'],
              ['Pilotage inward', '2', '1,234.56'],
              ['Agency fee', '', '850.00'],
            ],
          },
        },
      ],
    });
    const page = await renderPagePng({ buffer: pdf, filename: 'da.pdf' }, 1, 2.5);
    const scan = await sharp(page).rotate(180).jpeg({ quality: 80 }).toBuffer();
    const doc = await readDocument({ buffer: scan, filename: 'scan.jpg' }, { maxPages: 5, timeoutMs: 120_000 });
    expect(doc.kind).toBe('IMAGE');
    expect(doc.pages[0]?.source).toBe('OCR');
    expect(doc.pages[0]?.rotation).toBe(180);
    const rows = doc.pages[0]?.lines.map((l) => l.runs.map((r) => r.text)) ?? [];
    expect(rows).toContainEqual(['Pilotage inward', '2', '1,234.56']);
    expect(rows).toContainEqual(['Agency fee', '850.00']);
    const amount = doc.pages[0]?.lines.flatMap((l) => l.runs).find((r) => r.text === '1,234.56');
    expect(amount?.confidence).toBeGreaterThan(0.6);
  }, 180_000);
});

describe('readDocument: a scanned PDF', () => {
  it('reads the picture a page is made of, straightened, rules ignored, boxes in the page`s points', async () => {
    const original = await renderPdf({
      content: [
        { text: 'DISBURSEMENT ACCOUNT', fontSize: 14 },
        {
          table: {
            widths: [200, 60, 80],
            body: [
              ['Description', 'Qty', 'Amount'],
              ['Pilotage inward', '2', '1,234.56'],
              ['Agency fee', '', '850.00'],
              ['Grand total', '', '2,084.56'],
            ],
          },
        },
      ],
    });
    // Printed and scanned at 200 dpi, a little askew, as JPEG inside a PDF of the same page size.
    const page = await renderPagePng({ buffer: original, filename: 'da.pdf' }, 1, 200 / 72);
    const skewed = await sharp(page).rotate(0.7, { background: '#ffffff' }).jpeg({ quality: 75 }).toBuffer();
    const scan = await renderPdf({
      pageMargins: 0,
      content: [{ image: `data:image/jpeg;base64,${skewed.toString('base64')}`, width: 595.28 }],
    });
    const pdf = await openPdf(scan, new Deadline(20_000));
    const picture = await embeddedScan(await pdf.getPage(1), new Deadline(20_000), 40_000_000);
    await pdf.destroy();
    // The scanner's own pixels (not a rendering at some other resolution) are what is read.
    expect(picture).toMatchObject({ width: (await sharp(skewed).metadata()).width, offsetX: 0, offsetY: 0 });
    const text = await readDocument({ buffer: original, filename: 'da.pdf' }, { maxPages: 5, timeoutMs: 20_000 });
    const doc = await readDocument({ buffer: scan, filename: 'scan.pdf' }, { maxPages: 5, timeoutMs: 120_000 });
    expect(doc.pages[0]).toMatchObject({ source: 'OCR', rotation: 0 });
    const rows = doc.pages[0]?.lines.map((l) => l.runs.map((r) => r.text)) ?? [];
    // The words may carry an OCR slip ("Piiotage"); the numbers and the cells they sit in may not.
    expect(rows.map((r) => r.slice(1))).toContainEqual(['2', '1,234.56']);
    expect(rows).toContainEqual(['Grand total', '2,084.56']);
    const printed = text.pages[0]?.lines.flatMap((l) => l.runs).find((r) => r.text === '1,234.56')?.box;
    const read = doc.pages[0]?.lines.flatMap((l) => l.runs).find((r) => r.text === '1,234.56')?.box;
    // Where the amount is printed on the page, within a few points (the scan is resampled and turned).
    expect(Math.abs((read?.x ?? 0) - (printed?.x ?? 99))).toBeLessThan(8);
    expect(Math.abs((read?.y ?? 0) - (printed?.y ?? 99))).toBeLessThan(8);
  }, 180_000);
});
