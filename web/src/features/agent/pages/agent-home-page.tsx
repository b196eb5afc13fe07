import { visibleSections } from '../../../lib/sections';
import { useSessionStore } from '../../../lib/session-store';
import { AreaOverview } from '../../../ui/area-overview';

/** /secured/agent: the overview of the agent's sections. */
export function AgentHomePage() {
  const profile = useSessionStore((s) => s.profile);
  return (
    <AreaOverview
      title={`Welcome${profile ? `, ${profile.name}` : ''}`}
      description="Appointments, requests for quotation and the disbursement accounts you submit."
      sections={profile ? visibleSections(profile, 'agent') : []}
      emptyText="Your profile does not hold any section yet."
    />
  );
}
