import { cleanAmount } from '@portcall/contracts/format';
import { AMOUNT_PATTERN, type Decimal, sumAmounts } from '@portcall/contracts/money';

/**
 * The running total of the amounts an agent has typed so far. A blank or half-typed amount ("12.",
 * "abc") counts as nothing: the total follows the typing, and the quote's own check names the bad
 * amount when it is sent.
 */
export function sumTypedAmounts(texts: ReadonlyArray<string | undefined>): Decimal {
  const readable = texts.map((t) => cleanAmount(t ?? '').trim()).filter((t) => AMOUNT_PATTERN.test(t));
  return sumAmounts(readable);
}
