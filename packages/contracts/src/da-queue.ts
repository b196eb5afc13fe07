import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, ZDirection } from './paging';
import { ZPaymentStatus } from './payments';

/**
 * The buyer DA tool: the finance team's work queue of submitted DAs (docs/decisions.md "DA journey,
 * buyer side"). One row per evaluation; its stage is where the DA stands from the buyer's side.
 */

/**
 * TO_EVALUATE: lines still to verify (or sent back for review); IN_REVIEW: every line verified,
 * some not approved yet; APPROVED: every line approved, payment not requested; TO_PAY: payment
 * requested or approved, not paid; PAID; CLOSED: the evaluation was closed without payment.
 */
export const daQueueStages = ['TO_EVALUATE', 'IN_REVIEW', 'APPROVED', 'TO_PAY', 'PAID', 'CLOSED'] as const;
export const ZDaQueueStage = z.enum(daQueueStages);
export type TDaQueueStage = z.infer<typeof ZDaQueueStage>;

export const daQueueStageLabels: Record<TDaQueueStage, string> = {
  TO_EVALUATE: 'To evaluate',
  IN_REVIEW: 'In review',
  APPROVED: 'Approved',
  TO_PAY: 'To pay',
  PAID: 'Paid',
  CLOSED: 'Closed',
};

export const daQueueSorts = ['submittedAt', 'id', 'vessel', 'port', 'agent', 'quotedAmount'] as const;

const ZFlag = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();
const blankIsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const ZDaQueueFilters = z.strictObject({
  stage: blankIsUnset(ZDaQueueStage),
  type: blankIsUnset(z.enum(['PDA', 'FDA', 'INVOICE'])),
  /** Evaluations assigned to the caller. */
  assignedToMe: ZFlag,
  /** The DAs of one appointment (the dashboard's drawer). */
  appointmentId: z.coerce.number().int().positive().optional(),
  /** Vessel, port, agent name or voyage number. */
  text: blankIsUnset(z.string().trim().max(100)),
});
export type TDaQueueFilters = z.infer<typeof ZDaQueueFilters>;

export const ZDaQueueQuery = ZDaQueueFilters.extend({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  property: blankIsUnset(z.enum(daQueueSorts)),
  direction: blankIsUnset(ZDirection),
});
export type TDaQueueQuery = z.input<typeof ZDaQueueQuery>;

export const ZDaQueueItem = z.object({
  evaluationId: z.number(),
  proformaId: z.number(),
  appointmentId: z.number(),
  portCallId: z.number(),
  type: z.string(),
  stage: ZDaQueueStage,
  vessel: z.string(),
  port: z.string(),
  agent: z.string(),
  voyageNumber: z.string().nullable(),
  currency: z.string().nullable(),
  /** The agent's total of the live lines. */
  quotedAmount: z.string(),
  /** What the lines stand for now: verified amounts where verified, quoted otherwise. */
  evaluatedAmount: z.string(),
  assignee: z.object({ id: z.number(), fullName: z.string() }).nullable(),
  paymentStatus: ZPaymentStatus.nullable(),
  submittedAt: z.string().nullable(),
});
export type TDaQueueItem = z.infer<typeof ZDaQueueItem>;

/** A page of the queue, and how many DAs of the caller's scope stand at each stage (filters aside). */
export const ZDaQueuePage = z.object({
  items: z.array(ZDaQueueItem),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  counts: z.record(ZDaQueueStage, z.number().int()),
  /** Evaluations assigned to the caller that still wait for evaluation or review. */
  assignedToMe: z.number().int(),
});
export type TDaQueuePage = z.infer<typeof ZDaQueuePage>;
