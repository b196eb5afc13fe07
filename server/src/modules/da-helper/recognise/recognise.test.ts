import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readDocument } from '../../../platform/documents/read';
import { renderPdf } from '../../../platform/pdf';
import { parseAmount } from './amounts';
import { findDates } from './dates';
import { recogniseDa, recogniseFile } from './recognise';
import { seededContext } from './test-context';

const limits = { maxPages: 20, timeoutMs: 20_000 };
const ctx = seededContext();
const codeOf = (name: string) => ctx.catalogue.find((e) => e.code === name)?.id;

describe('amounts as printed in several locales', () => {
  it.each([
    ['1,234.56', '1234.56'],
    ['1.234,56', '1234.56'],
    ['1 234,56', '1234.56'],
    ['1\u00a0234,56', '1234.56'],
    ["1'234.56", '1234.56'],
    ['1234', '1234'],
    ['1,234,567', '1234567'],
    ['12.345.678,9', '12345678.9'],
    ['USD 500.00', '500.00'],
    ['€ 75,50', '75.50'],
    ['(1,200.00)', '-1200.00'],
    ['-35.5', '-35.5'],
    ['0.125', '0.125'],
  ])('%s reads as %s', (printed, value) => {
    expect(parseAmount(printed)?.value).toBe(value);
  });

  it('settles a lone separator before three digits by the currency and the document', () => {
    expect(parseAmount('1.250', null, 3)?.value).toBe('1.250');
    expect(parseAmount('1,250', '.', 2)?.value).toBe('1250');
    expect(parseAmount('1.250', ',', 2)?.value).toBe('1250');
    expect(parseAmount('125,000', null, 0)?.value).toBe('125000');
  });

  it.each(['14.03.2026', 'Pilotage', '12-34', '1,2,3', '+44 20 7946 0958x', ''])('%s is not an amount', (text) => {
    expect(parseAmount(text)).toBeNull();
  });

  it('reads dates in common formats as ISO', () => {
    expect(findDates('ETA 14/03/2026, ETD 2026-03-16, issued 5 Apr 2026 and March 7, 2026').map((d) => d.iso)).toEqual([
      '2026-03-14',
      '2026-03-16',
      '2026-04-05',
      '2026-03-07',
    ]);
    expect(findDates('31.02.2026')).toEqual([]);
  });
});

describe('recogniseDa', () => {
  it('reads header, sections, lines with quantity and unit price, and checks the total of a text PDF', async () => {
    const pdf = await renderPdf({
      content: [
        { text: 'PROFORMA DISBURSEMENT ACCOUNT', fontSize: 14 },
        { columns: [{ text: 'Vessel: MV Nordic Star' }, { text: 'Port: Rotterdam' }] },
        { columns: [{ text: 'Voyage No.: 24E07' }, { text: 'ETA: 14/03/2026' }] },
        { text: 'Currency: EUR' },
        {
          layout: 'lightHorizontalLines',
          table: {
            widths: [220, 50, 80, 90],
            body: [
              ['Description', 'Qty', 'Unit price', 'Amount'],
              [{ text: 'PORT EXPENSES', colSpan: 4 }, '', '', ''],
              ['Pilotage inward', '1', '2.345,60', '2.345,60'],
              ['Tugs outward', '2', '1.100,00', '2.200,00'],
              [{ text: 'AGENCY', colSpan: 4 }, '', '', ''],
              ['Agency fee', '', '', '850,00'],
              ['Subtotal agency', '', '', '850,00'],
              ['Grand total', '', '', '5.400,00'],
            ],
          },
        },
      ],
    });
    const da = await recogniseFile({ buffer: pdf, filename: 'pda.pdf' }, limits, ctx);
    expect(da.currency?.value).toBe('EUR');
    expect(da.vessel?.value).toBe('MV Nordic Star');
    expect(da.port?.value).toBe('Rotterdam');
    expect(da.voyage?.value).toBe('24E07');
    expect(da.dates.map((d) => [d.value, d.label])).toEqual([['2026-03-14', 'ETA']]);
    expect(
      da.lines.map((l) => [
        l.description.value,
        l.quantity?.value ?? null,
        l.unitPrice?.value ?? null,
        l.amount.value,
        l.section,
        l.match?.code,
      ]),
    ).toEqual([
      ['Pilotage inward', '1', '2345.60', '2345.60', 'PORT', 'PILOTAGE_IN'],
      ['Tugs outward', '2', '1100.00', '2200.00', 'PORT', 'TOWAGE_OUT'],
      ['Agency fee', null, null, '850.00', 'AGENCY', 'AGENCY_FEE'],
    ]);
    const pilotage = da.lines[0];
    expect(pilotage?.amount.snippet).toBe('2.345,60');
    expect(pilotage?.amount.box.page).toBe(1);
    expect(pilotage?.amount.confidence).toBe(1);
    expect(da.totals).toMatchObject({ sumOfLines: '5395.6', difference: '4.4' });
    expect(da.totals.printed?.snippet).toBe('5.400,00');
  });

  it('reads an XLSX with a heading row and amounts in a 3-decimal currency', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('FDA');
    sheet.addRow(['Vessel', 'MV Gulf Pearl']);
    sheet.addRow(['Port', 'Shuwaikh']);
    sheet.addRow([]);
    sheet.addRow(['No.', 'Service', 'Amount (KWD)']);
    sheet.addRow([1, 'Port dues', 1250.125]);
    sheet.addRow([2, 'Garbage removal', 45.5]);
    sheet.addRow(['', 'Total', 1295.625]);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const da = await recogniseFile({ buffer, filename: 'fda.xlsx' }, limits, ctx);
    expect(da.currency?.value).toBe('KWD');
    expect(da.vessel?.value).toBe('MV Gulf Pearl');
    expect(da.lines.map((l) => [l.description.value, l.amount.value, l.match?.code])).toEqual([
      ['Port dues', '1250.125', 'PORT_DUES'],
      ['Garbage removal', '45.5', 'GARBAGE'],
    ]);
    expect(da.lines[1]?.amount.box).toEqual({ page: 1, x: 2, y: 5, width: 1, height: 1 });
    // Each line cites the cell its amount was read from, as the spreadsheet names it.
    expect(da.lines.map((l) => l.cell)).toEqual(['FDA!C5', 'FDA!C6']);
    expect(da.totals).toMatchObject({ sumOfLines: '1295.625', difference: '0' });
  });

  it('reads a CSV without a heading row, JPY amounts without decimals', async () => {
    const csv = 'Vessel;MV Sakura Maru\nCurrency;JPY\nPilotage in;;185,000\nLinesmen;;42,000\nTOTAL;;227,000\n';
    const da = await recogniseFile({ buffer: Buffer.from(csv), filename: 'da.csv' }, limits, ctx);
    expect(da.currency?.value).toBe('JPY');
    expect(da.lines.map((l) => [l.description.value, l.amount.value, l.match?.code])).toEqual([
      ['Pilotage in', '185000', 'PILOTAGE_IN'],
      ['Linesmen', '42000', 'MOORING'],
    ]);
    expect(da.totals.difference).toBe('0');
  });

  it('prefers what feedback taught for this agent over the fuzzy match', async () => {
    const csv = 'Description,Amount\nSundries as per attached,120.00\nPilot in,300.00\n';
    const doc = await readDocument({ buffer: Buffer.from(csv), filename: 'da.csv' }, limits);
    const fuzzy = recogniseDa(doc, ctx);
    expect(fuzzy.lines[0]?.match?.code).not.toBe('STORES_PROVISIONS');
    const stores = codeOf('STORES_PROVISIONS') ?? 0;
    const taught = recogniseDa(doc, seededContext([{ description: 'SUNDRIES AS PER ATTACHED', itemId: stores }]));
    expect(taught.lines[0]?.match).toMatchObject({ code: 'STORES_PROVISIONS', via: 'LEARNT', confidence: 0.99 });
    expect(taught.lines[1]?.match).toMatchObject({ code: 'PILOTAGE_IN', via: 'FUZZY' });
  });
});
