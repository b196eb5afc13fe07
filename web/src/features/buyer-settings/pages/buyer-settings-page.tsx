import { Alert, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../api/http-policy';
import { useSessionStore } from '../../../lib/session-store';
import {
  BuildingIcon,
  CoinsIcon,
  CompassIcon,
  ListIcon,
  ShieldIcon,
  ShipIcon,
  UserIcon,
  UsersIcon,
} from '../../../ui/icons';
import { PageHeader } from '../../../ui/page-header';
import { PageLoader } from '../../../ui/page-loader';
import { useSettingsProfile } from '../api/load-settings-profile';
import { AccountingCodesTab } from '../components/accounting-codes-tab';
import { BillingCompaniesTab } from '../components/billing-companies-tab';
import { CompanyTab } from '../components/company-tab';
import { FleetsTab } from '../components/fleets-tab';
import { PreferredAgentsTab } from '../components/preferred-agents-tab';
import { RegionsTab } from '../components/regions-tab';
import { RulesTab } from '../components/rules-tab';
import { isSettingsTab, type SettingsTab, settingsAccessOf, visibleSettingsTabs } from '../components/settings-access';
import { TeamsTab } from '../components/teams-tab';
import { UsersTab } from '../components/users-tab';
import { VesselsTab } from '../components/vessels-tab';

export const SETTINGS_PATH = '/secured/buyer/settings';

const tabTitles: Record<SettingsTab, { label: string; icon: ReactNode }> = {
  company: { label: 'Company profile', icon: <BuildingIcon size={16} /> },
  users: { label: 'Users', icon: <UserIcon size={16} /> },
  'billing-companies': { label: 'Billing companies', icon: <CoinsIcon size={16} /> },
  vessels: { label: 'Vessels', icon: <ShipIcon size={16} /> },
  fleets: { label: 'Fleets', icon: <ListIcon size={16} /> },
  teams: { label: 'Teams', icon: <UsersIcon size={16} /> },
  regions: { label: 'Regions', icon: <CompassIcon size={16} /> },
  rules: { label: 'Rules', icon: <ShieldIcon size={16} /> },
  'accounting-codes': { label: 'Accounting codes', icon: <CoinsIcon size={16} /> },
  'preferred-agents': { label: 'Preferred agents', icon: <CompassIcon size={16} /> },
};

/**
 * /secured/buyer/settings/{tab}: the buyer organisation. Each tab has its own address;
 * a tab the profile may not open answers /error-no-access like any other section.
 */
export function BuyerSettingsPage() {
  const profile = useSessionStore((s) => s.profile);
  const tab = useParams()['*']?.replace(/\/+$/, '') ?? '';
  const navigate = useNavigate();
  const settings = useSettingsProfile();
  if (!profile) return null;
  const access = settingsAccessOf(profile);
  const tabs = visibleSettingsTabs(access);
  const buyerId = profile.companyId;

  if (tab === '') return <Navigate to={`${SETTINGS_PATH}/company`} replace />;
  if (!isSettingsTab(tab)) return <Navigate to="/error-not-found" replace />;
  if (!tabs.includes(tab)) return <Navigate to="/error-no-access" replace />;

  // The company, users and billing tabs show the settings page's own answer.
  const withProfile = (render: (p: NonNullable<typeof settings.data>) => ReactNode) =>
    settings.data ? (
      render(settings.data)
    ) : settings.isError ? (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(settings.error)}
      </Alert>
    ) : (
      <PageLoader label="Loading your settings..." />
    );

  const content = (): ReactNode => {
    switch (tab) {
      case 'company':
        return withProfile((p) => <CompanyTab profile={p} access={access} />);
      case 'users':
        return withProfile((p) => <UsersTab profile={p} access={access} buyerId={buyerId} />);
      case 'billing-companies':
        return withProfile((p) => <BillingCompaniesTab profile={p} access={access} />);
      case 'vessels':
        return <VesselsTab access={access} buyerId={buyerId} />;
      case 'fleets':
        return <FleetsTab access={access} buyerId={buyerId} />;
      case 'teams':
        return <TeamsTab profile={settings.data} access={access} buyerId={buyerId} />;
      case 'regions':
        return <RegionsTab access={access} />;
      case 'rules':
        return <RulesTab access={access} />;
      case 'accounting-codes':
        return <AccountingCodesTab access={access} buyerId={buyerId} />;
      case 'preferred-agents':
        return <PreferredAgentsTab access={access} buyerId={buyerId} />;
    }
  };

  return (
    <>
      <PageHeader
        eyebrow="Ship operator"
        title="Settings"
        description={
          settings.data
            ? `${settings.data.company.name}: company details, people, billing companies, vessels, and the regions your people work in.`
            : 'Company details, people, billing companies, vessels, and the regions your people work in.'
        }
      />
      <Tabs
        value={tab}
        onChange={(next) => next && navigate(`${SETTINGS_PATH}/${next}`)}
        keepMounted={false}
        variant="outline"
        radius="md"
      >
        <Tabs.List className="settings-tabs" mb="lg">
          {tabs.map((t) => (
            <Tabs.Tab key={t} value={t} leftSection={tabTitles[t].icon}>
              {tabTitles[t].label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={tab}>{content()}</Tabs.Panel>
      </Tabs>
    </>
  );
}
