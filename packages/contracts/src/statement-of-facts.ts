import { z } from 'zod';
import { ZEmail, ZOptionalText, ZRequiredText } from './fields';

/**
 * Statement of facts (operations §3, §4, §5, §7 "Statement of facts (GraphQL)"; platform-core §3
 * "Invitee token (SOF)", §7 "Statement of facts (SOF service, paths under /api)"). One SOF per port
 * call: the timeline of the call built from event templates, its parameters and remarks, the
 * collaborators invited by link and the signatures of the parties.
 */

/** operations §3 Involvement: the party an event, remark or collaborator stands for. */
export const INVOLVEMENTS = [
  'AGENT',
  'AUTOMATIC',
  'CHARTERER',
  'CONSIGNOR',
  'DISPONENT',
  'HARBOUR',
  'INSPECTOR',
  'MASTER',
  'OWNER',
  'PORT',
  'RECEIVER',
  'SURVEYOR',
] as const;
export const ZInvolvement = z.enum(INVOLVEMENTS);
export type TInvolvement = z.infer<typeof ZInvolvement>;

/** operations §3 SOF event action: what the activity timeline records. */
export const SOF_EVENT_ACTIONS = ['ADD', 'COMMENT', 'DELETE', 'EDIT', 'EVENT_REMARK_ADDITION', 'RESEND'] as const;
export const ZSofEventAction = z.enum(SOF_EVENT_ACTIONS);
export type TSofEventAction = z.infer<typeof ZSofEventAction>;

/** operations §3 SOF status (the allowed changes are the state machine in the server module). */
export const SOF_STATUSES = [
  'AVAILABLE',
  'DECLINED',
  'HIDDEN',
  'IN_PROGRESS',
  'LOCKED',
  'NOT_AVAILABLE',
  'PARTIALLY_SIGNED',
  'READY_TO_SIGN',
  'SIGNED',
  'SUBMITTED',
] as const;
export const ZSofStatus = z.enum(SOF_STATUSES);
export type TSofStatus = z.infer<typeof ZSofStatus>;

/** platform-core §4: the profile kinds an invitee token may carry. */
export const COLLABORATOR_TYPES = ['ADMIN', 'BUYER', 'VENDOR', 'AGENT'] as const;
export const ZCollaboratorType = z.enum(COLLABORATOR_TYPES);
export type TCollaboratorType = z.infer<typeof ZCollaboratorType>;

/** The involvements an agent may invite by link (docs/decisions.md "Statement of facts"). */
export const INVITABLE_INVOLVEMENTS = [
  'MASTER',
  'PORT',
  'SURVEYOR',
  'INSPECTOR',
  'CHARTERER',
  'RECEIVER',
  'OWNER',
] as const;
export const ZInvitableInvolvement = z.enum(INVITABLE_INVOLVEMENTS);

/** The profile kind a collaborator of an involvement acts as (platform-core §6: no authorities). */
export const collaboratorTypeOf = (involvement: TInvolvement): TCollaboratorType =>
  involvement === 'AGENT'
    ? 'AGENT'
    : ['PORT', 'HARBOUR', 'SURVEYOR', 'INSPECTOR'].includes(involvement)
      ? 'VENDOR'
      : 'BUYER';

/** Remark codes, among them the two of a protest. */
export const REMARK_CODES = [
  'GENERAL',
  'DELAY',
  'WEATHER',
  'SIGNED_UNDER_PROTEST',
  'LETTER_OF_PROTEST_ISSUED',
  'DISCREPANCY',
] as const;
export const ZRemarkCode = z.enum(REMARK_CODES);
export type TRemarkCode = z.infer<typeof ZRemarkCode>;
export const remarkCodeLabels: Record<TRemarkCode, string> = {
  GENERAL: 'General',
  DELAY: 'Delay',
  WEATHER: 'Weather',
  SIGNED_UNDER_PROTEST: 'Signed under protest',
  LETTER_OF_PROTEST_ISSUED: 'Letter of protest issued',
  DISCREPANCY: 'Discrepancy',
};

export const TEMPLATE_GROUPS = ['ARRIVAL', 'BERTHING', 'CARGO', 'BUNKERING', 'DEPARTURE'] as const;
export const ZTemplateGroup = z.enum(TEMPLATE_GROUPS);
export type TTemplateGroup = z.infer<typeof ZTemplateGroup>;
export const templateGroupLabels: Record<TTemplateGroup, string> = {
  ARRIVAL: 'Arrival',
  BERTHING: 'Berthing',
  CARGO: 'Cargo',
  BUNKERING: 'Bunkering',
  DEPARTURE: 'Depart',
};

/** A cargo quantity: a decimal string (metric tons, up to 3 decimals), never a float. */
export const CARGO_QUANTITY_PATTERN = /^\d{1,13}(\.\d{1,3})?$/;

/** Parameters of a SOF (operations §3); every field optional, null clears it. */
export const ZSofParameters = z.object({
  cargoQuantityActual: z.string().nullable(),
  cargoQuantityNominal: z.string().nullable(),
  inboundTugsOrdered: z.number().int().nullable(),
  inboundTugsUsed: z.number().int().nullable(),
  inboundTugsDetails: z.string().nullable(),
  outboundTugsOrdered: z.number().int().nullable(),
  outboundTugsUsed: z.number().int().nullable(),
  outboundTugsDetails: z.string().nullable(),
  pilotsIn: z.number().int().nullable(),
  pilotsOut: z.number().int().nullable(),
});
export type TSofParameters = z.infer<typeof ZSofParameters>;

/** The REST answers. */
export const ZInviteeToken = z.object({
  token: z.string(),
  collaboratorType: ZCollaboratorType,
  fullName: z.string(),
  involvement: ZInvolvement,
  portCallId: z.number(),
  expiresAt: z.string(),
});
export type TInviteeToken = z.infer<typeof ZInviteeToken>;

export const ZInvitedQuery = z.object({ inviteId: z.string().min(1).max(100), collaboratorType: ZCollaboratorType });

export const ZInviteCreate = z.object({
  email: ZEmail,
  fullName: ZRequiredText(120),
  involvement: ZInvitableInvolvement,
});
export type TInviteCreate = z.infer<typeof ZInviteCreate>;

export const ZResend = z.object({ inviteId: z.string().min(1).max(100) });
export const ZRevoke = ZResend;

export const ZCollaborator = z.object({
  inviteId: z.string(),
  fullName: z.string(),
  email: z.string(),
  involvement: ZInvolvement,
  hasBeenOpened: z.boolean(),
  isRevoked: z.boolean(),
  expiresAt: z.string(),
  resends: z.number(),
});
export type TCollaborator = z.infer<typeof ZCollaborator>;

export const ZSofAttachment = z.object({
  id: z.number(),
  name: z.string(),
  eventId: z.number().nullable(),
  createdAt: z.string(),
  actorName: z.string(),
});
export type TSofAttachment = z.infer<typeof ZSofAttachment>;

export const ZVerification = z.object({
  isValid: z.boolean(),
  portCallId: z.number().nullable(),
  contentHash: z.string().nullable(),
  signatures: z.array(z.object({ involvement: ZInvolvement, actorName: z.string(), signedAt: z.string() })),
});
export type TVerification = z.infer<typeof ZVerification>;

export const ZAttachmentForm = z.object({ description: ZOptionalText(255) }).default({});
