import { z } from 'zod';
import { ZId, ZRequiredText } from './fields';
import { messages } from './messages';

/**
 * Outbound integrations (issue 27 §6): per-buyer connectors, the deliveries of events to them
 * (signed, retried, dead-lettered), their log entries, and the task-flow ("danaos") tasks.
 */

/** TASK_FLOW needs the buyer's DANAOS switch, VESON its VESON switch, WEBHOOK its EXPORT_EVENTS switch. */
export const CONNECTOR_KINDS = ['TASK_FLOW', 'VESON', 'WEBHOOK'] as const;
export const ZConnectorKind = z.enum(CONNECTOR_KINDS);
export type TConnectorKind = z.infer<typeof ZConnectorKind>;

/** The integration config (reference data `integration_configs.code`) each kind needs switched on. */
export const CONFIG_OF_KIND: Record<TConnectorKind, string> = {
  TASK_FLOW: 'DANAOS',
  VESON: 'VESON',
  WEBHOOK: 'EXPORT_EVENTS',
};

/** Every event a connector may subscribe to (GET integration/task/flows lists them). */
export const INTEGRATION_EVENTS = [
  'proforma.exported',
  'port-call.exported',
  'evaluation.task',
  'evaluation.protocol',
  'appointment.state-changed',
] as const;
export const ZIntegrationEvent = z.enum(INTEGRATION_EVENTS);
export type TIntegrationEvent = z.infer<typeof ZIntegrationEvent>;

export const DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'DEAD'] as const;
export const ZDeliveryStatus = z.enum(DELIVERY_STATUSES);
export type TDeliveryStatus = z.infer<typeof ZDeliveryStatus>;

/** Only http(s); whether private addresses are allowed is the server's configuration. */
export const ZConnectorUrl = z
  .string()
  .trim()
  .max(500, messages.MAX_LENGTH.replace('{n}', '500'))
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, messages.INTEGRATION_URL_INVALID);

export const ZConnectorSlug = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$/, messages.INTEGRATION_SLUG_INVALID);

export const ZConnectorSave = z.strictObject({
  id: ZId.optional(),
  kind: ZConnectorKind,
  name: ZRequiredText(100),
  /** The path name of the VESON family (/integration-veson-{slug}/api); unique. */
  slug: ZConnectorSlug,
  url: ZConnectorUrl,
  /** Required on create; left out on update to keep the stored one. */
  secret: z
    .string()
    .min(16, messages.INTEGRATION_SECRET_SHORT)
    .max(200, messages.MAX_LENGTH.replace('{n}', '200'))
    .optional(),
  events: z.array(ZIntegrationEvent).max(INTEGRATION_EVENTS.length),
  isEnabled: z.boolean(),
});
export type TConnectorSave = z.infer<typeof ZConnectorSave>;

export const ZConnector = z.object({
  id: z.number(),
  buyerId: z.number(),
  kind: ZConnectorKind,
  name: z.string(),
  slug: z.string(),
  url: z.string(),
  /** Never the secret: its last four characters, to tell two apart. */
  secretHint: z.string(),
  events: z.array(ZIntegrationEvent),
  isEnabled: z.boolean(),
  /** Whether the admin's switch for the kind's integration is on for the buyer. */
  isSwitchedOn: z.boolean(),
  updatedAt: z.string(),
});
export type TConnector = z.infer<typeof ZConnector>;

export const ZDelivery = z.object({
  id: z.number(),
  connectorId: z.number(),
  connectorName: z.string(),
  event: ZIntegrationEvent,
  entityType: z.string(),
  entityId: z.number(),
  status: ZDeliveryStatus,
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type TDelivery = z.infer<typeof ZDelivery>;

export const ZDeliveriesQuery = z.strictObject({ status: ZDeliveryStatus.optional() });

export const ZLogEntry = z.object({
  id: z.number(),
  deliveryId: z.number(),
  attempt: z.number(),
  event: ZIntegrationEvent,
  entityType: z.string(),
  entityId: z.number(),
  /** null when no answer came (refused, timed out, unreachable). */
  statusCode: z.number().nullable(),
  durationMs: z.number(),
  error: z.string().nullable(),
  at: z.string(),
});
export type TLogEntry = z.infer<typeof ZLogEntry>;

export const LOG_ENTRY_TYPES = ['DELIVERY', 'CONNECTOR', 'TASK', 'EVALUATION'] as const;
export const ZLogEntryParams = z.strictObject({ type: z.enum(LOG_ENTRY_TYPES), id: ZId });

export const TASK_ENTITY_TYPES = ['EVALUATION'] as const;
export const ZTaskParams = z.strictObject({ entityType: z.enum(TASK_ENTITY_TYPES), id: ZId });
export const ZTaskQuery = z.strictObject({ buyerId: ZId });

/** QUEUED until the task-flow service answered; then the service's own state text. */
export const ZIntegrationTask = z.object({
  id: z.number(),
  entityType: z.enum(TASK_ENTITY_TYPES),
  entityId: z.number(),
  externalId: z.string().nullable(),
  flow: z.string().nullable(),
  state: z.string(),
  deliveryStatus: ZDeliveryStatus,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TIntegrationTask = z.infer<typeof ZIntegrationTask>;

export const ZTaskAnswer = z.object({ isEnabled: z.boolean(), task: ZIntegrationTask.nullable() });
export type TTaskAnswer = z.infer<typeof ZTaskAnswer>;

export const ZTaskDetails = z.object({
  task: ZIntegrationTask,
  /** What the task-flow service answered for the task (its steps, assignee...), as it sent it. */
  details: z.record(z.string(), z.unknown()),
  log: z.array(ZLogEntry),
});
export type TTaskDetails = z.infer<typeof ZTaskDetails>;

export const ZProtocolRequest = z.strictObject({ evaluationId: ZId });

export const ZFlow = z.object({ code: z.string(), name: z.string() });
export type TFlow = z.infer<typeof ZFlow>;
