import type { TAuthority } from '@portcall/contracts/access';
import { describe, expect, it } from 'vitest';
import { buildProfile } from '../../../test/profiles';
import { settingsAccessOf, visibleSettingsTabs } from './settings-access';

const buyer = (role: 'USER' | 'DEPUTY' | 'MANAGER', authorities: TAuthority[], disabled: TAuthority[] = []) =>
  buildProfile('BUYER', { authorities, disabled, overrides: { role } });

describe('buyer settings access (server access rules, docs/decisions.md "Who may do what")', () => {
  it('shows every tab to a manager holding SETTINGS_EDIT_USER, and lets them manage people', () => {
    const access = settingsAccessOf(buyer('MANAGER', ['SETTINGS_EDIT_USER']));
    expect(access).toMatchObject({ canViewPeople: true, canManagePeople: true, canEditCompany: false });
    expect(visibleSettingsTabs(access)).toEqual([
      'company',
      'users',
      'billing-companies',
      'vessels',
      'fleets',
      'teams',
      'regions',
      'rules',
      'preferred-agents',
    ]);
  });

  it('lets a deputy with SETTINGS_EDIT_USER read people but not change them (MANAGER role needed)', () => {
    const access = settingsAccessOf(buyer('DEPUTY', ['SETTINGS_EDIT_USER']));
    expect(access).toMatchObject({ canViewPeople: true, canManagePeople: false });
    expect(visibleSettingsTabs(access)).toContain('users');
  });

  it('hides users and rules without SETTINGS_EDIT_USER, even for a manager or a disabled grant', () => {
    const access = settingsAccessOf(buyer('MANAGER', ['SETTINGS_EDIT_VESSEL'], ['SETTINGS_EDIT_USER']));
    expect(access).toMatchObject({ canViewPeople: false, canManagePeople: false, canEditVessels: true });
    expect(visibleSettingsTabs(access)).toEqual([
      'company',
      'billing-companies',
      'vessels',
      'fleets',
      'teams',
      'regions',
      'preferred-agents',
    ]);
  });

  it('maps each edit authority to its own tab', () => {
    const access = settingsAccessOf(buyer('USER', ['SETTINGS_EDIT_COMPANY', 'SETTINGS_EDIT_BILLING_COMPANIES']));
    expect(access).toEqual({
      canEditCompany: true,
      canEditBillingCompanies: true,
      canEditVessels: false,
      canViewPeople: false,
      canManagePeople: false,
      canViewAccountingCodes: false,
      canEditAccountingCodes: false,
    });
  });

  it('shows accounting codes to DA readers and lets SETTINGS_EDIT_COMPANY change them', () => {
    const reader = settingsAccessOf(buyer('USER', ['DA_EVALUATION_VIEW']));
    expect(reader).toMatchObject({ canViewAccountingCodes: true, canEditAccountingCodes: false });
    expect(visibleSettingsTabs(reader)).toContain('accounting-codes');
    const editor = settingsAccessOf(buyer('USER', ['DA_VIEW', 'SETTINGS_EDIT_COMPANY']));
    expect(editor).toMatchObject({ canViewAccountingCodes: true, canEditAccountingCodes: true });
    const noRead = settingsAccessOf(buyer('MANAGER', ['SETTINGS_EDIT_COMPANY'], ['DA_VIEW']));
    expect(visibleSettingsTabs(noRead)).not.toContain('accounting-codes');
  });
});
