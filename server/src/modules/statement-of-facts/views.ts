import {
  formatInPortTime,
  type TInvolvement,
  type TSofAttachmentView,
  type TSofCollaboratorView,
  type TSofCommentView,
  type TSofEventAction,
  type TSofEventView,
  type TSofParameters,
  type TSofPortCallView,
  type TSofRemarkView,
  type TSofSignatureView,
  type TSofView,
} from '@portcall/contracts/statement-of-facts';
import { iso } from '../../platform/mappers';
import type { SignedContent } from './canonical';
import type { SofActor } from './parties';
import type { SofPortCall } from './port-call-read-model';
import type {
  SofActionRow,
  SofAttachmentRow,
  SofCommentRow,
  SofEventRow,
  SofInviteRow,
  SofRemarkRow,
  SofRow,
  SofSignatureRow,
} from './repo';
import { findTemplate } from './templates';

/** The answers of the SOF reads: the contract's types (packages/contracts), which the web reads too. */
export type RemarkView = TSofRemarkView;
export type CommentView = TSofCommentView;
export type AttachmentView = TSofAttachmentView;
export type EventView = TSofEventView;
export type CollaboratorView = TSofCollaboratorView;
export type SignatureView = TSofSignatureView;
export type PortCallView = TSofPortCallView;
export type SofView = TSofView;
export interface ActionView {
  id: number;
  action: TSofEventAction;
  eventId: number | null;
  summary: string;
  involvement: TInvolvement;
  actorName: string;
  createdAt: string;
}

export const parametersOf = (row: SofRow): TSofParameters => ({
  cargoQuantityActual: row.cargoQuantityActual,
  cargoQuantityNominal: row.cargoQuantityNominal,
  inboundTugsOrdered: row.inboundTugsOrdered,
  inboundTugsUsed: row.inboundTugsUsed,
  inboundTugsDetails: row.inboundTugsDetails,
  outboundTugsOrdered: row.outboundTugsOrdered,
  outboundTugsUsed: row.outboundTugsUsed,
  outboundTugsDetails: row.outboundTugsDetails,
  pilotsIn: row.pilotsIn,
  pilotsOut: row.pilotsOut,
});

export const toPortCallView = (p: SofPortCall): PortCallView => ({
  id: p.id,
  portName: p.port.name,
  unlocode: p.port.unlocode,
  timezoneId: p.port.timezoneId,
  vesselName: p.vessel.name,
  imo: p.vessel.imo,
  voyageNumber: p.voyageNumber,
  eta: iso(p.eta),
  ets: iso(p.ets),
  agentName: p.appointment?.agentName ?? null,
});

const toRemark = (r: SofRemarkRow): RemarkView => ({
  id: r.id,
  eventId: r.eventId,
  text: r.text,
  code: r.code,
  involvement: r.involvement,
  actorId: r.actorId,
  actorName: r.actorName,
  createdAt: r.createdAt.toISOString(),
});
const toComment = (c: SofCommentRow): CommentView => ({
  id: c.id,
  eventId: c.eventId,
  commentText: c.text,
  actorId: c.actorId,
  actorName: c.actorName,
  createdAt: c.createdAt.toISOString(),
});
const toAttachment = (a: SofAttachmentRow): AttachmentView => ({
  id: a.id,
  eventId: a.eventId,
  name: a.name,
  actorName: a.actorName,
  createdAt: a.createdAt.toISOString(),
});
export const toAction = (a: SofActionRow): ActionView => ({
  id: a.id,
  action: a.action,
  eventId: a.eventId,
  summary: a.summary,
  involvement: a.involvement,
  actorName: a.actorName,
  createdAt: a.createdAt.toISOString(),
});

/** The children of one SOF, as the repository hands them out for many at once. */
export interface SofChildren {
  events: SofEventRow[];
  remarks: SofRemarkRow[];
  comments: SofCommentRow[];
  attachments: SofAttachmentRow[];
  invites: SofInviteRow[];
  signatures: SofSignatureRow[];
}

/**
 * The parties who sign: the agent, and every collaborator invited by link and not revoked (each
 * involvement once). docs/decisions.md "Statement of facts: signing".
 */
export function requiredSigners(invites: readonly SofInviteRow[]): TInvolvement[] {
  const invited = invites.filter((i) => i.revokedAt === null).map((i) => i.involvement);
  return ['AGENT', ...new Set(invited.filter((i) => i !== 'AGENT'))];
}

export function signedContentOf(row: SofRow, children: Pick<SofChildren, 'events' | 'remarks'>): SignedContent {
  const remarks = groupByEvent(children.remarks);
  const remarksOf = (eventId: number | null) =>
    (remarks.get(eventId) ?? []).map((r) => ({ id: r.id, code: r.code, text: r.text, actorName: r.actorName }));
  return {
    portCallId: row.portCallId,
    events: children.events.map((e) => ({
      id: e.id,
      templateCode: e.templateCode,
      description: e.description,
      timestamp: e.timestamp,
      involvement: e.involvement,
      remarks: remarksOf(e.id),
    })),
    parameters: parametersOf(row),
    remarks: remarksOf(null),
    noRemarksNeeded: row.noRemarksNeeded,
  };
}

function groupByEvent<T extends { eventId: number | null }>(rows: readonly T[]): Map<number | null, T[]> {
  const groups = new Map<number | null, T[]>();
  for (const row of rows) {
    const group = groups.get(row.eventId);
    if (group) group.push(row);
    else groups.set(row.eventId, [row]);
  }
  return groups;
}

/** Builds the answer of one SOF from rows read in bulk; `canEditAny` for the agent's editors. */
export function toSofView(
  row: SofRow,
  portCall: SofPortCall,
  children: SofChildren,
  viewer: { actor: SofActor; canEditAny: boolean; canEditOwn: boolean; seesEmails: boolean },
  hash: () => string,
): SofView {
  const zone = portCall.port.timezoneId;
  const isOpen = ['AVAILABLE', 'IN_PROGRESS', 'READY_TO_SIGN', 'PARTIALLY_SIGNED', 'SIGNED', 'DECLINED'].includes(
    row.status,
  );
  // Grouped once by event: filtering every child list per event was events x children on each read.
  const attachments = groupByEvent(children.attachments);
  const comments = groupByEvent(children.comments);
  const remarks = groupByEvent(children.remarks);
  const ofEvent = <T>(groups: Map<number | null, T[]>, eventId: number | null) => groups.get(eventId) ?? [];
  return {
    id: row.id,
    portCallId: row.portCallId,
    status: row.status,
    version: row.version,
    numberOfResendsToMaster: row.numberOfResendsToMaster,
    noRemarksNeeded: row.noRemarksNeeded,
    signatureTimestamp: iso(row.signatureTimestamp),
    portCall: toPortCallView(portCall),
    events: children.events.map((e) => ({
      id: e.id,
      templateCode: e.templateCode,
      group: findTemplate(e.templateCode)?.group ?? 'ARRIVAL',
      description: e.description,
      timestamp: e.timestamp.toISOString(),
      // The page formats port time itself; other readers (the PDF, adminSof) get it on first read.
      get portTime() {
        return formatInPortTime(e.timestamp, zone);
      },
      involvement: e.involvement,
      creator: e.creator,
      actorId: e.actorId,
      editable: isOpen && (viewer.canEditAny || (viewer.canEditOwn && e.actorId === viewer.actor.actorId)),
      attachments: ofEvent(attachments, e.id).map(toAttachment),
      comments: ofEvent(comments, e.id).map(toComment),
      remarks: ofEvent(remarks, e.id).map(toRemark),
    })),
    parameters: parametersOf(row),
    attachments: ofEvent(attachments, null).map(toAttachment),
    comments: ofEvent(comments, null).map(toComment),
    remarks: ofEvent(remarks, null).map(toRemark),
    collaborators: children.invites.map((i) => ({
      inviteId: viewer.seesEmails ? i.id : '',
      fullName: i.fullName,
      email: viewer.seesEmails ? i.email : null,
      involvement: i.involvement,
      hasBeenOpened: i.firstOpenedAt !== null,
      isRevoked: i.revokedAt !== null,
      expiresAt: i.expiresAt.toISOString(),
      resends: i.resends,
    })),
    signatures: children.signatures.map((s) => ({
      involvement: s.involvement,
      actorName: s.actorName,
      signedAt: s.signedAt.toISOString(),
      contentHash: s.contentHash,
      isUnderProtest: s.isUnderProtest,
      isDeclined: s.isDeclined,
      isValid: s.invalidatedAt === null,
    })),
    requiredSigners: requiredSigners(children.invites),
    // Hashing the canonical content is most of the work of a read that does not need it (the page
    // asks for it only when signing): computed when first read, then kept.
    get contentHash() {
      const value = hash();
      Object.defineProperty(this, 'contentHash', { value, enumerable: true });
      return value;
    },
  };
}
