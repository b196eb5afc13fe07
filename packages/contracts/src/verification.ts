import { Decimal } from './money';

/**
 * A verified amount far from what the agent quoted: more than three times the quote, or under a
 * third of it (a typo such as 999,999 for 1,850). The evaluator must give a reason.
 */
export const FAR_FROM_QUOTE_FACTOR = 3;
export function isFarFromQuote(verified: Decimal.Value, quoted: Decimal.Value): boolean {
  const q = new Decimal(quoted);
  const v = new Decimal(verified);
  if (q.lte(0)) return false;
  return v.gt(q.times(FAR_FROM_QUOTE_FACTOR)) || v.times(FAR_FROM_QUOTE_FACTOR).lt(q);
}

export type VerificationProblem = {
  field: 'verifiedAmount' | 'chartererAmount' | 'comments';
  code: 'VERIFY_AMOUNT_TOO_LARGE' | 'VERIFY_FAR_FROM_QUOTE';
};

/**
 * The rules of verifying a line that need the line itself (the schema checks each value alone):
 * a split part is never verified above its amount, the charterers' share never above the verified
 * amount, and an amount far from the quote needs a reason. The server refuses the first problem;
 * the verify dialog shows them all before anything is sent.
 */
export function verificationProblems(
  line: { amount: string; parentId: number | null },
  form: { verifiedAmount: string; chartererAmount?: string; comments?: string | null },
): VerificationProblem[] {
  const problems: VerificationProblem[] = [];
  const verified = new Decimal(form.verifiedAmount);
  if (line.parentId !== null && verified.gt(line.amount))
    problems.push({ field: 'verifiedAmount', code: 'VERIFY_AMOUNT_TOO_LARGE' });
  if (form.chartererAmount !== undefined && new Decimal(form.chartererAmount).gt(verified))
    problems.push({ field: 'chartererAmount', code: 'VERIFY_AMOUNT_TOO_LARGE' });
  if (isFarFromQuote(verified, line.amount) && !form.comments?.trim())
    problems.push({ field: 'comments', code: 'VERIFY_FAR_FROM_QUOTE' });
  return problems;
}
