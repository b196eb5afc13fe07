import { describe, expect, it } from 'vitest';
import { balanceSeries } from './balance-series';
import { createAttemptKeys, payFingerprint } from './idempotency';
import { paymentActions } from './payment-actions';

const roles = (isReviewer: boolean, isApprover: boolean) => ({ profileId: 7, isReviewer, isApprover });

describe('paymentActions', () => {
  it('lets a reviewer request approval of a non-zero draft only', () => {
    const ready = { instruction: { name: 'EUR', reviewerId: null, approverId: null, approvalThreshold: null } };
    const draft = {
      status: 'DRAFT' as const,
      approvedAmount: '10.00',
      requestedById: null,
      paymentDueDate: '2026-12-01',
      ...ready,
    };
    expect(paymentActions(draft, roles(true, false)).canRequestApproval).toBe(true);
    expect(paymentActions(draft, roles(true, false)).needsPaymentDetails).toBe(false);
    // Without instructions or due date the reviewer still requests, choosing them in the same step;
    // instructions naming another reviewer leave it to that reviewer.
    const noInstruction = paymentActions({ ...draft, instruction: null }, roles(true, false));
    expect(noInstruction).toMatchObject({
      canRequestApproval: true,
      needsPaymentDetails: true,
      requestBlockedReason: null,
    });
    expect(paymentActions({ ...draft, paymentDueDate: null }, roles(true, false)).needsPaymentDetails).toBe(true);
    const named = { ...draft, instruction: { ...ready.instruction, reviewerId: 99 } };
    expect(paymentActions(named, roles(true, false)).requestBlockedReason).toMatch(/another reviewer/);
    expect(paymentActions({ ...draft, approvedAmount: '0.00' }, roles(true, false)).canRequestApproval).toBe(false);
    expect(paymentActions(draft, roles(false, true)).canRequestApproval).toBe(false);
  });

  it('never lets an approver approve the payment it requested', () => {
    const pending = { status: 'PENDING_APPROVAL' as const, approvedAmount: '10.00', requestedById: 3 };
    expect(paymentActions(pending, roles(false, true))).toMatchObject({ canApprove: true, canPay: false });
    expect(paymentActions({ ...pending, requestedById: 7 }, roles(true, true)).canApprove).toBe(false);
    expect(paymentActions(pending, roles(true, false))).toMatchObject({ canApprove: false, canBackForReview: true });
  });

  it('lets only an approver pay an approved payment, and nobody act on a paid one', () => {
    const approved = { status: 'APPROVED' as const, approvedAmount: '10.00', requestedById: 3 };
    expect(paymentActions(approved, roles(false, true)).canPay).toBe(true);
    expect(paymentActions(approved, roles(true, false)).canPay).toBe(false);
    expect(paymentActions({ ...approved, status: 'PAID' }, roles(true, true))).toEqual({
      canRequestApproval: false,
      needsPaymentDetails: false,
      requestBlockedReason: null,
      approveBlockedReason: null,
      canApprove: false,
      canBackForReview: false,
      canPay: false,
    });
  });
});

describe('balanceSeries', () => {
  it('sums movements exactly per currency, one point per day carrying the other currencies', () => {
    const { currencies, points } = balanceSeries([
      { currency: 'EUR', amount: '0.10', createdAt: '2026-03-01T10:00:00Z' },
      { currency: 'EUR', amount: '0.20', createdAt: '2026-03-01T12:00:00Z' },
      { currency: 'USD', amount: '100.00', createdAt: '2026-03-02T09:00:00Z' },
      { currency: 'EUR', amount: '-0.05', createdAt: '2026-03-03T09:00:00Z' },
    ]);
    expect(currencies).toEqual(['EUR', 'USD']);
    expect(points.map((p) => p.day)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02', '2026-03-03']);
    expect(points[0]?.balances).toEqual({ EUR: '0.00', USD: '0.00' });
    expect(points[1]?.balances).toEqual({ EUR: '0.30', USD: '0.00' });
    expect(points[3]?.balances).toEqual({ EUR: '0.25', USD: '100.00' });
    expect(points[3]?.values.EUR).toBe(0.25);
  });

  it('orders movements by time whatever order they come in, and draws nothing without one', () => {
    expect(balanceSeries([])).toEqual({ currencies: [], points: [] });
    const { points } = balanceSeries([
      { currency: 'EUR', amount: '5', createdAt: '2026-03-02T00:00:00Z' },
      { currency: 'EUR', amount: '1', createdAt: '2026-03-01T00:00:00Z' },
    ]);
    expect(points.map((p) => p.balances.EUR)).toEqual(['0.00', '1.00', '6.00']);
  });
});

describe('attempt keys', () => {
  it('reuses the key for a retry of the same request and makes a new one when it changes or succeeded', () => {
    let n = 0;
    const keys = createAttemptKeys(() => `key-${++n}`);
    const file = new File(['x'], 'remittance.pdf', { lastModified: 1 });
    const first = payFingerprint({ paymentId: 1, remittedAmount: '10.00' }, [file]);
    expect(keys.keyFor(first)).toBe('key-1');
    expect(keys.keyFor(first)).toBe('key-1');
    expect(keys.keyFor(payFingerprint({ paymentId: 1, remittedAmount: '9.00' }, [file]))).toBe('key-2');
    keys.settle();
    expect(keys.keyFor(first)).toBe('key-3');
  });
});
