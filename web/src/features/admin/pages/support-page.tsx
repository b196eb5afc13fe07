import { Tabs } from '@mantine/core';
import { hasAuthority } from '@portcall/contracts/access';
import { useSessionStore } from '../../../lib/session-store';
import { PageHeader } from '../../../ui/page-header';
import { CharterersTab } from '../components/charterers-tab';
import { LoginLocksTab } from '../components/login-locks-tab';
import { ProfilesTab } from '../components/profiles-tab';
import { QaTasksTab } from '../components/qa-tasks-tab';
import { RegionsRulesTab } from '../components/regions-rules-tab';
import { RegistrationsTab } from '../components/registrations-tab';

/** /secured/admin/support (ADMIN_SUPPORT): find a user, fix their data, act as them. */
export function SupportPage() {
  const profile = useSessionStore((s) => s.profile);
  return (
    <>
      <PageHeader
        eyebrow="Administration"
        title="Support"
        description="Find any user of the platform, review the companies that registered, unlock users, correct their details, or switch into their profile to see what they see."
      />
      <Tabs defaultValue="profiles" keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="profiles">Profiles</Tabs.Tab>
          <Tabs.Tab value="registrations">Pending registrations</Tabs.Tab>
          <Tabs.Tab value="locks">Login locks</Tabs.Tab>
          <Tabs.Tab value="charterers">Charterers</Tabs.Tab>
          <Tabs.Tab value="regions">Regions and rules</Tabs.Tab>
          <Tabs.Tab value="qa">QA tasks</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="profiles">
          {profile && hasAuthority(profile, 'ADMIN_SUPPORT') ? <ProfilesTab /> : null}
        </Tabs.Panel>
        <Tabs.Panel value="registrations">
          {profile && hasAuthority(profile, 'ADMIN_SUPPORT') ? <RegistrationsTab /> : null}
        </Tabs.Panel>
        <Tabs.Panel value="locks">
          <LoginLocksTab />
        </Tabs.Panel>
        <Tabs.Panel value="charterers">
          <CharterersTab />
        </Tabs.Panel>
        <Tabs.Panel value="regions">
          <RegionsRulesTab />
        </Tabs.Panel>
        <Tabs.Panel value="qa">
          <QaTasksTab />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
