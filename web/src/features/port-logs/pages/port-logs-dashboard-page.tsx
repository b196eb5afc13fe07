import { Button, Stack } from '@mantine/core';
import { canUse } from '@portcall/contracts/access';
import { Link, Navigate } from 'react-router';
import { useSessionStore } from '../../../lib/session-store';
import { PageHeader } from '../../../ui/page-header';
import { PortLogsDashboard } from '../components/port-logs-dashboard';

/**
 * The dashboard's port-logs view on its own address, reached from the dashboard's "Port logs" link.
 * The path lies outside every navigation section, so the page checks the view's access itself.
 */
export function PortLogsDashboardPage() {
  const profile = useSessionStore((s) => s.profile);
  if (!profile || !canUse(profile, 'DA_DASHBOARD', 'DA_DASHBOARD_ASSIGNMENTS_VIEW'))
    return <Navigate to="/error-no-access" replace />;
  return (
    <Stack gap={0}>
      <PageHeader
        eyebrow="Dashboard"
        title="Port logs"
        description="What each department asked the agents to handle at your port calls, and what is done."
        actions={
          <Button variant="default" component={Link} to="/secured/buyer/dashboard/port-calls">
            Back to dashboard
          </Button>
        }
      />
      <PortLogsDashboard />
    </Stack>
  );
}
