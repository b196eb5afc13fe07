import { useDrawer } from '../../../ui/drawer-store';
import { useDashboardStore } from './dashboard-store';

export const DETAILS_DRAWER_ID = 'port-call-dashboard-details';

/** Opens the dashboard's side drawer on an appointment, a port call or a voyage (operations §2). */
export function useDetailsDrawer() {
  const drawer = useDrawer(DETAILS_DRAWER_ID);
  const setTarget = useDashboardStore((s) => s.openDrawer);
  return (target: { appointmentId?: number | null; portCallId?: number | null; voyageNumber?: string | null }) => {
    setTarget({
      appointmentId: target.appointmentId ?? null,
      portCallId: target.portCallId ?? null,
      voyageNumber: target.voyageNumber ?? null,
    });
    drawer.open();
  };
}
