import { formatDate } from '@portcall/contracts/format';
import type { TPayment, TPaymentInstruction } from '@portcall/contracts/payments';

/** What the evaluation's payment panel says of the payment: its state and who acts next. */
export interface PaymentStep {
  label: string;
  color: string;
  next: string;
  /** The instructions and due date may still change, and the payment may be requested. */
  isOpen: boolean;
}

/**
 * The one payment flow as the evaluation shows it: choose instructions and due date, request the
 * payment (it goes to the reviewer the instructions name, or straight to approval when the
 * requester is that reviewer), or leave both to a reviewer who chooses them on the financial page;
 * then the approver approves and pays there.
 */
export function paymentStep(
  payment: Pick<TPayment, 'status' | 'paidDate'> | null,
  instruction: Pick<TPaymentInstruction, 'reviewer' | 'approver'> | null,
  isReady: boolean,
  /** The payment request was sent from the evaluation (its PAYMENT_REQUEST task) and waits for review. */
  isSentForReview = false,
): PaymentStep {
  const reviewer = instruction?.reviewer?.fullName ?? 'a payment reviewer';
  const approver = instruction?.approver?.fullName ?? 'an approver';
  switch (payment?.status ?? 'DRAFT') {
    case 'PENDING_APPROVAL':
      return {
        label: 'Pending approval',
        color: 'yellow',
        next: `Waiting for ${approver} to approve it on the Financial page.`,
        isOpen: false,
      };
    case 'APPROVED':
      return {
        label: 'Approved',
        color: 'blue',
        next: `Approved: ${approver} pays it on the Financial page.`,
        isOpen: false,
      };
    case 'PAID':
      return {
        label: 'Paid',
        color: 'teal',
        next: `Paid${payment?.paidDate ? ` on ${formatDate(payment.paidDate)}` : ''}.`,
        isOpen: false,
      };
    case 'BACK_FOR_REVIEW':
      return {
        label: 'Back for review',
        color: 'orange',
        next: 'Sent back: check the amounts and request the payment again.',
        isOpen: true,
      };
    default:
      if (isSentForReview)
        return {
          label: 'Sent for review',
          color: 'gray',
          next: `Requested: ${reviewer} requests its approval on the Financial page.`,
          isOpen: false,
        };
      return isReady
        ? {
            label: 'Ready to request',
            color: 'gray',
            next: 'Request the payment: it goes to the reviewer the instructions name.',
            isOpen: true,
          }
        : {
            label: 'Not requested',
            color: 'gray',
            next: `Not requested: choose the payment instructions and the due date here and request the payment, or ${reviewer} requests its approval on the Financial page.`,
            isOpen: true,
          };
  }
}
