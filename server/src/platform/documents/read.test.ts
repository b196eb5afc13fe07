import { crc32 } from 'node:zlib';
import { messages } from '@portcall/contracts/messages';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderPdf } from '../pdf';
import { readDocument } from './read';
import { buildRawPdf, buildZip } from './test-files';
import type { DocumentText } from './types';

const limits = { maxPages: 20, timeoutMs: 20_000 };
const runsOf = (doc: DocumentText, page = 0) => doc.pages[page]?.lines.map((l) => l.runs.map((r) => r.text)) ?? [];

async function refusal(buffer: Buffer, filename = 'x') {
  return readDocument({ buffer, filename }, limits).then(
    () => null,
    (error: { status?: number; message?: string }) => ({ status: error.status, message: error.message }),
  );
}

describe('readDocument: text PDFs', () => {
  it('rebuilds table rows from positions, cells kept apart, top to bottom', async () => {
    const pdf = await renderPdf({
      content: [
        { text: 'DISBURSEMENT ACCOUNT', fontSize: 14 },
        {
          table: {
            widths: [200, 60, 80],
            body: [
              ['Description', 'Qty', 'Amount'],
              ['Pilotage in/out', '2', '1,234.56'],
              ['Towage', '1', '500.00'],
            ],
          },
        },
      ],
    });
    const doc = await readDocument({ buffer: pdf, filename: 'da.bin' }, limits);
    expect(doc.kind).toBe('PDF');
    expect(doc.pageCount).toBe(1);
    expect(doc.pages[0]?.source).toBe('TEXT_LAYER');
    expect(runsOf(doc)).toEqual([
      ['DISBURSEMENT ACCOUNT'],
      ['Description', 'Qty', 'Amount'],
      ['Pilotage in/out', '2', '1,234.56'],
      ['Towage', '1', '500.00'],
    ]);
    const amount = doc.pages[0]?.lines[2]?.runs[2];
    // Origin top-left: the third row lies below the first.
    expect(amount?.box.y).toBeGreaterThan(doc.pages[0]?.lines[0]?.box.y ?? 0);
    expect(amount?.box.page).toBe(1);
  });

  it('reads the text of a PDF that carries JavaScript without running it', async () => {
    const pdf = buildRawPdf({ text: 'Port dues 1,000.00', javascript: 'globalThis.pwned = true; app.alert(1)' });
    const doc = await readDocument({ buffer: pdf, filename: 'js.pdf' }, limits);
    expect(doc.pages[0]?.lines[0]?.text).toBe('Port dues 1,000.00');
    expect((globalThis as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('refuses a 1,000-page PDF from its page count, with the count in the message', async () => {
    const refused = await refusal(buildRawPdf({ pages: 1000, text: 'page' }));
    expect(refused).toEqual({ status: 400, message: 'The document has 1000 pages; at most 20 pages can be read' });
  });

  it('refuses truncated and non-PDF files with the damaged-file message', async () => {
    const pdf = await renderPdf({ content: ['Agency fee 300.00'] });
    expect(await refusal(pdf.subarray(0, 200))).toEqual({ status: 400, message: messages.DOCUMENT_MALFORMED });
    expect(await refusal(Buffer.from('%PDF-1.7\nnonsense'))).toEqual({
      status: 400,
      message: messages.DOCUMENT_MALFORMED,
    });
    expect(await refusal(Buffer.from([0, 1, 2, 3, 4]))).toEqual({
      status: 400,
      message: messages.DOCUMENT_UNSUPPORTED_TYPE,
    });
  });
});

describe('readDocument: workbooks and CSV', () => {
  it('reads each sheet as a page and each row as a line of cells, numbers without float noise', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('PDA');
    sheet.addRow(['Vessel', 'MV Nordic Star']);
    sheet.addRow([]);
    sheet.addRow(['Pilotage', 2, { formula: 'B3*617.28', result: 0.1 + 0.2 + 1234.26 }]);
    sheet.addRow(['Date', new Date(Date.UTC(2026, 2, 14))]);
    workbook.addWorksheet('Notes').addRow(['Remarks']);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const doc = await readDocument({ buffer, filename: 'da.xlsx' }, limits);
    expect(doc.kind).toBe('XLSX');
    expect(doc.pageCount).toBe(2);
    expect(runsOf(doc)).toEqual([
      ['Vessel', 'MV Nordic Star'],
      ['Pilotage', '2', '1234.56'],
      ['Date', '2026-03-14'],
    ]);
    expect(doc.pages[0]?.lines[1]?.runs[2]?.box).toEqual({ page: 1, x: 2, y: 2, width: 1, height: 1 });
    expect(runsOf(doc, 1)).toEqual([['Remarks']]);
  });

  it('reads a semicolon CSV with decimal commas as one page', async () => {
    const csv = 'Description;Amount\r\n"Port dues; berth 4";1.234,56\r\nAgency fee;300,00\r\n';
    const doc = await readDocument({ buffer: Buffer.from(csv), filename: 'da.csv' }, limits);
    expect(doc.kind).toBe('CSV');
    expect(runsOf(doc)).toEqual([
      ['Description', 'Amount'],
      ['Port dues; berth 4', '1.234,56'],
      ['Agency fee', '300,00'],
    ]);
  });

  it('refuses a zip bomb before unpacking it, whether it declares its size or lies about it', async () => {
    const workbookXml = { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') };
    const declared = buildZip([
      workbookXml,
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(101 * 1024 * 1024, 32) },
    ]);
    expect(declared.length).toBeLessThan(200_000);
    expect(await refusal(declared)).toEqual({ status: 400, message: messages.DOCUMENT_ZIP_BOMB });
    const lying = buildZip([
      workbookXml,
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(5_000_000, 32), declaredSize: 1000 },
    ]);
    expect(await refusal(lying)).toEqual({ status: 400, message: messages.DOCUMENT_ZIP_BOMB });
  });

  it('refuses a truncated workbook and a zip that is not a workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('DA').addRow(['Towage', 500]);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await refusal(buffer.subarray(0, buffer.length - 100))).toEqual({
      status: 400,
      message: messages.DOCUMENT_MALFORMED,
    });
    const other = buildZip([{ name: 'word/document.xml', data: Buffer.from('<w/>') }]);
    expect(await refusal(other)).toEqual({ status: 400, message: messages.DOCUMENT_UNSUPPORTED_TYPE });
  });
});

describe('readDocument: images', () => {
  it('refuses an image bomb from its declared dimensions, before decoding it', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    // IHDR starts at byte 8: length, type, width, height, ..., CRC over type and data.
    png.writeUInt32BE(60_000, 16);
    png.writeUInt32BE(60_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    expect(await refusal(png)).toEqual({
      status: 400,
      message: 'The image is larger than 40 megapixels; please upload a smaller scan',
    });
  });
});
