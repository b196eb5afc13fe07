import { Decimal } from '@portcall/contracts/money';
import type { TPaymentListItem } from '@portcall/contracts/payment-list';

/** What the profile holds of the financial authorities (platform-core §6 FINANCIAL_*). */
export interface FinancialRoles {
  profileId: number;
  isReviewer: boolean;
  isApprover: boolean;
}

export interface PaymentActions {
  canRequestApproval: boolean;
  canApprove: boolean;
  canBackForReview: boolean;
  canPay: boolean;
}

/**
 * The actions a profile may take on one payment, by the rules the server enforces
 * (docs/decisions.md "Payments"): a reviewer requests approval of a non-zero DRAFT or BACK_FOR_REVIEW
 * payment; an approver approves a pending one it did not request (four eyes) and pays an approved
 * one; either sends a pending or approved one back for review.
 */
export function paymentActions(
  p: Pick<TPaymentListItem, 'status' | 'approvedAmount' | 'requestedById'>,
  roles: FinancialRoles,
): PaymentActions {
  const isEditable = p.status === 'DRAFT' || p.status === 'BACK_FOR_REVIEW';
  return {
    canRequestApproval: roles.isReviewer && isEditable && new Decimal(p.approvedAmount).greaterThan(0),
    canApprove: roles.isApprover && p.status === 'PENDING_APPROVAL' && p.requestedById !== roles.profileId,
    canBackForReview:
      (roles.isReviewer || roles.isApprover) && (p.status === 'PENDING_APPROVAL' || p.status === 'APPROVED'),
    canPay: roles.isApprover && p.status === 'APPROVED',
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
