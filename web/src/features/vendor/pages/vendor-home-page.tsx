import { visibleSections } from '../../../lib/sections';
import { useSessionStore } from '../../../lib/session-store';
import { AreaOverview } from '../../../ui/area-overview';

/** /secured/vendor: the overview of the vendor's sections. */
export function VendorHomePage() {
  const profile = useSessionStore((s) => s.profile);
  return (
    <AreaOverview
      title={`Welcome${profile ? `, ${profile.name}` : ''}`}
      description="Requests, orders and the quotes and invoices you submit."
      sections={profile ? visibleSections(profile, 'vendor') : []}
      emptyText="Your profile does not hold any section yet."
    />
  );
}
