import type { TInvolvement, TRemarkCode, TSofParameters, TSofStatus } from '@portcall/contracts/statement-of-facts';

/** The SOF as the GraphQL answer reads (server views.ts). */
export interface SofRemark {
  id: number;
  eventId: number | null;
  text: string;
  code: TRemarkCode;
  involvement: TInvolvement;
  actorId: string;
  actorName: string;
}
export interface SofComment {
  id: number;
  commentText: string;
  actorName: string;
  createdAt: string;
}
export interface SofAttachment {
  id: number;
  eventId: number | null;
  name: string;
  actorName: string;
}
export interface SofEvent {
  id: number;
  templateCode: string;
  group: string;
  description: string;
  timestamp: string;
  portTime: string;
  involvement: TInvolvement;
  creator: string;
  editable: boolean;
  remarks: SofRemark[];
  comments: SofComment[];
  attachments: SofAttachment[];
}
export interface Sof {
  id: number;
  portCallId: number;
  status: TSofStatus;
  version: number;
  noRemarksNeeded: boolean;
  numberOfResendsToMaster: number;
  signatureTimestamp: string | null;
  contentHash: string;
  requiredSigners: TInvolvement[];
  portCall: {
    portName: string;
    unlocode: string;
    timezoneId: string | null;
    vesselName: string;
    imo: string;
    voyageNumber: string | null;
    agentName: string | null;
  };
  events: SofEvent[];
  parameters: TSofParameters;
  remarks: SofRemark[];
  comments: SofComment[];
  attachments: SofAttachment[];
  collaborators: Array<{
    inviteId: string;
    fullName: string;
    email: string | null;
    involvement: TInvolvement;
    hasBeenOpened: boolean;
    isRevoked: boolean;
    expiresAt: string;
  }>;
  signatures: Array<{
    involvement: TInvolvement;
    actorName: string;
    signedAt: string;
    isUnderProtest: boolean;
    isValid: boolean;
    isDeclined: boolean;
    contentHash: string;
  }>;
}
export interface EventTemplate {
  code: string;
  group: string;
  description: string;
  mandatory: boolean;
  type: string;
  placeholder: string | null;
  parameters: string[];
}
export interface SigningStatus {
  signingStage: TSofStatus;
  involvement: TInvolvement;
  shouldSign: boolean;
  signedBy: TInvolvement[];
  requiredSigners: TInvolvement[];
}
export interface EventResult {
  sof: Sof | null;
  eventError: string | null;
  eventPlaceHolderError: string | null;
  parameterError: string | null;
  remarkError: string | null;
  [field: string]: unknown;
}
