import { Tabs } from '@mantine/core';
import { hasAuthority } from '@portcall/contracts/access';
import { useSessionStore } from '../../../lib/session-store';
import { PageHeader } from '../../../ui/page-header';
import { AuditLogTab } from '../components/audit-log-tab';
import { FeatureFlagsTab } from '../components/feature-flags-tab';
import { JobsTab } from '../components/jobs-tab';
import { LoginLocksTab } from '../components/login-locks-tab';
import { OutboxTab } from '../components/outbox-tab';

/** /secured/admin/system-management (ADMIN_SYSTEM; the audit log needs ADMIN_AUDIT too). */
export function SystemManagementPage() {
  const profile = useSessionStore((s) => s.profile);
  const canAudit = profile ? hasAuthority(profile, 'ADMIN_AUDIT') : false;
  return (
    <>
      <PageHeader
        eyebrow="Administration"
        title="System management"
        description="Maintenance mode and the other switches, the e-mail outbox, background tasks, the audit trail and login locks."
      />
      <Tabs defaultValue="flags" keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="flags">Feature flags</Tabs.Tab>
          <Tabs.Tab value="outbox">E-mail outbox</Tabs.Tab>
          <Tabs.Tab value="jobs">Background tasks</Tabs.Tab>
          {canAudit ? <Tabs.Tab value="audit">Audit log</Tabs.Tab> : null}
          <Tabs.Tab value="locks">Login locks</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="flags">
          <FeatureFlagsTab />
        </Tabs.Panel>
        <Tabs.Panel value="outbox">
          <OutboxTab />
        </Tabs.Panel>
        <Tabs.Panel value="jobs">
          <JobsTab />
        </Tabs.Panel>
        {canAudit ? (
          <Tabs.Panel value="audit">
            <AuditLogTab />
          </Tabs.Panel>
        ) : null}
        <Tabs.Panel value="locks">
          <LoginLocksTab />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
