import { visibleSections } from '../../../lib/sections';
import { useSessionStore } from '../../../lib/session-store';
import { AreaOverview } from '../../../ui/area-overview';

/** /secured/buyer: where a buyer without any module lands, and the overview of those it holds. */
export function BuyerHomePage() {
  const profile = useSessionStore((s) => s.profile);
  const sections = profile ? visibleSections(profile, 'buyer').filter((s) => s.path !== 'settings') : [];
  return (
    <AreaOverview
      title={`Welcome${profile ? `, ${profile.name}` : ''}`}
      description="Your port calls, appointments and disbursement accounts, module by module."
      sections={sections}
      emptyText="Your profile does not hold any module yet. Your company manager can grant you the modules you need (DA tool, dashboard, estimators...)."
    />
  );
}
