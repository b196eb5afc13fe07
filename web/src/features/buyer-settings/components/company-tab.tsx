import { Stack } from '@mantine/core';
import type { TBuyerSettingsProfile } from '@portcall/contracts/settings';
import { CompanyForm } from '../../../ui/company-form';
import { useSaveCompanyMutation } from '../api/save-company';
import { DepartmentsCard } from './departments-card';
import { PrincipalSettingsForm } from './principal-settings-form';
import type { SettingsAccess } from './settings-access';

/** Company profile: the company's details, its principal details and hidden fields, its departments. */
export function CompanyTab({ profile, access }: { profile: TBuyerSettingsProfile; access: SettingsAccess }) {
  const saveCompany = useSaveCompanyMutation();
  return (
    <Stack gap="lg">
      <CompanyForm company={profile.company} onSave={saveCompany.mutateAsync} isReadOnly={!access.canEditCompany} />
      <PrincipalSettingsForm profile={profile} isReadOnly={!access.canEditCompany} />
      <DepartmentsCard departments={profile.departments} canEdit={access.canEditCompany} />
    </Stack>
  );
}
