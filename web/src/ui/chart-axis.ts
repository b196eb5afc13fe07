import { formatAmount } from '@portcall/contracts/format';
import { Decimal } from '@portcall/contracts/money';

/**
 * A value axis tick of a money chart. The chart picks its own tick values: whole ones print
 * without decimals, fractional ones with up to two (small balances such as 0.35 get ticks of 0.1,
 * which rounded to whole units all read "0").
 */
export function formatAxisAmount(value: number): string {
  const exact = new Decimal(String(value));
  return formatAmount(exact, Math.min(2, exact.decimalPlaces()));
}
