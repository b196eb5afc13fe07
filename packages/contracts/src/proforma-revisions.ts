import { z } from 'zod';
import { expenseSections } from './proformas';

/**
 * Revise in place (issue 47 item 4, docs/decisions.md "Revise in place"): what the agent sees of the
 * lines a buyer sent back, and what a revision changed as the buyer's evaluation page highlights it.
 */

/** A line of the agent's submitted DA that the buyer sent back for review, with the buyer's comments. */
export const ZSentBackLine = z.object({
  /** The DA line (proforma expense id). */
  expenseId: z.number(),
  section: z.enum(expenseSections),
  name: z.string(),
  amount: z.string(),
  comments: z.string().nullable(),
});
export type TSentBackLine = z.infer<typeof ZSentBackLine>;

export const revisionChanges = ['CHANGED', 'ADDED', 'REMOVED'] as const;

export const ZRevisionChange = z.object({
  change: z.enum(revisionChanges),
  /** The line on the evaluation now (null for a removed line). */
  expenseEvaluationId: z.number().nullable(),
  section: z.enum(expenseSections),
  name: z.string(),
  /** Quoted before the revision (null: added). */
  previousAmount: z.string().nullable(),
  /** Quoted in the revision (null: removed). */
  amount: z.string().nullable(),
});
export type TRevisionChange = z.infer<typeof ZRevisionChange>;

/** GET evaluation/{id}/revision: the latest revision of the evaluated DA and what it changed. */
export const ZEvaluationRevision = z.object({
  evaluationId: z.number(),
  proformaId: z.number(),
  /** 1 while the DA was never revised (no changes then). */
  revision: z.number(),
  previousProformaId: z.number().nullable(),
  changes: z.array(ZRevisionChange),
});
export type TEvaluationRevision = z.infer<typeof ZEvaluationRevision>;
