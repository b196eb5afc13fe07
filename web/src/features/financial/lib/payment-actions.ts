import { messages } from '@portcall/contracts/messages';
import { Decimal } from '@portcall/contracts/money';
import type { TPaymentListItem } from '@portcall/contracts/payment-list';
import { decide, type PolicyActor } from '@portcall/contracts/policy';

/** What the profile holds of the financial authorities (platform-core §6 FINANCIAL_*). */
export interface FinancialRoles {
  profileId: number;
  isReviewer: boolean;
  isApprover: boolean;
}

export interface PaymentActions {
  canRequestApproval: boolean;
  /** The DA has no instructions or due date yet: the reviewer chooses them when requesting approval. */
  needsPaymentDetails: boolean;
  /** Why a reviewer cannot request approval yet (null when it can, or is no reviewer). */
  requestBlockedReason: string | null;
  /** Why an approver cannot approve a pending payment (null when it can). */
  approveBlockedReason: string | null;
  canApprove: boolean;
  canBackForReview: boolean;
  canPay: boolean;
}

/** The policy table's actor for these roles (the Financial page holds them as two flags). */
function actorOf(roles: FinancialRoles): PolicyActor {
  const held = [
    ...(roles.isReviewer ? (['FINANCIAL_PAYMENT_ORDER_REVIEWER'] as const) : []),
    ...(roles.isApprover ? (['FINANCIAL_PAYMENT_ORDER_APPROVER'] as const) : []),
  ];
  return {
    type: 'BUYER',
    profileId: roles.profileId,
    products: ['FINANCIAL'],
    authorities: held.map((authority) => ({ authority, isEnabled: true })),
  };
}

/**
 * The actions a profile may take on one payment: who and in which state from the policy table
 * (packages/contracts/src/policy.ts), plus the instructions' rules the server enforces
 * (docs/decisions.md "Payments"): a reviewer requests approval of a non-zero DRAFT or BACK_FOR_REVIEW
 * payment (choosing its instructions and due date there when its DA has none); an approver
 * approves a pending one it did not request (four eyes) and pays an approved one; either sends a
 * pending or approved one back for review.
 */
export function paymentActions(
  p: Pick<TPaymentListItem, 'status' | 'approvedAmount' | 'requestedById'> &
    Partial<Pick<TPaymentListItem, 'instruction' | 'paymentDueDate'>>,
  roles: FinancialRoles,
): PaymentActions {
  const actor = actorOf(roles);
  const mayReview =
    decide('PAYMENT_REQUEST_APPROVAL', actor, { state: p.status }).allowed &&
    new Decimal(p.approvedAmount).greaterThan(0);
  // The instructions may name one reviewer (the same rule as the evaluation's payment request);
  // missing instructions or due date are chosen in the request dialog (needsPaymentDetails).
  const requestBlockedReason =
    mayReview && p.instruction && p.instruction.reviewerId !== null && p.instruction.reviewerId !== roles.profileId
      ? messages.REASON_OTHER_REVIEWER
      : null;
  const isPendingForMe = decide('PAYMENT_APPROVE', actor, { state: p.status, requestedById: p.requestedById }).allowed;
  const threshold = p.instruction?.approvalThreshold ?? null;
  const approveBlockedReason = !isPendingForMe
    ? null
    : p.instruction &&
        p.instruction.approverId !== null &&
        p.instruction.approverId !== roles.profileId &&
        (threshold === null || new Decimal(p.approvedAmount).greaterThan(threshold))
      ? messages.REASON_OTHER_APPROVER
      : null;
  return {
    canRequestApproval: mayReview && requestBlockedReason === null,
    needsPaymentDetails: mayReview && requestBlockedReason === null && (!p.instruction || !p.paymentDueDate),
    requestBlockedReason,
    approveBlockedReason,
    canApprove: isPendingForMe && approveBlockedReason === null,
    canBackForReview: decide('PAYMENT_BACK_FOR_REVIEW', actor, { state: p.status }).allowed,
    canPay: decide('PAYMENT_PAY', actor, { state: p.status }).allowed,
  };
}

export const paymentStatusLabels: Record<TPaymentListItem['status'], string> = {
  DRAFT: 'Draft',
  PENDING_APPROVAL: 'Pending approval',
  APPROVED: 'Approved',
  PAID: 'Paid',
  BACK_FOR_REVIEW: 'Back for review',
};

export const paymentStatusColors: Record<TPaymentListItem['status'], string> = {
  DRAFT: 'gray',
  PENDING_APPROVAL: 'yellow',
  APPROVED: 'blue',
  PAID: 'teal',
  BACK_FOR_REVIEW: 'orange',
};
