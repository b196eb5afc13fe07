import { renderPdf } from '../../platform/pdf';
import { ok } from '../../test/buyer-scenario';
import type { TestApp } from '../../test/harness';
import type { TestProfile } from '../../test/scenario';
import { acceptedAppointment, submittedProforma } from '../proformas/scenario';

/** A PDF with a text layer, one entry of `pages` a page (test code only). */
export function pdfOf(pages: string[][]): Promise<Buffer> {
  return renderPdf({
    content: pages.flatMap((lines, i) =>
      lines.map((text, j) => ({ text, ...(i > 0 && j === 0 ? { pageBreak: 'before' as const } : {}) })),
    ),
  });
}

export const spanishInvoice = [
  ['FACTURA 2026/118', 'La autoridad portuaria cobra la tasa del buque por cada día de estancia en el puerto.'],
  ['El práctico embarcó a las ocho de la mañana.', 'El importe total se paga por transferencia bancaria.'],
];
export const germanInvoice = [
  ['RECHNUNG', 'Die Hafenbehörde berechnet für jeden Tag des Aufenthalts des Schiffes im Hafen eine Liegegebühr.'],
];

/**
 * Buyer A's evaluation of the agent's DA whose port dues carry `dues` (a file) and pilotage `pilot`;
 * answers the ids the translate path needs.
 */
export async function evaluationWithAttachments(
  t: TestApp,
  buyer: TestProfile,
  agent: TestProfile,
  files: { dues: Buffer; pilot: Buffer },
) {
  const at = await acceptedAppointment(t, buyer, agent);
  const proforma = await submittedProforma(t, agent, at, {
    files: [
      { name: 'tasas.pdf', content: files.dues },
      { name: 'pilot.pdf', content: files.pilot },
    ],
  });
  const da = await ok<{ sections: Record<string, Array<{ id: number; attachments: Array<{ id: number }> }>> }>(
    t,
    buyer,
    'GET',
    `/da-app/secured/disbursements/${proforma.id}`,
  );
  const [dues, pilot] = Object.values(da.sections).flat();
  if (!dues?.attachments[0] || !pilot?.attachments[0]) throw new Error('the DA lines lack their files');
  const evaluationId = proforma.evaluationId as number;
  const url = (line: { id: number; attachments: Array<{ id: number }> }, fileId = line.attachments[0]?.id) =>
    `/da-app/secured/download/evaluation/${evaluationId}/expense/${line.id}/attachment/${fileId}/translate`;
  return {
    evaluationId,
    dues,
    pilot,
    duesUrl: url(dues),
    pilotUrl: url(pilot),
    mismatchedUrl: url(dues, pilot.attachments[0].id),
  };
}
