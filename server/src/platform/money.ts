import { amountProblem } from '@portcall/contracts/money';
import { AppError } from './errors';

export interface CurrencyUnits {
  code: string;
  minorUnits: number;
}

/**
 * Refuses amounts with more decimals than their currency has (EUR 2, KWD 3, JPY 0): 400 naming each
 * such field. Amounts are never cut to fit, so what is stored is what the user typed. An unknown
 * currency is the caller's to refuse; here it passes.
 */
export function requireMinorUnits(
  currency: CurrencyUnits | null | undefined,
  amounts: ReadonlyArray<readonly [field: string, amount: string | null | undefined]>,
) {
  if (!currency) return;
  const fields: Record<string, string> = {};
  for (const [field, amount] of amounts) {
    // Signs are each field's own rule (an adjustment may be negative): only the digits are checked here.
    const problem = amount ? amountProblem(amount.replace(/^-/, ''), currency) : null;
    if (problem) fields[field] = problem;
  }
  if (Object.keys(fields).length > 0) throw new AppError(400, 'VALIDATION_FAILED', fields);
}
