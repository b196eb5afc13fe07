import type { TAuthority, TProfileStatus, TRole } from '@portcall/contracts/access';
import type { TOption } from '@portcall/contracts/fields';
import { commodityTypes, type TCommodityType } from '@portcall/contracts/fleet';
import { buyerAuthorities, type TActiveState, type THideableField } from '@portcall/contracts/settings';

/** Display words for the buyer-organisation enums; the wire keeps the keys. */
export const roleLabels: Record<TRole, string> = { USER: 'User', DEPUTY: 'Deputy', MANAGER: 'Manager' };
export const roleOptions: TOption[] = (['USER', 'DEPUTY', 'MANAGER'] as const).map((r) => ({
  value: r,
  label: roleLabels[r],
}));

export const profileStatusLabels: Record<TProfileStatus, string> = {
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
  PENDING_VERIFICATION: 'Pending verification',
  PENDING_TERMS_AND_CONDITIONS: 'Terms pending',
};

export const activeStateLabels: Record<TActiveState, string> = { ACTIVE: 'Active', INACTIVE: 'Inactive' };
export const activeStateOptions: TOption[] = [
  { value: 'ACTIVE', label: 'Active' },
  { value: 'INACTIVE', label: 'Inactive' },
];

/** 'OIL_PRODUCTS' -> 'Oil products'; a few abbreviations keep their capitals. */
export function humanise(key: string): string {
  const words = key.toLowerCase().split('_');
  const text = words.join(' ');
  return (text.charAt(0).toUpperCase() + text.slice(1))
    .replace(/\bda\b/gi, 'DA')
    .replace(/\bsof\b/gi, 'SOF')
    .replace(/\bhbc\b/gi, 'HBC')
    .replace(/\bai\b/gi, 'AI')
    .replace(/\b(lng|lpg)\b/gi, (m) => m.toUpperCase());
}

export const commodityTypeLabels = Object.fromEntries(commodityTypes.map((c) => [c, humanise(c)])) as Record<
  TCommodityType,
  string
>;
export const commodityTypeOptions: TOption[] = commodityTypes.map((c) => ({ value: c, label: commodityTypeLabels[c] }));

export const hiddenFieldLabels: Record<THideableField, string> = {
  LAYCAN: 'Laycan',
  VOYAGE_TYPE: 'Voyage type',
  CARGO: 'Cargo',
  CHARTERER: 'Charterer',
  OPS_COORDINATOR: 'Operations coordinator',
  ACCOUNTING_CODE: 'Accounting code',
  INVOICE_NUMBER: 'Invoice number',
  PAYMENT_DUE_DATE: 'Payment due date',
};

export interface AuthorityGroup {
  title: string;
  authorities: TAuthority[];
}

const groupRules: Array<{ title: string; matches: (a: string) => boolean }> = [
  { title: 'Settings', matches: (a) => a.startsWith('SETTINGS_') },
  { title: 'Dashboard and DA views', matches: (a) => a === 'DA_VIEW' || a.startsWith('DA_DASHBOARD_') },
  { title: 'Evaluations', matches: (a) => a.startsWith('DA_EVALUATION_') },
  { title: 'Expense evaluations', matches: (a) => a.startsWith('DA_EXPENSE_') },
  {
    title: 'Voyages, port calls, appointments and port logs',
    matches: (a) => /^DA_(VOYAGE|PORT_CALL|APPOINTMENT|REQUESTS|ASSIGNMENT)_/.test(a),
  },
  {
    title: 'Modules',
    matches: (a) =>
      /^(POSITION_LIST|PORT_ESTIMATOR|PORT_ADVANCED|HBC|PORT_DIRECTORY|FINANCIAL|AGENT_DIRECTORY|CLAIMS)/.test(a),
  },
  { title: 'Other', matches: () => true },
];

/** The authorities a buyer profile may hold, grouped by family for the grants form. */
export const buyerAuthorityGroups: AuthorityGroup[] = groupRules
  .map((rule, index) => ({
    title: rule.title,
    authorities: (buyerAuthorities as TAuthority[]).filter((a) => groupRules.findIndex((r) => r.matches(a)) === index),
  }))
  .filter((g) => g.authorities.length > 0);

/** 'DA_EXPENSE_EVALUATION_VERIFY' -> 'Expense evaluation verify' (the group already says "DA"). */
export function authorityLabel(authority: TAuthority): string {
  return humanise(authority.replace(/^DA_(?!VIEW$)/, '').replace(/^SETTINGS_/, ''));
}
