import { visibleSections } from '../../../lib/sections';
import { useSessionStore } from '../../../lib/session-store';
import { AreaOverview } from '../../../ui/area-overview';

/** /secured/admin: where an administrator lands; one card per console section they hold. */
export function AdminHomePage() {
  const profile = useSessionStore((s) => s.profile);
  return (
    <AreaOverview
      title="Administration"
      description="Users and companies, verification, reference data, integrations and the platform's own settings."
      sections={profile ? visibleSections(profile, 'admin') : []}
      emptyText="Your administrator profile holds no ADMIN_* authority yet, so no console section is open to you."
    />
  );
}
