import { Navigate, Route, Routes } from 'react-router';
import { AnalysedPortPage } from './pages/analysed-port-page';
import { PortAnalysisPage } from './pages/port-analysis-page';

/** /secured/admin/port-analysis/*: find a port, then edit what the directory shows of it. */
export function PortAnalysisArea() {
  return (
    <Routes>
      <Route index element={<PortAnalysisPage />} />
      <Route path="port/:portId" element={<AnalysedPortPage />} />
      <Route path="*" element={<Navigate to="/error-not-found" replace />} />
    </Routes>
  );
}
