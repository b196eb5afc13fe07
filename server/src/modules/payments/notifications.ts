import { formatMessage } from '@portcall/contracts/messages';
import { Decimal } from '@portcall/contracts/money';
import type { TPayment } from '@portcall/contracts/payments';
import type { Db } from '../../platform/db/client';
import type { Caller } from '../../platform/http/access';
import type { FindPeople, NotificationEvent } from '../../platform/notify';
import { APPROVER, type PaymentDeps, REVIEWER, VIEW } from './core';

/** What happened to a payment that somebody must hear of. */
export type PaymentNotice = 'READY_FOR_REVIEW' | 'REQUEST_APPROVAL' | 'APPROVE' | 'BACK_FOR_REVIEW' | 'PAY';

/**
 * Who must act on a payment's step, and what they read (docs/decisions.md "which events notify
 * whom"): the reviewer the DA's payment instruction names, else every reviewer, when it is ready for
 * review or sent back; the named approver (when the amount needs them), else every approver, when
 * approval is requested; the person who requested approval when it is approved, sent back or paid
 * (and the approver when paid). Always people of the buyer holding FINANCIAL and the role, inside
 * their region rules, never the person who acted.
 */
export function createPaymentNotices(
  deps: Pick<PaymentDeps, 'evaluations' | 'instructions'> & { findPeople: FindPeople },
) {
  async function instructionOf(payment: TPayment, tx: Db) {
    const evaluation = await deps.evaluations.find(payment.evaluationId, tx);
    if (!evaluation?.paymentInstructionId) return undefined;
    return deps.instructions.find(payment.companyId, evaluation.paymentInstructionId, tx);
  }

  return async function noticesOf(
    caller: Caller,
    notice: PaymentNotice,
    payment: TPayment,
    tx: Db,
    comments?: string | null,
  ): Promise<NotificationEvent[]> {
    const instruction =
      notice === 'READY_FOR_REVIEW' || notice === 'REQUEST_APPROVAL' || notice === 'BACK_FOR_REVIEW'
        ? await instructionOf(payment, tx)
        : undefined;
    const named = (id: number | null | undefined) => (id === null || id === undefined ? undefined : [id]);
    const people = (authority: typeof VIEW, among?: number[]) =>
      deps.findPeople(
        {
          companyId: payment.companyId,
          product: 'FINANCIAL',
          authorities: [authority],
          appointmentId: payment.appointmentId,
          among,
        },
        tx,
      );
    let profileIds: number[];
    switch (notice) {
      case 'READY_FOR_REVIEW':
        profileIds = await people(REVIEWER, named(instruction?.reviewerId));
        break;
      case 'REQUEST_APPROVAL': {
        // Under the instruction's threshold any approver may approve: all of them are told.
        const needsNamed =
          instruction?.approverId != null &&
          (instruction.approvalThreshold === null ||
            new Decimal(payment.approvedAmount).gt(instruction.approvalThreshold));
        profileIds = await people(APPROVER, needsNamed ? named(instruction?.approverId) : undefined);
        break;
      }
      case 'APPROVE':
        profileIds = await people(VIEW, named(payment.requestedById) ?? []);
        break;
      case 'BACK_FOR_REVIEW': {
        const reviewers = await people(REVIEWER, named(instruction?.reviewerId));
        const requester = await people(VIEW, named(payment.requestedById) ?? []);
        profileIds = [...new Set([...reviewers, ...requester])];
        break;
      }
      case 'PAY':
        profileIds = await people(
          VIEW,
          [payment.requestedById, payment.approvedById].filter((id): id is number => id !== null),
        );
        break;
    }
    const params = { currency: payment.currency ?? '', amount: payment.approvedAmount, id: payment.evaluationId };
    const message = {
      READY_FOR_REVIEW: () => formatMessage('NOTIFY_PAYMENT_TO_REVIEW', params),
      REQUEST_APPROVAL: () => formatMessage('NOTIFY_PAYMENT_TO_APPROVE', params),
      APPROVE: () => formatMessage('NOTIFY_PAYMENT_APPROVED', params),
      BACK_FOR_REVIEW: () =>
        formatMessage('NOTIFY_PAYMENT_BACK_FOR_REVIEW', { ...params, comments: comments ? `: ${comments}` : '' }),
      PAY: () =>
        formatMessage('NOTIFY_PAYMENT_PAID', {
          ...params,
          amount: payment.remittedAmount ?? payment.approvedAmount,
        }),
    }[notice]();
    return [
      {
        profileIds: profileIds.filter((id) => id !== caller.profileId),
        eventType: 'PAYMENT',
        eventId: payment.id,
        eventMessage: message,
      },
    ];
  };
}
export type PaymentNoticesOf = ReturnType<typeof createPaymentNotices>;
