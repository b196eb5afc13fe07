import { describe, expect, it } from 'vitest';
import { verificationProblems } from './verification';

const whole = { amount: '1000.00', parentId: null };
const part = { amount: '300.00', parentId: 7 };

describe('verificationProblems', () => {
  it('lets a whole line be verified above its quote, but never a split part above its amount', () => {
    expect(verificationProblems(whole, { verifiedAmount: '1200.00' })).toEqual([]);
    expect(verificationProblems(part, { verifiedAmount: '300.01' })).toEqual([
      { field: 'verifiedAmount', code: 'VERIFY_AMOUNT_TOO_LARGE' },
    ]);
  });

  it('keeps the charterers share within the verified amount', () => {
    expect(verificationProblems(whole, { verifiedAmount: '900.00', chartererAmount: '900.01' })).toEqual([
      { field: 'chartererAmount', code: 'VERIFY_AMOUNT_TOO_LARGE' },
    ]);
    expect(verificationProblems(whole, { verifiedAmount: '900.00', chartererAmount: '900.00' })).toEqual([]);
  });

  it('asks a reason for an amount far from the quote, and is satisfied by one', () => {
    expect(verificationProblems(whole, { verifiedAmount: '999999.00' })).toEqual([
      { field: 'comments', code: 'VERIFY_FAR_FROM_QUOTE' },
    ]);
    expect(verificationProblems(whole, { verifiedAmount: '999999.00', comments: '  ' })).toHaveLength(1);
    expect(verificationProblems(whole, { verifiedAmount: '999999.00', comments: 'Typo in the DA' })).toEqual([]);
  });
});
