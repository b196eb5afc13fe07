import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { renderPdf } from '../pdf';
import { stopOcr } from './ocr';
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
