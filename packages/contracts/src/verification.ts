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
