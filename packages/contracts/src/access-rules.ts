/**
 * Access names and rules of platform-core §1, §4 and §6 as plain constants: no zod, so that the web
 * app's start-up (landing rules) does not load it. The zod enums of these names are in access.ts,
 * which re-exports everything here.
 */

/** Profile kinds (platform-core §1). A company has one kind; its profiles share it. */
export const profileTypes = ['BUYER', 'AGENT', 'VENDOR', 'ADMIN'] as const;
export type TProfileType = (typeof profileTypes)[number];

/** platform-core §4 ProfileStatus. */
export const profileStatuses = ['PENDING_VERIFICATION', 'ACTIVE', 'INACTIVE', 'PENDING_TERMS_AND_CONDITIONS'] as const;
export type TProfileStatus = (typeof profileStatuses)[number];

/** Department roles with their ranking (platform-core §4). */
export const roleRanking = { USER: 0, DEPUTY: 1, MANAGER: 2 } as const;
export const roles = ['USER', 'DEPUTY', 'MANAGER'] as const;
export type TRole = (typeof roles)[number];

export function hasRoleAtLeast(role: TRole, minimum: TRole): boolean {
  return roleRanking[role] >= roleRanking[minimum];
}

/** Product (module) keys of platform-core §1. */
export const products = [
  'DA_TOOL',
  'POSITION_LIST',
  'PORT_ESTIMATOR',
  'HUSBANDRY_ESTIMATOR',
  'PORT_DIRECTORY',
  'FINANCIAL',
  'AGENT_DIRECTORY',
  'CLAIMS',
  'DA_DASHBOARD',
  'SOF_EXCHANGE',
  'REOPEN_DA',
] as const;
export type TProduct = (typeof products)[number];

/**
 * Authorities of platform-core §6, with the families spelt out. The spec gives names, not meanings;
 * docs/decisions.md records what each family guards here.
 */
export const authorities = [
  'SETTINGS_EDIT_COMPANY',
  'SETTINGS_EDIT_USER',
  'SETTINGS_EDIT_BILLING_COMPANIES',
  'SETTINGS_EDIT_VESSEL',
  'DA_VIEW',
  'DA_DASHBOARD_APPOINTMENTS_ACTIVE_VIEW',
  'DA_DASHBOARD_APPOINTMENTS_DRAFT_VIEW',
  'DA_DASHBOARD_APPOINTMENTS_INACTIVE_VIEW',
  'DA_DASHBOARD_ASSIGNMENTS_VIEW',
  'DA_DASHBOARD_DISBURSEMENT_FORMS_VIEW',
  'DA_DASHBOARD_REQUESTS_VIEW',
  'DA_DASHBOARD_PENDING_MY_APPROVAL_VIEW',
  'DA_EVALUATION_VIEW',
  'DA_EVALUATION_VERIFY',
  'DA_EVALUATION_DELETE',
  'DA_EVALUATION_CHARTERER_ACCOUNT_REPORT',
  'DA_EVALUATION_BUDGET_CHECK',
  'DA_EVALUATION_BUDGET_COMMIT',
  'DA_EVALUATION_RETRY_TASK',
  'DA_EVALUATION_ADDITIONAL_PAYMENT_REQUEST',
  'DA_EXPENSE_EVALUATION_VIEW',
  'DA_EXPENSE_EVALUATION_EDIT',
  'DA_EXPENSE_EVALUATION_RESTORE',
  'DA_EXPENSE_EVALUATION_SPLIT',
  'DA_EXPENSE_EVALUATION_VERIFY',
  'DA_EXPENSE_EVALUATION_REVERT',
  'DA_EXPENSE_EVALUATION_OVERRIDE',
  'DA_EXPENSE_SPLIT_EVALUATION_VIEW',
  'DA_EXPENSE_SPLIT_EVALUATION_EDIT',
  'DA_EXPENSE_SPLIT_EVALUATION_VERIFY',
  'DA_EXPENSE_SPLIT_EVALUATION_REVERT',
  'DA_EXPENSE_SPLIT_EVALUATION_DIVIDE',
  'DA_EXPENSE_SPLIT_EVALUATION_REALLOCATE',
  'DA_VOYAGE_CREATE',
  'DA_VOYAGE_EDIT',
  'DA_PORT_CALL_CREATE',
  'DA_PORT_CALL_EDIT',
  'DA_PORT_CALL_DELETE_DRAFT',
  'DA_PORT_CALL_CANCEL',
  'DA_APPOINTMENT_CREATE',
  'DA_APPOINTMENT_EDIT',
  'DA_APPOINTMENT_CANCEL',
  'DA_APPOINTMENT_CLOSE',
  'DA_REQUESTS_VIEW',
  'DA_REQUESTS_CREATE',
  'DA_REQUESTS_EDIT',
  'DA_ASSIGNMENT_VIEW',
  'DA_ASSIGNMENT_EDIT',
  'DA_ASSIGNMENT_SUBMIT',
  'POSITION_LIST_VIEW',
  'POSITION_LIST_EDIT',
  'PORT_ESTIMATOR_VIEW',
  'PORT_ADVANCED_ESTIMATOR_VIEW',
  'HBC_VIEW',
  'HBC_ADVANCED_VIEW',
  'PORT_DIRECTORY_VIEW',
  'FINANCIAL_VIEW',
  'FINANCIAL_PAYMENT_ORDER_REVIEWER',
  'FINANCIAL_PAYMENT_ORDER_APPROVER',
  'AGENT_DIRECTORY_VIEW',
  'AGENT_DIRECTORY_EDIT',
  'CLAIMS_VIEW',
  'CLAIMS_EDIT',
  'ADMIN_SUPPORT',
  'ADMIN_KYC',
  'ADMIN_BANK_ACCOUNTS',
  'ADMIN_PORT_ANALYSIS',
  'ADMIN_ESTIMATION_API',
  'ADMIN_AUDIT',
  'ADMIN_SYSTEM',
  'ADMIN_SOF',
  'ADMIN_FINANCIAL',
  'ADMIN_METADATA',
  'ADMIN_INTEGRATION',
  'ADMIN_REOPEN_DA',
  'ADMIN_ADJUST_BALANCE',
  'KYC_PRIMARY_VERIFIER',
  'KYC_SECONDARY_VERIFIER',
  'AGENT_RATING_SUBMIT',
  'AGENT_RATING_VIEW',
  'SOF_VIEW',
  'SOF_EDIT',
  'SOF_INVITE',
  'REOPEN_DA',
  'WITHDRAW_PROFORMA',
  'CLOSE_APPOINTMENT',
  'AI_FORMULA_VIEW',
  'AI_HELPER_VIEW',
] as const;
export type TAuthority = (typeof authorities)[number];

/** Rule types held on a profile (platform-core §3, §6). */
export const ruleTypes = ['REGION_RULE'] as const;
export type TRuleType = (typeof ruleTypes)[number];

/**
 * The buyer's modules in the landing order of platform-core §2: a buyer lands on the first one for
 * which the profile holds both the product and the enabled authority.
 */
export const buyerModules = [
  { section: 'dashboard/port-calls', product: 'DA_DASHBOARD', authority: 'DA_VIEW' },
  { section: 'da-tool', product: 'DA_TOOL', authority: 'DA_VIEW' },
  { section: 'position-list', product: 'POSITION_LIST', authority: 'POSITION_LIST_VIEW' },
  { section: 'port-estimator', product: 'PORT_ESTIMATOR', authority: 'PORT_ESTIMATOR_VIEW' },
  { section: 'port-directory', product: 'PORT_DIRECTORY', authority: 'PORT_DIRECTORY_VIEW' },
  { section: 'agent-directory', product: 'AGENT_DIRECTORY', authority: 'AGENT_DIRECTORY_VIEW' },
  { section: 'claims', product: 'CLAIMS', authority: 'CLAIMS_VIEW' },
] as const satisfies ReadonlyArray<{ section: string; product: TProduct; authority: TAuthority }>;

/** Buyer sections reachable from navigation that are not landing candidates. */
export const buyerExtraModules = [
  { section: 'financial', product: 'FINANCIAL', authority: 'FINANCIAL_VIEW' },
] as const satisfies ReadonlyArray<{ section: string; product: TProduct; authority: TAuthority }>;

export interface AccessHolder {
  products: readonly string[];
  authorities: ReadonlyArray<{ authority: string; isEnabled: boolean }>;
}

/** Module access needs both the product key and an enabled authority (platform-core §6). */
export function canUse(holder: AccessHolder, product: TProduct, authority: TAuthority): boolean {
  return holder.products.includes(product) && hasAuthority(holder, authority);
}

export function hasAuthority(holder: AccessHolder, authority: TAuthority): boolean {
  return holder.authorities.some((a) => a.authority === authority && a.isEnabled);
}
