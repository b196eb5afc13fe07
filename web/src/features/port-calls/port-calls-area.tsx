import { Route, Routes } from 'react-router';
import { AppointmentWizardPage } from './pages/appointment-wizard-page';
import { DashboardPage } from './pages/dashboard-page';
import { OfficialPreviewPage } from './pages/official-preview-page';
import { PortCallPage } from './pages/port-call-page';

const DASHBOARD = '/secured/buyer/dashboard/port-calls';

/** /secured/buyer/dashboard/port-calls/*: the buyer dashboard, the port call form, the wizard, the preview. */
export function PortCallsArea() {
  return (
    <Routes>
      <Route index element={<DashboardPage />} />
      <Route path="appointment/new" element={<AppointmentWizardPage />} />
      <Route path="appointment/:id/official-preview" element={<OfficialPreviewPage backTo={DASHBOARD} />} />
      <Route path="port-call/:id" element={<PortCallPage />} />
    </Routes>
  );
}
