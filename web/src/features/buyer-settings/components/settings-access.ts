import { type AccessHolder, hasAuthority, hasRoleAtLeast, type TRole } from '@portcall/contracts/access';

/** The tabs of /secured/buyer/settings/{tab}, in display order. */
export const settingsTabs = [
  'company',
  'users',
  'billing-companies',
  'vessels',
  'fleets',
  'teams',
  'regions',
  'rules',
  'accounting-codes',
  'preferred-agents',
] as const;
export type SettingsTab = (typeof settingsTabs)[number];

export function isSettingsTab(value: string): value is SettingsTab {
  return (settingsTabs as readonly string[]).includes(value);
}

/**
 * What a buyer profile may do in settings, mirroring the server's access rules (docs/decisions.md
 * "Who may do what"): every buyer reads the company, billing companies, vessels, fleets and teams;
 * people, regions and rules need SETTINGS_EDIT_USER to read and the MANAGER role as well to change.
 */
export interface SettingsAccess {
  canEditCompany: boolean;
  canEditBillingCompanies: boolean;
  canEditVessels: boolean;
  canViewPeople: boolean;
  canManagePeople: boolean;
  /** Accounting codes: listed for DA readers (DA_VIEW, DA_EVALUATION_VIEW), changed with SETTINGS_EDIT_COMPANY. */
  canViewAccountingCodes: boolean;
  canEditAccountingCodes: boolean;
}

export function settingsAccessOf(profile: AccessHolder & { role: TRole }): SettingsAccess {
  const canViewPeople = hasAuthority(profile, 'SETTINGS_EDIT_USER');
  const canViewAccountingCodes = hasAuthority(profile, 'DA_VIEW') || hasAuthority(profile, 'DA_EVALUATION_VIEW');
  return {
    canEditCompany: hasAuthority(profile, 'SETTINGS_EDIT_COMPANY'),
    canEditBillingCompanies: hasAuthority(profile, 'SETTINGS_EDIT_BILLING_COMPANIES'),
    canEditVessels: hasAuthority(profile, 'SETTINGS_EDIT_VESSEL'),
    canViewPeople,
    canManagePeople: canViewPeople && hasRoleAtLeast(profile.role, 'MANAGER'),
    canViewAccountingCodes,
    // The list is the screen: an editor who may not read the codes has nothing to edit from.
    canEditAccountingCodes: canViewAccountingCodes && hasAuthority(profile, 'SETTINGS_EDIT_COMPANY'),
  };
}

/**
 * The tabs a profile sees. Users and rules are people management and stay hidden without
 * SETTINGS_EDIT_USER; the regions tab stays, since it also tells everyone which regions they work in;
 * accounting codes need the read the server asks for its list.
 */
export function visibleSettingsTabs(access: SettingsAccess): SettingsTab[] {
  return settingsTabs.filter((tab) =>
    tab === 'users' || tab === 'rules'
      ? access.canViewPeople
      : tab === 'accounting-codes'
        ? access.canViewAccountingCodes
        : true,
  );
}
