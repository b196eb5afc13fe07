import { lazy, Suspense, useEffect } from 'react';
import { useDrawerStore } from '../../../ui/drawer-store';
import { ShipIcon } from '../../../ui/icons';
import { PageLoader } from '../../../ui/page-loader';
import { RightDrawer } from '../../../ui/right-drawer';
import { useDashboardStore } from './dashboard-store';
import { DETAILS_DRAWER_ID } from './details-drawer-opener';

/**
 * The drawer's sections (appointment actions and their forms, DAs, port calls, messages, history,
 * rating): about 35 kB of gzipped JS that most visits to the dashboard never open. Mantine renders a
 * drawer's content only while it is open, so this loads with the first opening.
 */
const DetailsDrawerBody = lazy(() => import('./details-drawer-body').then((m) => ({ default: m.DetailsDrawerBody })));

/**
 * The dashboard's side drawer: the appointment or port call chosen in the list, with its history.
 * The shell (title, close button, overlay) is part of the dashboard and opens on the click itself;
 * only its sections wait for their code, behind a loader inside the open drawer. (Loaded lazily as a
 * whole, the drawer once failed to open in CI journeys: an opening must never depend on a chunk.)
 */
export function DetailsDrawer() {
  const target = useDashboardStore((s) => s.drawer);
  const setOpen = useDrawerStore((s) => s.setOpen);
  // A link in the drawer leaves the dashboard: the drawer closes with it rather than cover the
  // dashboard again on the way back.
  useEffect(() => () => setOpen(DETAILS_DRAWER_ID, false), [setOpen]);
  const title = target.appointmentId
    ? `Appointment #${target.appointmentId}`
    : target.portCallId
      ? `Port call #${target.portCallId}`
      : target.voyageNumber
        ? `Voyage ${target.voyageNumber}`
        : 'Details';
  return (
    <RightDrawer id={DETAILS_DRAWER_ID} title={title} subtitle="Details and history" icon={<ShipIcon size={18} />}>
      <Suspense fallback={<PageLoader label="Loading the details..." />}>
        <DetailsDrawerBody />
      </Suspense>
    </RightDrawer>
  );
}
