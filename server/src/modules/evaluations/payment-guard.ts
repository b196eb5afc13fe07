import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { evaluations } from './db';

/**
 * Payment states in which the evaluation's approved money is under the payment's control: the
 * approved total was frozen when approval was requested (PENDING_APPROVAL), then approved or paid.
 * DRAFT and BACK_FOR_REVIEW still follow the evaluation; a deleted payment no longer exists.
 */
export const PAYMENT_LOCKED_STATES = ['PENDING_APPROVAL', 'APPROVED', 'PAID'] as const;

/**
 * The state of the evaluation's payment when it locks approved money, else null. The payments
 * module records its state on the evaluation row in each transition's transaction (repo
 * `recordPaymentState`), so this reads the evaluation's own row.
 */
export async function lockingPaymentState(tx: Db, evaluationId: number): Promise<string | null> {
  // FOR SHARE: a concurrent payment transition, which writes this row, waits until this action commits.
  const [row] = await tx
    .select({ state: evaluations.paymentState })
    .from(evaluations)
    .where(eq(evaluations.id, evaluationId))
    .for('share');
  return row?.state && (PAYMENT_LOCKED_STATES as readonly string[]).includes(row.state) ? row.state : null;
}

/**
 * Refuses (409 EVALUATION_PAYMENT_IN_PROGRESS) an evaluation action that would change approved money
 * while the payment is PENDING_APPROVAL, APPROVED or PAID. Every such action calls this
 * inside its transaction, before it changes anything: revert, reset, mark-as-deleted, edit,
 * split / divide / reallocate / delete-child, and the DA's withdrawal.
 */
export async function requirePaymentOpen(tx: Db, evaluationId: number): Promise<void> {
  const state = await lockingPaymentState(tx, evaluationId);
  if (state) throw new AppError(409, 'EVALUATION_PAYMENT_IN_PROGRESS', undefined, { state });
}
