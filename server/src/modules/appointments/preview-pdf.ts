import type { TOfficialPreview } from '@portcall/contracts/appointments';
import { formatDateTimeInZone } from '@portcall/contracts/format';
import { type Content, renderPdf, type TDocumentDefinitions } from '../../platform/pdf';

/** An instant in UTC, saying so: a letter is read in many time zones. */
const formatUtc = (value: string | null) => (value ? formatDateTimeInZone(value, 'UTC') : '-');

const rows = (pairs: Array<[string, string]>): Content => ({
  table: { widths: [140, '*'], body: pairs.map(([label, value]) => [{ text: label, bold: true }, value]) },
  layout: 'lightHorizontalLines',
  margin: [0, 0, 0, 12],
});

/** The official appointment as a printable A4 PDF. */
export async function renderOfficialPreviewPdf(letter: TOfficialPreview): Promise<Buffer> {
  const { principal: p, agent: a } = letter;
  const document: TDocumentDefinitions = {
    pageSize: 'A4',
    info: { title: letter.title, subject: 'Official appointment' },
    defaultStyle: { font: 'Helvetica', fontSize: 10 },
    content: [
      { text: 'Official appointment', fontSize: 16, bold: true, margin: [0, 0, 0, 4] },
      { text: letter.title, fontSize: 12, margin: [0, 0, 0, 12] },
      { text: 'Principal', bold: true, fontSize: 12, margin: [0, 0, 0, 4] },
      rows([
        ['Name', p.name],
        ['Address', `${p.street}, ${p.postcode} ${p.city}, ${p.country}`],
        ['Phone', p.phone],
        ['Fax', p.fax],
        ['Operations e-mail', p.operationsContactEmail],
        ['Site', p.siteUrl],
      ]),
      { text: 'Agent', bold: true, fontSize: 12, margin: [0, 0, 0, 4] },
      rows([
        ['Name', a.name],
        ['Address', `${a.street}, ${a.city}, ${a.country}`],
        ['E-mail', a.email],
        ['Phone', a.phone],
      ]),
      { text: 'Port call', bold: true, fontSize: 12, margin: [0, 0, 0, 4] },
      rows([
        ['Vessel', `${letter.vessel.name} (IMO ${letter.vessel.imo})`],
        ['Type / size / DWT', `${letter.vessel.vesselType} / ${letter.vessel.size} / ${letter.vessel.dwt}`],
        ['Voyage', letter.voyageNumber],
        ['Port', `${letter.port.name} (${letter.port.unlocode}), ${letter.port.country}`],
        ['ETA', formatUtc(letter.eta)],
        ['ETS', formatUtc(letter.ets)],
        ['Laycan', letter.laycanStart ? `${formatUtc(letter.laycanStart)} - ${formatUtc(letter.laycanEnd)}` : '-'],
        [
          'Activities',
          letter.activities.map((x) => (x.cargo === '-' ? x.type : `${x.type} (${x.cargo})`)).join(', ') || '-',
        ],
      ]),
      { text: 'Instructions', bold: true, fontSize: 12, margin: [0, 0, 0, 4] },
      { text: letter.instructions, margin: [0, 0, 0, 12] },
      {
        text: `Appointed ${letter.appointedAt ? formatUtc(letter.appointedAt) : '-'} by ${letter.appointedBy}`,
        italics: true,
      },
    ],
  };
  return renderPdf(document);
}
