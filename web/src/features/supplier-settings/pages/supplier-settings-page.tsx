import { Alert, Stack, Tabs } from '@mantine/core';
import { hasAuthority } from '@portcall/contracts/access';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/http-policy';
import { areaTitles } from '../../../lib/sections';
import { useSessionStore } from '../../../lib/session-store';
import { CompanyForm } from '../../../ui/company-form';
import { PageHeader } from '../../../ui/page-header';
import { PageLoader } from '../../../ui/page-loader';
import { useCompany } from '../../account/api/load-company';
import { useSaveCompanyMutation } from '../../account/api/save-company';
import { useSupplierSettings } from '../api/supplier-settings';
import { EmailGroupsTab } from '../components/email-groups-tab';
import { PortsExpertiseTab } from '../components/ports-expertise-tab';
import { AdditionalInfoTab, KypTab, LogoTab } from '../components/profile-tabs';
import { SupplierListTab } from '../components/supplier-list-tab';

type Tab =
  | 'company'
  | 'ports'
  | 'email-groups'
  | 'port-addresses'
  | 'consignees'
  | 'aoh-contacts'
  | 'information'
  | 'logo'
  | 'verification';

const labels: Record<Tab, string> = {
  company: 'Company details',
  ports: 'Ports and expertise',
  'email-groups': 'E-mail groups',
  'port-addresses': 'Port addresses',
  consignees: 'Consignees',
  'aoh-contacts': 'After-hours contacts',
  information: 'Additional information',
  logo: 'Logo',
  verification: 'KYP verification',
};

const settingsTabs: Tab[] = ['company', 'ports', 'email-groups', 'port-addresses', 'consignees', 'aoh-contacts'];
const profileTabs: Tab[] = ['information', 'logo', 'verification'];

function CompanyTab({ canEdit }: { canEdit: boolean }) {
  const company = useCompany();
  const save = useSaveCompanyMutation();
  if (company.isError)
    return (
      <Alert color="red" variant="light">
        {errorMessage(company.error)}
      </Alert>
    );
  return company.data ? (
    <CompanyForm company={company.data} onSave={save.mutateAsync} isReadOnly={!canEdit} />
  ) : (
    <PageLoader label="Loading your company..." />
  );
}

/**
 * /secured/agent/settings, /secured/agent/profile and /secured/vendor/settings (platform-core §2):
 * the supplier's settings as tabs, each with its address (`?tab=`). A vendor has no profile section,
 * so its settings hold the profile tabs too.
 */
export function SupplierSettingsPage({ area, page }: { area: 'agent' | 'vendor'; page: 'settings' | 'profile' }) {
  const profile = useSessionStore((s) => s.profile);
  const settings = useSupplierSettings();
  const [params, setParams] = useSearchParams();
  const tabs = area === 'vendor' ? [...settingsTabs, ...profileTabs] : page === 'profile' ? profileTabs : settingsTabs;
  const requested = params.get('tab') as Tab | null;
  const tab: Tab = requested && tabs.includes(requested) ? requested : (tabs[0] as Tab);
  if (!profile) return null;
  const canEdit = hasAuthority(profile, 'SETTINGS_EDIT_COMPANY');

  const content = (): ReactNode => {
    if (tab === 'company') return <CompanyTab canEdit={canEdit} />;
    if (tab === 'email-groups') return <EmailGroupsTab canEdit={canEdit} />;
    if (tab === 'information') return <AdditionalInfoTab canEdit={canEdit} />;
    if (tab === 'verification') return <KypTab supplierId={profile.companyId} canEdit={canEdit} />;
    if (tab === 'port-addresses' || tab === 'consignees' || tab === 'aoh-contacts')
      return <SupplierListTab kind={tab} supplierId={profile.companyId} canEdit={canEdit} />;
    if (!settings.data) return <PageLoader label="Loading your settings..." />;
    if (tab === 'ports')
      return <PortsExpertiseTab key={settings.dataUpdatedAt} settings={settings.data} canEdit={canEdit} />;
    return <LogoTab settings={settings.data} canEdit={canEdit} />;
  };

  return (
    <Stack gap="lg">
      <PageHeader
        eyebrow={areaTitles[area]}
        title={page === 'profile' ? 'Company profile' : 'Settings'}
        description={
          page === 'profile'
            ? 'How buyers see your agency: additional information, logo and KYP verification.'
            : 'Your company details, ports, e-mail groups, port addresses, consignees and after-hours contacts.'
        }
      />
      {settings.data?.isPendingRegistration && settings.data.registrationRejectionReason ? (
        <Alert color="red" variant="light" title="Your registration was not approved">
          Reason: {settings.data.registrationRejectionReason}. Buyers do not find your company until it is approved: put
          it right here and contact support to be reviewed again.
        </Alert>
      ) : settings.data?.isPendingRegistration ? (
        <Alert color="yellow" variant="light" title="Your registration waits for an administrator's review">
          Until an administrator approves your registration buyers do not find your company in the agent directory or
          the request wizard. Meanwhile complete these settings, confirm your e-mail groups, and add your bank accounts
          and KYP documents.
        </Alert>
      ) : null}
      <Tabs value={tab} onChange={(next) => next && setParams({ tab: next }, { replace: true })} keepMounted={false}>
        <Tabs.List>
          {tabs.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {labels[t]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={tab} pt="lg">
          {content()}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
