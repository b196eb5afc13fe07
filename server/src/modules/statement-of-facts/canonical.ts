import { createHash } from 'node:crypto';
import type { TInvolvement, TRemarkCode, TSofParameters } from '@portcall/contracts/statement-of-facts';

/** What a signature covers: the facts, not the talk about them (comments, attachments stay out). */
export interface SignedContent {
  portCallId: number;
  events: Array<{
    id: number;
    templateCode: string;
    description: string;
    timestamp: Date;
    involvement: TInvolvement;
    remarks: Array<{ id: number; code: TRemarkCode; text: string; actorName: string }>;
  }>;
  parameters: TSofParameters;
  remarks: Array<{ id: number; code: TRemarkCode; text: string; actorName: string }>;
  noRemarksNeeded: boolean;
}

/**
 * The canonical form of a SOF's content: fixed key order, events by (timestamp, id), remarks by id,
 * instants in UTC ISO. Two reads of the same facts give the same bytes, so the same hash.
 */
export function canonicalContent(content: SignedContent): string {
  const byId = <T extends { id: number }>(xs: T[]) => [...xs].sort((a, b) => a.id - b.id);
  const remark = (r: SignedContent['remarks'][number]) => [r.id, r.code, r.text, r.actorName];
  const events = [...content.events]
    .sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime() || a.id - b.id)
    .map((e) => [
      e.id,
      e.templateCode,
      e.description,
      e.timestamp.toISOString(),
      e.involvement,
      byId(e.remarks).map(remark),
    ]);
  const p = content.parameters;
  const parameters = [
    p.cargoQuantityActual,
    p.cargoQuantityNominal,
    p.inboundTugsOrdered,
    p.inboundTugsUsed,
    p.inboundTugsDetails,
    p.outboundTugsOrdered,
    p.outboundTugsUsed,
    p.outboundTugsDetails,
    p.pilotsIn,
    p.pilotsOut,
  ];
  return JSON.stringify({
    portCallId: content.portCallId,
    events,
    parameters,
    remarks: byId(content.remarks).map(remark),
    noRemarksNeeded: content.noRemarksNeeded,
  });
}

export const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
export const contentHash = (content: SignedContent) => sha256(canonicalContent(content));
