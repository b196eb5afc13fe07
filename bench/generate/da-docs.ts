import { Decimal } from '@portcall/contracts/money';
import ExcelJS from 'exceljs';
import type { TableCell } from 'pdfmake/interfaces';
import sharp from 'sharp';
import { renderPagePng } from '../../server/src/platform/documents/read';
import { type Content, renderPdf } from '../../server/src/platform/pdf';
import type { Random } from './prng';

/**
 * The DA corpus of the da-helper bench (issue 27): documents as agents send them, each with the lines
 * it really holds. Seven layouts (three text-PDF table styles, scans as images and as PDFs, XLSX,
 * CSV), currencies with 0, 2 and 3 decimals, five ways of printing thousands and decimals.
 */
export type Layout = 'pdf-grid' | 'pdf-plain' | 'pdf-remarks' | 'scan-image' | 'scan-pdf' | 'xlsx' | 'csv';
export const LAYOUTS: Layout[] = ['pdf-grid', 'pdf-plain', 'pdf-remarks', 'scan-image', 'scan-pdf', 'xlsx', 'csv'];

type Locale = 'en' | 'de' | 'fr' | 'ch' | 'plain';
type Section = 'PORT' | 'AGENCY' | 'HUSBANDRY';

export interface TrueLine {
  description: string;
  amount: string;
  quantity: string | null;
  unitPrice: string | null;
  code: string;
  section: Section;
}

export interface DaDoc {
  name: string;
  layout: Layout;
  currency: string;
  decimals: number;
  locale: Locale;
  vessel: string;
  port: string;
  lines: TrueLine[];
  total: string;
  buffer: Buffer;
  /** Degrees the scan was turned (scans only). */
  rotation: number;
}

/** How agents print each catalogue item: the catalogue's words, synonyms, abbreviations. */
const PRINTED: Array<[code: string, section: Section, variants: string[]]> = [
  ['PORT_DUES', 'PORT', ['Port dues', 'Harbour dues', 'Port dues (GT based)']],
  ['LIGHT_DUES', 'PORT', ['Light dues', 'Lighthouse dues']],
  ['BERTH_DUES', 'PORT', ['Berth hire', 'Dockage', 'Berth dues']],
  ['ANCHORAGE_DUES', 'PORT', ['Anchorage dues', 'Anchorage charges']],
  ['PILOTAGE_IN', 'PORT', ['Pilotage inward', 'Pilot in', 'Inbound pilotage']],
  ['PILOTAGE_OUT', 'PORT', ['Pilotage outward', 'Pilot out', 'Outbound pilotage']],
  ['TOWAGE_IN', 'PORT', ['Towage inward', 'Tugs in', 'Tug assistance inbound']],
  ['TOWAGE_OUT', 'PORT', ['Towage outward', 'Tugs out', 'Tug assistance outbound']],
  ['MOORING', 'PORT', ['Mooring', 'Linesmen mooring', 'Mooring line handling']],
  ['UNMOORING', 'PORT', ['Unmooring', 'Linesmen unmooring']],
  ['GARBAGE', 'PORT', ['Garbage removal', 'Waste disposal (MARPOL V)']],
  ['FRESH_WATER', 'PORT', ['Fresh water supply', 'FW supply']],
  ['ISPS_SECURITY', 'PORT', ['ISPS charge', 'Port security charge']],
  ['AGENCY_FEE', 'AGENCY', ['Agency fee', 'Agency remuneration']],
  ['CLEARANCE_DOCS', 'AGENCY', ['Clearance and documentation', 'Inward/outward clearance']],
  ['COMMUNICATIONS', 'AGENCY', ['Communications', 'Communication expenses']],
  ['BANK_CHARGES', 'AGENCY', ['Bank charges']],
  ['COURIER', 'AGENCY', ['Courier', 'Courier / DHL']],
  ['AGENT_TRANSPORT', 'AGENCY', ['Car hire (agent boarding)', 'Agent transportation']],
  ['CREW_CHANGE_FEE', 'HUSBANDRY', ['Crew change handling', 'Crew change fee']],
  ['CREW_HOTEL', 'HUSBANDRY', ['Crew hotel', 'Hotel accommodation for crew']],
  ['CASH_TO_MASTER', 'HUSBANDRY', ['Cash to master delivery', 'CTM delivery']],
  ['SPARES_CLEARANCE', 'HUSBANDRY', ['Spare parts clearance', 'Spares clearance and delivery']],
  ['HUSBANDRY_FEE', 'HUSBANDRY', ['Husbandry fee', 'Husbandry agency fee']],
  ['CREW_MEDICAL', 'HUSBANDRY', ['Doctor visit', 'Crew medical attendance']],
];

const CURRENCIES: Array<[string, number]> = [
  ['USD', 2],
  ['EUR', 2],
  ['JPY', 0],
  ['KWD', 3],
  ['BHD', 3],
  ['EUR', 2],
];
const LOCALES: Locale[] = ['en', 'de', 'fr', 'ch', 'plain'];
const VESSELS = ['MV Nordic Star', 'MV Gulf Pearl', 'MT Sakura Maru', 'MV Atlantic Dawn', 'MV Baltic Trader'];
const PORTS = ['Rotterdam', 'Shuwaikh', 'Yokohama', 'Antwerp', 'Khalifa Bin Salman', 'Piraeus'];

/** An amount as a locale prints it, from its decimal string. */
export function formatAmount(value: string, decimals: number, locale: Locale): string {
  const fixed = new Decimal(value).toFixed(decimals);
  const [whole = '', fraction] = fixed.split('.');
  const group = (sep: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  const [thousands = '', mark = '.'] = {
    en: [',', '.'],
    de: ['.', ','],
    fr: [' ', ','],
    ch: ["'", '.'],
    plain: ['', '.'],
  }[locale];
  return group(thousands) + (fraction ? mark + fraction : '');
}

function amountOf(random: Random, decimals: number, scale: string): string {
  const units = new Decimal(random.int(5, 2500)).times(scale);
  const cents = decimals === 0 ? 0 : random.int(0, 10 ** decimals - 1);
  return units.plus(new Decimal(cents).div(10 ** decimals)).toFixed(decimals);
}

function pickLines(random: Random, decimals: number, currency: string): TrueLine[] {
  const scale = currency === 'JPY' ? '150' : currency === 'KWD' || currency === 'BHD' ? '0.3' : '1';
  const chosen = random.shuffle([...PRINTED]).slice(0, random.int(6, 14));
  const order: Section[] = ['PORT', 'AGENCY', 'HUSBANDRY'];
  chosen.sort((a, b) => order.indexOf(a[1]) - order.indexOf(b[1]) || PRINTED.indexOf(a) - PRINTED.indexOf(b));
  return chosen.map(([code, section, variants]) => {
    const withQuantity = random.chance(0.35);
    const quantity = withQuantity ? String(random.int(2, 4)) : null;
    const unitPrice = withQuantity ? amountOf(random, decimals, scale) : null;
    const amount =
      quantity && unitPrice
        ? new Decimal(unitPrice).times(quantity).toFixed(decimals)
        : amountOf(random, decimals, scale);
    return { description: random.pick(variants), amount, quantity, unitPrice, code, section };
  });
}

const SECTION_TITLES: Record<Section, string[]> = {
  PORT: ['PORT EXPENSES', 'A. Port charges', 'Port costs'],
  AGENCY: ['AGENCY EXPENSES', 'B. Agency', 'Agency charges'],
  HUSBANDRY: ['HUSBANDRY', 'C. Husbandry services', 'Owners matters (husbandry)'],
};

/** Generates `perLayout` documents of every layout. */
export async function generateDaCorpus(random: Random, perLayout: number): Promise<DaDoc[]> {
  const docs: DaDoc[] = [];
  for (const layout of LAYOUTS)
    for (let i = 0; i < perLayout; i++) {
      const [currency, decimals] = CURRENCIES[(i + LAYOUTS.indexOf(layout)) % CURRENCIES.length] as [string, number];
      const locale = LOCALES[(i * 3 + LAYOUTS.indexOf(layout)) % LOCALES.length] as Locale;
      const lines = pickLines(random, decimals, currency);
      const total = lines.reduce((s, l) => s.plus(l.amount), new Decimal(0)).toFixed(decimals);
      const base = {
        name: `${layout}-${i + 1}`,
        layout,
        currency,
        decimals,
        locale,
        vessel: random.pick(VESSELS),
        port: random.pick(PORTS),
        lines,
        total,
        rotation: 0,
      };
      const fmt = (v: string) => formatAmount(v, decimals, locale);
      const titles = Object.fromEntries(Object.entries(SECTION_TITLES).map(([s, t]) => [s, random.pick(t)])) as Record<
        Section,
        string
      >;
      if (layout === 'xlsx') docs.push({ ...base, buffer: await xlsx(base, fmt, titles, random) });
      else if (layout === 'csv') docs.push({ ...base, buffer: csv(base, fmt, random) });
      else if (layout.startsWith('scan')) {
        const style = random.chance(0.5) ? 'pdf-grid' : 'pdf-plain';
        const pdf = await textPdf(style, base, fmt, titles);
        const rotation = random.pick([0, 90, 180, 270]);
        const png = await scan(pdf, rotation, random);
        docs.push({
          ...base,
          rotation,
          buffer:
            layout === 'scan-image'
              ? png
              : await renderPdf({
                  pageMargins: 0,
                  pageSize: rotation % 180 ? 'A4' : 'A4',
                  pageOrientation: rotation % 180 ? 'landscape' : 'portrait',
                  content: [
                    {
                      image: `data:image/jpeg;base64,${png.toString('base64')}`,
                      fit: rotation % 180 ? [842, 595] : [595, 842],
                    },
                  ],
                }),
        });
      } else docs.push({ ...base, buffer: await textPdf(layout, base, fmt, titles) });
    }
  return docs;
}

type Base = Omit<DaDoc, 'buffer'>;

function header(doc: Base, style: Layout): Content[] {
  const date = '14/03/2026';
  if (style === 'pdf-plain')
    return [
      { text: 'FINAL DISBURSEMENT ACCOUNT', fontSize: 14, bold: true, margin: [0, 0, 0, 8] },
      `Vessel: ${doc.vessel}`,
      `Port: ${doc.port}`,
      `Date: ${date}`,
      { text: `All amounts in ${doc.currency}`, margin: [0, 0, 0, 10] },
    ];
  return [
    { text: 'PROFORMA DISBURSEMENT ACCOUNT', fontSize: 14, bold: true, margin: [0, 0, 0, 8] },
    {
      table: {
        widths: [90, 160, 90, 140],
        body: [
          ['Vessel', doc.vessel, 'Port', doc.port],
          ['Voyage No.', '24E07', 'ETA', date],
          ['Currency', doc.currency, 'Agent', 'Seaport Agency Ltd'],
        ],
      },
      layout: 'noBorders',
      margin: [0, 0, 0, 12],
    },
  ];
}

async function textPdf(style: Layout, doc: Base, fmt: (v: string) => string, titles: Record<Section, string>) {
  const body: TableCell[][] = [];
  const sections = [...new Set(doc.lines.map((l) => l.section))];
  const cols = style === 'pdf-grid' ? 5 : style === 'pdf-remarks' ? 5 : 2;
  const blank = (n: number) => Array.from({ length: n }, () => '');
  if (style === 'pdf-grid') body.push(['No.', 'Description', 'Qty', 'Unit price', `Amount ${doc.currency}`]);
  if (style === 'pdf-remarks') body.push(['Code', 'Service', 'Remarks', 'Cur.', 'Amount']);
  let n = 0;
  for (const section of sections) {
    body.push([{ text: titles[section], bold: true, colSpan: cols }, ...blank(cols - 1)]);
    const lines = doc.lines.filter((l) => l.section === section);
    for (const l of lines) {
      n++;
      const amount = { text: fmt(l.amount), alignment: 'right' as const };
      if (style === 'pdf-grid')
        body.push([
          String(n),
          l.description,
          l.quantity ?? '',
          l.unitPrice ? { text: fmt(l.unitPrice), alignment: 'right' } : '',
          amount,
        ]);
      else if (style === 'pdf-remarks')
        body.push([
          `${section.slice(0, 1)}${String(n).padStart(2, '0')}`,
          l.description,
          n % 2 ? 'as per tariff' : 'estimated',
          doc.currency,
          amount,
        ]);
      else body.push([`   ${l.description}`, amount]);
    }
    const subtotal = lines.reduce((s, l) => s.plus(l.amount), new Decimal(0)).toFixed(doc.decimals);
    if (style !== 'pdf-remarks')
      body.push([
        { text: `Subtotal ${titles[section].toLowerCase()}`, italics: true, colSpan: cols - 1 },
        ...blank(cols - 2),
        { text: fmt(subtotal), alignment: 'right' },
      ]);
  }
  const totalLabel = style === 'pdf-plain' ? 'TOTAL DUE' : 'Grand total';
  body.push([
    { text: totalLabel, bold: true, colSpan: cols - 1 },
    ...blank(cols - 2),
    { text: fmt(doc.total), bold: true, alignment: 'right' },
  ]);
  const widths =
    style === 'pdf-grid' ? [25, 210, 35, 85, 110] : style === 'pdf-remarks' ? [40, 190, 100, 40, 100] : [330, 130];
  return renderPdf({
    content: [
      ...header(doc, style),
      {
        table: { headerRows: style === 'pdf-plain' ? 0 : 1, widths, body },
        layout: style === 'pdf-grid' ? undefined : style === 'pdf-remarks' ? 'lightHorizontalLines' : 'noBorders',
      },
      { text: 'Bank: Harbour Bank, IBAN NL91ABNA0417164300', fontSize: 8, margin: [0, 16, 0, 0] },
    ],
    defaultStyle: { fontSize: 10 },
  });
}

/** A text PDF printed and scanned: 200 dpi, turned, specks and grey noise, a slight skew, JPEG. */
async function scan(pdf: Buffer, rotation: number, random: Random): Promise<Buffer> {
  const png = await renderPagePng({ buffer: pdf, filename: 'da.pdf' }, 1, 200 / 72);
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  for (let i = 0; i < data.length; i++) {
    const noise = (random.next() - 0.5) * 60;
    let v = (data[i] ?? 255) + noise;
    if (random.next() < 0.002) v = random.int(0, 90);
    data[i] = Math.max(0, Math.min(255, Math.round(v)));
  }
  const skew = random.chance(0.5) ? (random.next() - 0.5) * 1.2 : 0;
  let image = sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } });
  if (skew) image = sharp(await image.rotate(skew, { background: '#ffffff' }).png().toBuffer());
  return image.rotate(rotation).jpeg({ quality: 70 }).toBuffer();
}

async function xlsx(doc: Base, fmt: (v: string) => string, titles: Record<Section, string>, random: Random) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('DA');
  // Half the workbooks keep amounts as numbers, half as text typed the agent's way.
  const asText = random.chance(0.5);
  const cell = (v: string) => (asText ? fmt(v) : Number(v));
  sheet.addRow(['DISBURSEMENT ACCOUNT']);
  sheet.addRow(['Vessel', doc.vessel, '', 'Port', doc.port]);
  sheet.addRow(['Date', new Date(Date.UTC(2026, 2, 14)), '', 'Currency', doc.currency]);
  sheet.addRow([]);
  sheet.addRow(['Item', 'Description', 'Quantity', 'Rate', 'Amount']);
  let n = 0;
  for (const section of [...new Set(doc.lines.map((l) => l.section))]) {
    sheet.addRow(['', titles[section]]);
    for (const l of doc.lines.filter((x) => x.section === section))
      sheet.addRow([
        ++n,
        l.description,
        l.quantity ? Number(l.quantity) : null,
        l.unitPrice ? cell(l.unitPrice) : null,
        cell(l.amount),
      ]);
  }
  sheet.addRow([]);
  sheet.addRow(['', 'TOTAL', null, null, cell(doc.total)]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function csv(doc: Base, fmt: (v: string) => string, random: Random) {
  const delimiter = doc.locale === 'de' || doc.locale === 'fr' ? ';' : random.chance(0.5) ? ',' : '\t';
  const quote = (v: string) => (v.includes(delimiter) || v.includes('"') ? `"${v.replaceAll('"', '""')}"` : v);
  const rows = [
    ['Vessel', doc.vessel],
    ['Port', doc.port],
    ['Currency', doc.currency],
    ['Description', 'Amount'],
    ...doc.lines.map((l) => [l.description, fmt(l.amount)]),
    ['Total', fmt(doc.total)],
  ];
  return Buffer.from(rows.map((r) => r.map(quote).join(delimiter)).join('\r\n'));
}
