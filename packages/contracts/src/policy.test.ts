import { describe, expect, it } from 'vitest';
import { decide, type PolicyActor, policyAccess, policyActions, policyTable } from './policy';

const actor = (overrides: Partial<PolicyActor> & { holds?: string[] }): PolicyActor => ({
  type: 'BUYER',
  profileId: 7,
  products: ['DA_TOOL', 'FINANCIAL', 'REOPEN_DA'],
  authorities: (overrides.holds ?? []).map((authority) => ({ authority, isEnabled: true })),
  ...overrides,
});

/** The demo buyer USER (server/seed/demo.ts): views and verifies, nothing more. */
const demoUser = actor({
  holds: ['DA_VIEW', 'DA_EVALUATION_VIEW', 'DA_EXPENSE_EVALUATION_VIEW', 'DA_EXPENSE_EVALUATION_VERIFY'],
});

describe('the policy table', () => {
  it.each(policyActions)('%s: its holder may, a profile without its authority or of another kind may not', (action) => {
    const p = policyTable[action];
    const authority = typeof p.authority === 'string' ? p.authority : (p.authority[0] as string);
    const products = [...new Set([...actor({}).products, ...(p.product ? [p.product] : [])])];
    const holder = actor({ type: p.profileTypes[0], holds: [authority], products });
    expect(decide(action, holder).allowed).toBe(true);
    const without = decide(action, actor({ type: p.profileTypes[0], holds: [] }));
    expect(without).toMatchObject({ allowed: false, code: p.denied, status: 403 });
    const stranger = actor({ type: p.profileTypes[0] === 'ADMIN' ? 'AGENT' : 'ADMIN', holds: [authority] });
    expect(decide(action, stranger).allowed).toBe(false);
    // The route declaration names the same kind, product and authority.
    const access = policyAccess(action);
    expect(access.profileTypes).toEqual(p.profileTypes);
    expect(access.authority ?? access.anyAuthority?.[0]).toBe(authority);
    expect(access.policyAction).toBe(action);
  });

  it('offers the demo USER to verify, never to split, approve, send back or edit', () => {
    const line = { state: 'VERIFIED', isEvaluationOpen: true, isSplitPart: false, hasSplitParts: false };
    expect(decide('EXPENSE_VERIFY', demoUser, line).allowed).toBe(true);
    for (const action of ['EXPENSE_SPLIT', 'EXPENSE_APPROVE', 'EXPENSE_BACK_FOR_REVIEW', 'EXPENSE_EDIT'] as const)
      expect(decide(action, demoUser, line), action).toMatchObject({ allowed: false, status: 403 });
    expect(decide('EVALUATION_APPROVE_VERIFIED', demoUser, { isEvaluationOpen: true })).toMatchObject({
      allowed: false,
      reason: 'You may not approve expenses',
    });
  });

  it('says why a state or a split refuses, with the server codes', () => {
    const verifier = actor({ holds: ['DA_EXPENSE_EVALUATION_VERIFY', 'DA_EXPENSE_EVALUATION_SPLIT'] });
    expect(decide('EXPENSE_VERIFY', verifier, { state: 'APPROVED' })).toMatchObject({
      code: 'EXPENSE_EVALUATION_ACTION_NOT_ALLOWED',
      status: 409,
      reason: 'This action is not allowed for an expense in state APPROVED',
    });
    expect(decide('EXPENSE_VERIFY', verifier, { isEvaluationOpen: false }).allowed).toBe(false);
    expect(decide('EXPENSE_SPLIT', verifier, { state: 'PENDING', isSplitPart: true })).toMatchObject({
      code: 'REASON_NOT_ON_SPLIT_PART',
    });
    // A split part answers to its own family.
    expect(decide('EXPENSE_VERIFY', verifier, { state: 'PENDING', isSplitPart: true }).allowed).toBe(false);
  });

  it('lets either side of the four eyes send an unpaid payment back for review, nobody a paid one', () => {
    const reviewer = actor({ holds: ['FINANCIAL_PAYMENT_ORDER_REVIEWER'] });
    const approver = actor({ holds: ['FINANCIAL_PAYMENT_ORDER_APPROVER'] });
    for (const state of ['PENDING_APPROVAL', 'APPROVED'])
      for (const who of [reviewer, approver])
        expect(decide('PAYMENT_BACK_FOR_REVIEW', who, { state }).allowed).toBe(true);
    expect(decide('PAYMENT_BACK_FOR_REVIEW', approver, { state: 'PAID' })).toMatchObject({
      code: 'PAYMENT_ACTION_NOT_ALLOWED',
      status: 409,
    });
    expect(
      decide('PAYMENT_BACK_FOR_REVIEW', actor({ holds: ['FINANCIAL_VIEW'] }), { state: 'APPROVED' }),
    ).toMatchObject({
      status: 403,
      reason: 'Only a payment order reviewer or approver can send a payment back for review',
    });
  });

  it('keeps four eyes: nobody approves the payment they requested, nor confirms the checks they recorded', () => {
    const approver = actor({ holds: ['FINANCIAL_PAYMENT_ORDER_APPROVER'] });
    expect(decide('PAYMENT_APPROVE', approver, { state: 'PENDING_APPROVAL', requestedById: 7 })).toMatchObject({
      code: 'PAYMENT_SELF_APPROVAL',
      status: 403,
    });
    expect(decide('PAYMENT_APPROVE', approver, { state: 'PENDING_APPROVAL', requestedById: 8 }).allowed).toBe(true);
    const kyc = actor({ type: 'ADMIN', holds: ['KYC_SECONDARY_VERIFIER'] });
    expect(decide('KYP_CONFIRM_VERIFICATION', kyc, { state: 'PRIMARY_VERIFIED', primaryVerifierId: 7 })).toMatchObject({
      code: 'KYP_SAME_VERIFIER',
      status: 409,
    });
    expect(decide('KYP_CONFIRM_VERIFICATION', kyc, { state: 'SUBMITTED', primaryVerifierId: 8 })).toMatchObject({
      reason: 'This verification is submitted: the action is not possible now',
    });
  });

  it('offers the demo USER no appointment, request or bank-account action: the server would refuse each', () => {
    const operations = [
      ['APPOINTMENT_APPOINT', 'DRAFT'],
      ['APPOINTMENT_CANCEL', 'ACCEPTED'],
      ['APPOINTMENT_CLOSE', 'ACCEPTED'],
      ['APPOINTMENT_DELETE', 'DRAFT'],
      ['APPOINTMENT_AMEND_VOYAGE', 'APPOINTED'],
      ['APPOINTMENT_REVERT_CANCELLED', 'CANCELLED'],
      ['APPOINTMENT_SEND_AGAIN', 'REJECTED'],
      ['REQUEST_CASE_AWARD', 'SENT'],
      ['BANK_ACCOUNT_APPROVE', 'PENDING'],
    ] as const;
    for (const [action, state] of operations)
      expect(decide(action, demoUser, { state }), action).toMatchObject({ allowed: false, status: 403 });
    expect(decide('APPOINTMENT_CANCEL', demoUser)).toMatchObject({ reason: 'You may not cancel appointments' });
  });

  it("answers state refusals with the state machines' codes and words", () => {
    const buyer = actor({ holds: ['DA_APPOINTMENT_CANCEL', 'DA_APPOINTMENT_EDIT', 'DA_REQUESTS_EDIT'] });
    expect(decide('APPOINTMENT_CANCEL', buyer, { state: 'DRAFT' })).toMatchObject({
      code: 'CANCEL_AND_REJECT_FAILED',
      status: 409,
    });
    expect(decide('APPOINTMENT_REVERT_CANCELLED', buyer, { state: 'CLOSED' })).toMatchObject({
      reason: 'This action is not allowed for an appointment in state CLOSED',
    });
    expect(decide('REQUEST_CASE_AWARD', buyer, { state: 'CLOSED' })).toMatchObject({
      params: { status: 'CLOSED' },
      reason: 'This request case is CLOSED and can no longer be changed',
    });
    const agent = actor({ type: 'AGENT', holds: ['DA_VIEW'] });
    expect(decide('REQUEST_QUOTE', agent, { state: 'QUOTED' })).toMatchObject({
      params: { action: 'quoted', status: 'QUOTED' },
      reason: 'This request for quotation cannot be quoted while it is QUOTED',
    });
    expect(decide('APPOINTMENT_ACCEPT', agent, { state: 'APPOINTED' }).allowed).toBe(true);
  });

  it('holds an administrator to its own authority where support takes the action, and declares either right', () => {
    const support = actor({ type: 'ADMIN', products: [], holds: ['ADMIN_BANK_ACCOUNTS'] });
    expect(decide('BANK_ACCOUNT_APPROVE', support, { state: 'PENDING' }).allowed).toBe(true);
    const evaluatorAdmin = actor({ type: 'ADMIN', holds: ['DA_EVALUATION_VERIFY'] });
    expect(decide('BANK_ACCOUNT_APPROVE', evaluatorAdmin)).toMatchObject({ allowed: false, status: 403 });
    const noProduct = actor({ products: [], holds: ['DA_EVALUATION_VERIFY'] });
    expect(decide('BANK_ACCOUNT_APPROVE', noProduct).allowed).toBe(false);
    expect(policyAccess('BANK_ACCOUNT_APPROVE')).toEqual({
      profileTypes: ['BUYER', 'ADMIN'],
      anyAuthority: ['DA_EVALUATION_VERIFY', 'ADMIN_BANK_ACCOUNTS'],
      policyAction: 'BANK_ACCOUNT_APPROVE',
    });
    expect(policyAccess('APPOINTMENT_ACCEPT', ['VENDOR'])).toMatchObject({
      profileTypes: ['VENDOR'],
      product: 'DA_TOOL',
    });
  });
});
