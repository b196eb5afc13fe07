import {
  formatInPortTime,
  remarkCodeLabels,
  type TTemplateGroup,
  templateGroupLabels,
} from '@portcall/contracts/statement-of-facts';
import { type Content, renderPdf } from '../../platform/pdf';
import type { SofView } from './views';

const table = (widths: Array<number | string>, header: string[], body: string[][]): Content => ({
  table: {
    headerRows: 1,
    widths,
    body: [header.map((text) => ({ text, bold: true })), ...(body.length > 0 ? body : [header.map(() => '-')])],
  },
  layout: 'lightHorizontalLines',
  margin: [0, 0, 0, 12],
});
const heading = (text: string): Content => ({ text, bold: true, fontSize: 12, margin: [0, 6, 0, 4] });
const orDash = (v: string | number | null) => (v === null || v === '' ? '-' : String(v));

/**
 * The SOF as an A4 PDF: the events in the port's time (grouped as the timeline is), parameters,
 * remarks, and a signature page with each party, time and content hash. Everything in it is read
 * from the view (user text included), never a path or URL (platform/pdf.ts forbids both).
 */
export function renderSofPdf(sof: SofView): Promise<Buffer> {
  const pc = sof.portCall;
  const title = `${pc.vesselName}${pc.voyageNumber ? ` V. ${pc.voyageNumber}` : ''} at ${pc.portName}`;
  const groups = [...new Set(sof.events.map((e) => e.group))] as TTemplateGroup[];
  const p = sof.parameters;
  const allRemarks = [
    ...sof.remarks.map((r) => ['General', remarkCodeLabels[r.code], r.text, `${r.actorName} (${r.involvement})`]),
    ...sof.events.flatMap((e) =>
      e.remarks.map((r) => [e.description, remarkCodeLabels[r.code], r.text, `${r.actorName} (${r.involvement})`]),
    ),
  ];
  const signed = sof.signatures.filter((s) => s.isValid && !s.isDeclined);
  return renderPdf({
    pageSize: 'A4',
    info: { title: `Statement of facts ${title}`, subject: 'Statement of facts' },
    defaultStyle: { font: 'Helvetica', fontSize: 9 },
    content: [
      { text: 'Statement of facts', fontSize: 16, bold: true },
      { text: title, fontSize: 12, margin: [0, 2, 0, 4] },
      {
        text: `Port ${pc.portName} (${pc.unlocode}), times in ${pc.timezoneId ?? 'UTC'}. Agent: ${orDash(pc.agentName)}. IMO ${pc.imo}. Status: ${sof.status}.`,
        margin: [0, 0, 0, 8],
      },
      ...groups.flatMap((g) => [
        heading(templateGroupLabels[g] ?? g),
        table(
          [150, '*', 80, 90],
          ['Time (port)', 'Event', 'Party', 'Entered by'],
          sof.events.filter((e) => e.group === g).map((e) => [e.portTime, e.description, e.involvement, e.creator]),
        ),
      ]),
      heading('Parameters'),
      table(
        ['*', '*'],
        ['Parameter', 'Value'],
        [
          ['Cargo quantity actual (t)', orDash(p.cargoQuantityActual)],
          ['Cargo quantity nominal (t)', orDash(p.cargoQuantityNominal)],
          ['Inbound tugs ordered / used', `${orDash(p.inboundTugsOrdered)} / ${orDash(p.inboundTugsUsed)}`],
          ['Inbound tugs details', orDash(p.inboundTugsDetails)],
          ['Outbound tugs ordered / used', `${orDash(p.outboundTugsOrdered)} / ${orDash(p.outboundTugsUsed)}`],
          ['Outbound tugs details', orDash(p.outboundTugsDetails)],
          ['Pilots in / out', `${orDash(p.pilotsIn)} / ${orDash(p.pilotsOut)}`],
        ],
      ),
      heading('Remarks'),
      sof.noRemarksNeeded && allRemarks.length === 0
        ? { text: 'No remarks needed.', margin: [0, 0, 0, 12] }
        : table([110, 90, '*', 110], ['On', 'Code', 'Remark', 'By'], allRemarks),
      { text: 'Signatures', fontSize: 14, bold: true, pageBreak: 'before', margin: [0, 0, 0, 6] },
      { text: `Content SHA-256: ${sof.contentHash}`, fontSize: 8, margin: [0, 0, 0, 8] },
      table(
        [80, 110, 130, '*'],
        ['Party', 'Name', 'Signed (port time)', 'Signed content SHA-256'],
        signed.map((s) => [
          `${s.involvement}${s.isUnderProtest ? ' (under protest)' : ''}`,
          s.actorName,
          formatInPortTime(s.signedAt, sof.portCall.timezoneId),
          s.contentHash,
        ]),
      ),
    ],
  });
}
