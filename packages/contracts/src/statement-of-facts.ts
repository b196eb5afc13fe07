import { z } from 'zod';
import { ZEmail, ZOptionalText, ZRequiredText } from './fields';
import { formatDateTimeInZone } from './format';

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

/**
 * A typed quantity as stored: thousands separators (platform-core §5, "48,312.5") are dropped when
 * they group by three; anything else is left as typed for CARGO_QUANTITY_PATTERN to refuse.
 */
export function normalizeQuantity(text: string): string {
  const trimmed = text.trim();
  return /^\d{1,3}(,\d{3})+(\.\d{1,3})?$/.test(trimmed) ? trimmed.replaceAll(',', '') : trimmed;
}

/**
 * A template's description as a person reads it: its `{detail}` slot filled with the detail given,
 * else shown as an ellipsis ("Anchored at …"), never as the raw slot.
 */
export function templateLabel(description: string, detail?: string | null): string {
  return description.replace(/\{\w+\}/g, detail?.trim() || '…');
}

/**
 * The plausible window of a SOF's events around its port call (docs/decisions.md "SOF plausibility"):
 * from this many days before the ETA to this many after the ETS.
 */
export const SOF_EVENT_DAYS_BEFORE_ETA = 60;
export const SOF_EVENT_DAYS_AFTER_ETS = 60;

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

/**
 * The SOF as the reads answer it (GraphQL types of the same names, operations §3 "SOF"): the server
 * builds these and the web reads them, so both take their types from here.
 */
export const ZSofRemarkView = z.object({
  id: z.number(),
  eventId: z.number().nullable(),
  text: z.string(),
  code: ZRemarkCode,
  involvement: ZInvolvement,
  actorId: z.string(),
  actorName: z.string(),
  createdAt: z.string(),
});
export type TSofRemarkView = z.infer<typeof ZSofRemarkView>;
export const ZSofCommentView = z.object({
  id: z.number(),
  eventId: z.number().nullable(),
  commentText: z.string(),
  actorId: z.string(),
  actorName: z.string(),
  createdAt: z.string(),
});
export type TSofCommentView = z.infer<typeof ZSofCommentView>;
export const ZSofAttachmentView = ZSofAttachment;
export type TSofAttachmentView = TSofAttachment;
export const ZSofEventView = z.object({
  id: z.number(),
  templateCode: z.string(),
  group: z.string(),
  description: z.string(),
  timestamp: z.string(),
  /** The instant on the port's clock, with the zone (formatInPortTime). */
  portTime: z.string(),
  involvement: ZInvolvement,
  creator: z.string(),
  actorId: z.string(),
  /** Whether the caller may edit or delete the event. */
  editable: z.boolean(),
  attachments: z.array(ZSofAttachmentView),
  comments: z.array(ZSofCommentView),
  remarks: z.array(ZSofRemarkView),
});
export type TSofEventView = z.infer<typeof ZSofEventView>;
/** A collaborator as a SOF lists it: the invite id and e-mail only for the agent, buyer and admin. */
export const ZSofCollaboratorView = ZCollaborator.extend({ email: z.string().nullable() });
export type TSofCollaboratorView = z.infer<typeof ZSofCollaboratorView>;
export const ZSofSignatureView = z.object({
  involvement: ZInvolvement,
  actorName: z.string(),
  signedAt: z.string(),
  contentHash: z.string(),
  isUnderProtest: z.boolean(),
  isDeclined: z.boolean(),
  isValid: z.boolean(),
});
export type TSofSignatureView = z.infer<typeof ZSofSignatureView>;
export const ZSofPortCallView = z.object({
  id: z.number(),
  portName: z.string(),
  unlocode: z.string(),
  timezoneId: z.string().nullable(),
  vesselName: z.string(),
  imo: z.string(),
  voyageNumber: z.string().nullable(),
  eta: z.string().nullable(),
  ets: z.string().nullable(),
  agentName: z.string().nullable(),
});
export type TSofPortCallView = z.infer<typeof ZSofPortCallView>;
export const ZSofView = z.object({
  id: z.number(),
  portCallId: z.number(),
  status: ZSofStatus,
  version: z.number(),
  numberOfResendsToMaster: z.number(),
  noRemarksNeeded: z.boolean(),
  signatureTimestamp: z.string().nullable(),
  portCall: ZSofPortCallView,
  events: z.array(ZSofEventView),
  parameters: ZSofParameters,
  attachments: z.array(ZSofAttachmentView),
  comments: z.array(ZSofCommentView),
  remarks: z.array(ZSofRemarkView),
  collaborators: z.array(ZSofCollaboratorView),
  signatures: z.array(ZSofSignatureView),
  requiredSigners: z.array(ZInvolvement),
  /** SHA-256 of the canonical content; computed only when asked for (signing, PDF, verification). */
  contentHash: z.string(),
});
export type TSofView = z.infer<typeof ZSofView>;

/**
 * What the SOF page reads of a SOF (its one GraphQL read, `SOF_PAGE_SELECTION`): the view without
 * what the page never shows. The content hash is asked for only when signing.
 */
export const ZSofPage = ZSofView.pick({
  id: true,
  portCallId: true,
  status: true,
  version: true,
  noRemarksNeeded: true,
  numberOfResendsToMaster: true,
  signatureTimestamp: true,
  requiredSigners: true,
  parameters: true,
}).extend({
  portCall: ZSofPortCallView.omit({ id: true, eta: true, ets: true }),
  events: z.array(
    ZSofEventView.pick({
      id: true,
      templateCode: true,
      group: true,
      description: true,
      timestamp: true,
      involvement: true,
      creator: true,
      editable: true,
    }).extend({
      remarks: z.array(ZSofRemarkView.omit({ createdAt: true })),
      comments: z.array(ZSofCommentView.pick({ id: true, commentText: true, actorName: true })),
      attachments: z.array(ZSofAttachmentView.pick({ id: true, name: true })),
    }),
  ),
  remarks: z.array(ZSofRemarkView.omit({ createdAt: true })),
  comments: z.array(ZSofCommentView.pick({ id: true, commentText: true, actorName: true })),
  attachments: z.array(ZSofAttachmentView.pick({ id: true, name: true, actorName: true })),
  collaborators: z.array(ZSofCollaboratorView.omit({ resends: true })),
  signatures: z.array(ZSofSignatureView),
});
export type TSofPage = z.infer<typeof ZSofPage>;
export type TSofPageEvent = TSofPage['events'][number];
export type TSofPageRemark = TSofPage['remarks'][number];

/** operations §3 "Signing status": the stage, who the caller signs as, and whether it still must. */
export const ZSofSigningStatus = z.object({
  signingStage: ZSofStatus,
  actorId: z.string(),
  involvement: ZInvolvement,
  shouldSign: z.boolean(),
  version: z.number(),
  /** SHA-256 of the content as it reads now: what a signature given now covers. */
  contentHash: z.string(),
  signedBy: z.array(ZInvolvement),
  requiredSigners: z.array(ZInvolvement),
});
export type TSofSigningStatus = z.infer<typeof ZSofSigningStatus>;

/**
 * The GraphQL selection of an object schema: every key, objects (and lists of them) with their own
 * selection. The page's query is built from `ZSofPage`, so its type and its query cannot drift.
 */
export function graphqlSelection(schema: z.ZodObject): string {
  const unwrap = (t: z.ZodType): z.ZodType => {
    if (t instanceof z.ZodNullable || t instanceof z.ZodOptional) return unwrap(t.unwrap() as z.ZodType);
    if (t instanceof z.ZodArray) return unwrap(t.element as z.ZodType);
    return t;
  };
  return Object.entries(schema.shape)
    .map(([key, t]) => {
      const inner = unwrap(t as z.ZodType);
      return inner instanceof z.ZodObject ? `${key} { ${graphqlSelection(inner)} }` : key;
    })
    .join(' ');
}
export const SOF_PAGE_SELECTION = graphqlSelection(ZSofPage);

export const ZAttachmentForm = z.object({ description: ZOptionalText(255) }).default({});

/**
 * An instant as the port's clock shows it (dd/MM/yyyy HH:mm:ss, platform-core §9), with the zone and
 * its offset: SOF timestamps are stored in UTC and read in the port's time zone. Without a zone: UTC.
 */
export function formatInPortTime(value: string | Date, timeZone: string | null | undefined): string {
  return formatDateTimeInZone(value, timeZone);
}

/**
 * The UTC instant of a wall-clock time at the port ("2026-03-12T14:30" in Europe/Athens): what the
 * add-event dialog sends is the port's local time, never the browser's.
 */
export function portTimeToInstant(local: string, timeZone: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map((x) => Number(x ?? 0)) as number[];
  const asUtc = Date.UTC(y as number, (mo as number) - 1, d, h, mi, s);
  const zone = timeZone || 'UTC';
  // The zone's offset at that moment, found by formatting the guess back in the zone (twice, for DST edges).
  let guess = asUtc;
  for (let i = 0; i < 2; i++) {
    const shown = new Date(
      new Date(guess).toLocaleString('en-US', { timeZone: zone, hourCycle: 'h23' } as Intl.DateTimeFormatOptions),
    );
    const shownUtc = Date.UTC(
      shown.getFullYear(),
      shown.getMonth(),
      shown.getDate(),
      shown.getHours(),
      shown.getMinutes(),
      shown.getSeconds(),
    );
    guess += asUtc - shownUtc;
  }
  const result = new Date(guess);
  return Number.isNaN(result.getTime()) ? null : result;
}

// ---------- inputs of the GraphQL mutations (the web's forms validate with the same schemas) ----------

const ZPortCallId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const ZRowId = ZPortCallId;
const ZSofVersion = z.number().int().min(0).max(2_147_483_647);
/** Counts may be any whole number here: the range is a per-field error of the result (operations §5). */
const ZCount = z.number().int().min(-2_147_483_648).max(2_147_483_647).nullable().optional();
const ZQuantityText = z.string().max(40).nullable().optional();

export const ZParametersInput = z.strictObject({
  cargoQuantityActual: ZQuantityText,
  cargoQuantityNominal: ZQuantityText,
  inboundTugsOrdered: ZCount,
  inboundTugsUsed: ZCount,
  inboundTugsDetails: z.string().max(500).nullable().optional(),
  outboundTugsOrdered: ZCount,
  outboundTugsUsed: ZCount,
  outboundTugsDetails: z.string().max(500).nullable().optional(),
  pilotsIn: ZCount,
  pilotsOut: ZCount,
});
export type TParametersInput = z.infer<typeof ZParametersInput>;

/**
 * An event's time: an instant with its offset ("2026-03-12T12:30:00Z"), or the port's wall clock
 * without one ("2026-03-12T14:30"), which the server reads in the port's time zone.
 */
export const ZEventTime = z.string().max(40);

export const ZRemarkInput = z.strictObject({ code: ZRemarkCode, text: z.string().max(2000) });

export const ZAddEventInput = z.strictObject({
  portCallId: ZPortCallId,
  version: ZSofVersion,
  templateCode: z.string().max(60),
  timestamp: ZEventTime,
  placeholder: z.string().max(200).nullable().optional(),
  remark: ZRemarkInput.nullable().optional(),
  parameters: ZParametersInput.nullable().optional(),
});
export type TAddEventInput = z.infer<typeof ZAddEventInput>;

export const ZEditEventInput = z.strictObject({
  portCallId: ZPortCallId,
  version: ZSofVersion,
  eventId: ZRowId,
  timestamp: ZEventTime.optional(),
  placeholder: z.string().max(200).nullable().optional(),
});
export type TEditEventInput = z.infer<typeof ZEditEventInput>;

export const ZDeleteEventInput = z.strictObject({ portCallId: ZPortCallId, version: ZSofVersion, eventId: ZRowId });
export const ZAddParametersInput = z.strictObject({
  portCallId: ZPortCallId,
  version: ZSofVersion,
  parameters: ZParametersInput,
});
export const ZAddCommentInput = z.strictObject({
  portCallId: ZPortCallId,
  eventId: ZRowId.nullable().optional(),
  commentText: ZRequiredText(2000),
});
export const ZAddRemarkInput = z.strictObject({
  portCallId: ZPortCallId,
  version: ZSofVersion,
  eventId: ZRowId.nullable().optional(),
  code: ZRemarkCode,
  text: z.string().max(2000),
});
export const ZEditRemarkInput = z.strictObject({
  portCallId: ZPortCallId,
  version: ZSofVersion,
  remarkId: ZRowId,
  code: ZRemarkCode.optional(),
  text: z.string().max(2000).optional(),
});
export const ZDeleteRemarkInput = z.strictObject({ portCallId: ZPortCallId, version: ZSofVersion, remarkId: ZRowId });
export const ZSetRemarksNeededInput = z.strictObject({
  portCallId: ZPortCallId,
  version: ZSofVersion,
  noRemarksNeeded: z.boolean(),
});
export const ZSignInput = z.strictObject({
  portCallId: ZPortCallId,
  version: ZSofVersion,
  isUnderProtest: z.boolean().optional(),
  protestRemark: z.string().max(2000).nullable().optional(),
});
export type TSignInput = z.infer<typeof ZSignInput>;
export const ZStatusInput = z.strictObject({ portCallId: ZPortCallId, version: ZSofVersion });

/** An instant as the port's wall clock for a datetime-local field ("2026-03-12T14:30"). */
export function toPortLocalInput(value: string | Date, timeZone: string | null | undefined): string {
  const shown = formatInPortTime(value, timeZone);
  const match = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})/.exec(shown);
  return match ? `${match[3]}-${match[2]}-${match[1]}T${match[4]}:${match[5]}` : '';
}
