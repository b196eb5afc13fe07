import { writeAudit } from '../../platform/audit/audit';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import type { EvaluationOfPayment } from '../evaluations/module';
import { EDITABLE } from './core';
import type { PaymentRepo } from './repo';

/**
 * How a DA's payment follows its evaluation (docs/decisions.md "Revise in place"), in the evaluation's
 * transaction: a withdrawn DA takes its DRAFT or BACK_FOR_REVIEW payment with it (left behind, it was
 * an orphan "0.00 DRAFT" nobody could move on); a revised DA's payment names the revision. The
 * evaluation refuses both while a payment is under way (its payment guard), so this never meets one.
 */
export function subscribeToEvaluations(deps: {
  events: Pick<EventBus, 'subscribe'>;
  repo: Pick<PaymentRepo, 'findByEvaluation' | 'remove' | 'transition'>;
  evaluations: Pick<EvaluationOfPayment, 'recordPaymentState'>;
}) {
  const { repo } = deps;
  deps.events.subscribe('evaluation.withdrawn', async ({ evaluationId }, tx) => {
    const payment = await repo.findByEvaluation(evaluationId, tx);
    if (!payment) return;
    if (!(EDITABLE as readonly string[]).includes(payment.status))
      throw new AppError(409, 'EVALUATION_PAYMENT_IN_PROGRESS', undefined, { state: payment.status });
    await repo.remove(payment.id, tx);
    await deps.evaluations.recordPaymentState(evaluationId, null, tx);
    await writeAudit(tx, {
      companyId: payment.companyId,
      entity: 'payment',
      entityId: payment.id,
      action: 'DELETE',
      before: { status: payment.status, proformaId: payment.proformaId },
      after: { reason: 'DA withdrawn' },
    });
  });
  deps.events.subscribe('evaluation.revised', async ({ evaluationId, proformaId }, tx) => {
    const payment = await repo.findByEvaluation(evaluationId, tx);
    if (!payment) return;
    const moved = await repo.transition(payment.id, payment.version, EDITABLE, { proformaId }, tx);
    if (!moved) throw new AppError(409, 'EVALUATION_PAYMENT_IN_PROGRESS', undefined, { state: payment.status });
  });
}
