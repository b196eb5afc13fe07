import {
  positionKindLabels,
  type TClaim,
  type TLaytimeCalculation,
  type TPositionList,
} from '@portcall/contracts/claims';
import { formatDateTimeInZone, formatMoney } from '@portcall/contracts/format';
import ExcelJS from 'exceljs';
import { type Content, renderPdf } from '../../platform/pdf';

const REASONS: Record<string, string> = {
  BEFORE_LAYTIME: 'Before laytime (notice / turn time)',
  LAYTIME: 'Laytime',
  EXCEPTED: 'Excepted period',
  HOLIDAY: 'Holiday',
  USED_DURING_EXCEPTED: 'Used during excepted period',
  DEDUCTION: 'Deduction',
  DEMURRAGE: 'On demurrage',
};
const hours = (minutes: number) => `${Math.floor(minutes / 60)}h ${String(Math.round(minutes % 60)).padStart(2, '0')}m`;
const when = (iso: string | null) => (iso ? formatDateTimeInZone(iso, 'UTC') : '—');

/** The claim PDF: summary, then the laytime statement line by line. */
export function claimPdf(claim: TClaim, calculation: TLaytimeCalculation | null): Promise<Buffer> {
  const r = calculation?.result;
  const summary: Content = {
    table: {
      widths: [160, '*'],
      body: [
        ['Vessel / port', `${claim.vesselName} / ${claim.portName}`],
        ['Voyage', claim.voyageNumber ?? '—'],
        ['Counterparty', claim.counterparty],
        ['Claim', `${claim.type} ${formatMoney(claim.amount, claim.currency)}`],
        ['State', claim.state],
        ['Completion of discharge', when(claim.completedAt)],
        ['Time bar', `${claim.timeBarDays} days, deadline ${when(claim.deadline)}`],
        ...(r
          ? [
              ['Laytime allowed', hours(r.allowedMinutes)],
              ['Laytime used', hours(r.usedMinutes)],
              ['Laytime expired', when(r.laytimeExpiredAt)],
              ['Time on demurrage', hours(r.demurrageMinutes)],
              ['Demurrage', formatMoney(r.demurrageAmount, r.currency)],
              ['Time saved', hours(r.savedMinutes)],
              ['Despatch', formatMoney(r.despatchAmount, r.currency)],
            ]
          : []),
      ],
    },
    layout: 'lightHorizontalLines',
  };
  const notes = new Map((calculation?.notes ?? []).map((n) => [n.from, n.note]));
  const statement: Content[] = r
    ? [
        { text: 'Laytime statement', style: 'h2', margin: [0, 16, 0, 6] },
        {
          table: {
            headerRows: 1,
            widths: [88, 88, 40, '*', 50, 55],
            body: [
              ['From', 'To', 'Counts', 'Reason', 'Counted', 'Running'],
              ...r.statement.map((s) => [
                when(s.from),
                when(s.to),
                `${s.counts}%`,
                `${REASONS[s.kind] ?? s.kind}${s.kind === 'DEDUCTION' ? `: ${s.reason}` : ''}${s.onDemurrage && s.kind !== 'DEMURRAGE' ? ' (on demurrage)' : ''}${notes.has(s.from) ? `\n${notes.get(s.from)}` : ''}`,
                hours(s.minutesCounted),
                hours(s.cumulativeMinutes),
              ]),
            ],
          },
          fontSize: 8,
          layout: 'lightHorizontalLines',
        },
      ]
    : [];
  return renderPdf({
    info: { title: `Claim ${claim.id}` },
    content: [
      {
        text: `${claim.type === 'OTHER' ? 'Claim' : `${claim.type[0]}${claim.type.slice(1).toLowerCase()} claim`} ${claim.id}`,
        style: 'h1',
      },
      { text: `${claim.vesselName} at ${claim.portName}`, margin: [0, 0, 0, 10] },
      summary,
      ...statement,
    ],
    styles: { h1: { fontSize: 16, bold: true }, h2: { fontSize: 12, bold: true } },
    defaultStyle: { fontSize: 9 },
  });
}

/** The position list as a workbook: one row per vessel. */
export async function positionListXlsx(list: TPositionList): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Position list');
  sheet.columns = [
    { header: 'Vessel', key: 'vessel', width: 24 },
    { header: 'IMO', key: 'imo', width: 10 },
    { header: 'Type', key: 'type', width: 18 },
    { header: 'Fleets', key: 'fleets', width: 20 },
    { header: 'Current / last port', key: 'current', width: 24 },
    { header: 'In port', key: 'inPort', width: 8 },
    { header: 'Next ports (ETA - ETS)', key: 'next', width: 50 },
    { header: 'Open date', key: 'openDate', width: 18 },
    { header: 'Open port', key: 'openPort', width: 20 },
    { header: 'Where it is', key: 'where', width: 36 },
    { header: 'Cargo', key: 'cargo', width: 20 },
    { header: 'Laycan', key: 'laycan', width: 30 },
    { header: 'Charterer', key: 'charterer', width: 24 },
  ];
  for (const p of list.items) {
    sheet.addRow({
      vessel: p.vesselName,
      imo: p.imo,
      type: p.vesselType,
      fleets: p.fleets.join(', '),
      current: p.current ? `${p.current.portName}, ${p.current.countryName}` : '',
      inPort: p.isInPort ? 'yes' : 'no',
      next: p.next.map((n) => `${n.portName} (${when(n.eta)} - ${when(n.ets)})`).join('; '),
      openDate: p.openDate ? when(p.openDate) : '',
      openPort: p.openPort ?? '',
      where: p.where
        ? `${positionKindLabels[p.where.kind]} ${p.where.portName}, ${p.where.countryName}${p.where.at ? ` on ${when(p.where.at)}` : ''}`
        : '',
      cargo: p.cargo ?? '',
      laycan: p.laycanStart || p.laycanEnd ? `${when(p.laycanStart ?? '')} - ${when(p.laycanEnd ?? '')}` : '',
      charterer: p.charterer ?? '',
    });
  }
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
