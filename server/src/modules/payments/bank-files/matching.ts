import { paymentIdOfEndToEndId, type TStatementOutcome } from '@portcall/contracts/bank-files';
import { Decimal } from '@portcall/contracts/money';

/** A payment as matching sees it: its state, amount and the agent's account it pays into. */
export interface MatchCandidate {
  id: number;
  status: string;
  currency: string | null;
  approvedAmount: string;
  /** The agent's account in its comparable form (accounts.ts `accountKey`), null when unknown. */
  creditorAccount: string | null;
}

export interface MatchInput {
  endToEndId: string | null;
  amount: string;
  currency: string;
  creditorAccount: string | null;
  /** The payment this booking was confirmed for, if it was. */
  paidPaymentId: number | null;
}

export interface Match {
  outcome: TStatementOutcome;
  matchedBy: 'END_TO_END_ID' | 'AMOUNT_AND_CREDITOR' | null;
  paymentId: number | null;
}

/**
 * Matches one booking: the payment named by our EndToEndId first (the bank hands it back unchanged);
 * without one, the single APPROVED payment of the same amount and currency into the same creditor
 * account. Two candidates are no match: guessing between them would pay the wrong DA. `taken` holds
 * payments an earlier booking of the same statement already matched.
 */
export function matchBooking(
  booking: MatchInput,
  payments: { byId: ReadonlyMap<number, MatchCandidate>; approved: readonly MatchCandidate[] },
  taken: ReadonlySet<number> = new Set(),
): Match {
  if (booking.paidPaymentId !== null) return { outcome: 'PAID', matchedBy: null, paymentId: booking.paidPaymentId };
  const byReference = paymentIdOfEndToEndId(booking.endToEndId);
  const named = byReference === null ? undefined : payments.byId.get(byReference);
  if (named) return judge(named, booking, 'END_TO_END_ID');
  if (booking.creditorAccount === null) return { outcome: 'UNMATCHED', matchedBy: null, paymentId: null };
  const same = payments.approved.filter(
    (p) =>
      !taken.has(p.id) &&
      p.currency === booking.currency &&
      p.creditorAccount === booking.creditorAccount &&
      new Decimal(p.approvedAmount).equals(booking.amount),
  );
  const only = same.length === 1 ? same[0] : undefined;
  return only
    ? judge(only, booking, 'AMOUNT_AND_CREDITOR')
    : { outcome: 'UNMATCHED', matchedBy: null, paymentId: null };
}

function judge(payment: MatchCandidate, booking: MatchInput, matchedBy: Match['matchedBy']): Match {
  if (payment.status === 'PAID') return { outcome: 'ALREADY_PAID', matchedBy, paymentId: payment.id };
  // A payment nobody approved is never paid from a statement (as verify-bulk-payment refuses it too).
  if (payment.status !== 'APPROVED' || payment.currency !== booking.currency)
    return { outcome: 'UNMATCHED', matchedBy, paymentId: payment.id };
  const isSame = new Decimal(payment.approvedAmount).equals(booking.amount);
  return { outcome: isSame ? 'MATCHED' : 'PARTIAL', matchedBy, paymentId: payment.id };
}
