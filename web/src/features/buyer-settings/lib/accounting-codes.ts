import { accountingCodeGroups, type TAccountingCodeGroup } from '@portcall/contracts/evaluations';
import type { TAccountingCode, TAccountingCodes } from '../api/list-accounting-codes';

export const accountingCodeGroupLabels: Record<TAccountingCodeGroup, string> = {
  PRINCIPAL_AMOUNT: 'Principal amount',
  CHARTERER_AMOUNT: 'Charterer amount',
  OWNER_AMOUNT: 'Owner amount',
};
export const accountingCodeGroupOptions = accountingCodeGroups.map((g) => ({
  value: g,
  label: accountingCodeGroupLabels[g],
}));

/** The grouped answer as one list, group by group in the spec's order. */
export function flattenAccountingCodes(codes: TAccountingCodes): TAccountingCode[] {
  return accountingCodeGroups.flatMap((g) => codes[g] ?? []);
}

export interface AccountingCodeFilters {
  [name: string]: string | null;
  text: string;
  group: string | null;
  isActive: string | null;
}

/** Text matches code, sub account or description; group and state ('true'/'false') exactly. */
export function matchesAccountingCode(code: TAccountingCode, filters: AccountingCodeFilters): boolean {
  const text = filters.text.trim().toLowerCase();
  return (
    (!text || [code.code, code.subAccount ?? '', code.description].some((v) => v.toLowerCase().includes(text))) &&
    (!filters.group || code.group === filters.group) &&
    (!filters.isActive || String(code.isActive) === filters.isActive)
  );
}
