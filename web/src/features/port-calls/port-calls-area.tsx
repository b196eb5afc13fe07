import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PageLoader } from '../../ui/page-loader';
import { DashboardPage } from './pages/dashboard-page';

const DASHBOARD = '/secured/buyer/dashboard/port-calls';

// The dashboard is every buyer's landing; the wizard, the port call form and the preview load
// when first opened.
const AppointmentWizardPage = lazy(() =>
  import('./pages/appointment-wizard-page').then((m) => ({ default: m.AppointmentWizardPage })),
);
const OfficialPreviewPage = lazy(() =>
  import('./pages/official-preview-page').then((m) => ({ default: m.OfficialPreviewPage })),
);
const PortCallPage = lazy(() => import('./pages/port-call-page').then((m) => ({ default: m.PortCallPage })));

/** /secured/buyer/dashboard/port-calls/*: the buyer dashboard, the port call form, the wizard, the preview. */
export function PortCallsArea() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route index element={<DashboardPage />} />
        <Route path="appointment/new" element={<AppointmentWizardPage />} />
        <Route path="appointment/:id/official-preview" element={<OfficialPreviewPage backTo={DASHBOARD} />} />
        <Route path="port-call/:id" element={<PortCallPage />} />
      </Routes>
    </Suspense>
  );
}
