import { describe, expect, it } from 'vitest';
import { paymentStep } from './payment-step';

const named = { reviewer: { id: 1, fullName: 'Sofie Dahl' }, approver: { id: 2, fullName: 'Henrik Berg' } };

describe('paymentStep', () => {
  it('says who acts next at each state of the payment', () => {
    expect(paymentStep({ status: 'DRAFT', paidDate: null }, named, false).next).toMatch(
      /Sofie Dahl requests its approval on the Financial page/,
    );
    expect(paymentStep({ status: 'PENDING_APPROVAL', paidDate: null }, named, true)).toMatchObject({
      label: 'Pending approval',
      isOpen: false,
    });
    expect(paymentStep({ status: 'PENDING_APPROVAL', paidDate: null }, named, true).next).toMatch(/Henrik Berg/);
    expect(paymentStep({ status: 'PAID', paidDate: '2026-11-29' }, named, true)).toMatchObject({
      label: 'Paid',
      next: 'Paid on 29/11/2026.',
    });
    expect(paymentStep(null, null, false).next).toMatch(/a payment reviewer requests its approval/);
  });
});
