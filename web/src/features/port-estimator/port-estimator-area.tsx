import { Navigate, Route, Routes } from 'react-router';
import { HusbandryEstimatorPage } from './pages/husbandry-estimator-page';
import { PortEstimatorPage } from './pages/port-estimator-page';

/** /secured/buyer/port-estimator/*: the port cost estimator (and the husbandry estimator beside it). */
export function PortEstimatorArea() {
  return (
    <Routes>
      <Route index element={<PortEstimatorPage />} />
      <Route path="husbandry" element={<HusbandryEstimatorPage />} />
      <Route path="*" element={<Navigate to="/error-not-found" replace />} />
    </Routes>
  );
}
