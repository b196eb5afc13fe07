import { lazy, Suspense, useState } from 'react';
import { useDrawer } from '../../../ui/drawer-store';
import { useDashboardStore } from './dashboard-store';

export const DETAILS_DRAWER_ID = 'port-call-dashboard-details';

// The drawer (appointment actions, messages, history, rating) is a chunk of its own: the
// dashboard is every buyer's landing, and most visits never open it.
const DetailsDrawerContent = lazy(() => import('./details-drawer').then((m) => ({ default: m.DetailsDrawer })));

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

/** Mounts the drawer from its first opening on, and keeps it mounted so closing still slides out. */
export function DetailsDrawer() {
  const { isOpen } = useDrawer(DETAILS_DRAWER_ID);
  const [wanted, setWanted] = useState(false);
  if (isOpen && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <DetailsDrawerContent />
    </Suspense>
  );
}
