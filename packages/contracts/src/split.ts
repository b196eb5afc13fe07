import { Decimal } from './money';

/**
 * Money math of splits (platform-core §5 "Approval"), pure so property tests can prove that every
 * split, divide, reallocation and removal keeps the total to the cent and never goes negative.
 * Amounts are strings with up to 4 decimals; results are exact (no rounding happens here).
 */
export type SplitRefusal = 'SPLIT_AMOUNT_TOO_LARGE' | 'SPLIT_AMOUNT_ZERO';
export type SplitResult<T> = { ok: true; value: T } | { ok: false; code: SplitRefusal };

const d = (v: string) => new Decimal(v);
const str = (v: Decimal) => v.toFixed(4);

function checkPart(part: string, total: string, allowWhole: boolean): SplitRefusal | null {
  if (d(part).lte(0)) return 'SPLIT_AMOUNT_ZERO';
  if (allowWhole ? d(part).gt(d(total)) : d(part).gte(d(total))) return 'SPLIT_AMOUNT_TOO_LARGE';
  return null;
}

/** Splits a total into the charterers' part and the owners' remainder (the whole may go to charterers). */
export function splitTotal(total: string, chartererAmount: string): SplitResult<{ charterer: string; owner: string }> {
  const refusal = checkPart(chartererAmount, total, true);
  if (refusal) return { ok: false, code: refusal };
  return { ok: true, value: { charterer: str(d(chartererAmount)), owner: str(d(total).minus(chartererAmount)) } };
}

/** Divides a child into `part` and the remainder (both nonzero). */
export function divideAmount(amount: string, part: string): SplitResult<{ part: string; rest: string }> {
  const refusal = checkPart(part, amount, false);
  if (refusal) return { ok: false, code: refusal };
  return { ok: true, value: { part: str(d(part)), rest: str(d(amount).minus(part)) } };
}

/** Moves `moved` from one child to another (up to all of it). */
export function reallocateAmount(from: string, to: string, moved: string): SplitResult<{ from: string; to: string }> {
  const refusal = checkPart(moved, from, true);
  if (refusal) return { ok: false, code: refusal };
  return { ok: true, value: { from: str(d(from).minus(moved)), to: str(d(to).plus(moved)) } };
}

/** Where a deleted child's amount goes: the first sibling of the same type, else the first sibling. */
export function absorbDeletedChild<T extends { id: number; splitType: string | null; amount: string }>(
  children: T[],
  deletedId: number,
): { receiver: T; amount: string } | null {
  const deleted = children.find((c) => c.id === deletedId);
  const others = children.filter((c) => c.id !== deletedId);
  if (!deleted || others.length === 0) return null;
  const receiver = others.find((c) => c.splitType === deleted.splitType) ?? (others[0] as T);
  return { receiver, amount: str(d(receiver.amount).plus(deleted.amount)) };
}
