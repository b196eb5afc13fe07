import { Navigate, Route, Routes } from 'react-router';
import { type PortDirectoryArea as Area, PortDirectoryPage } from './pages/port-directory-page';
import { PortPage } from './pages/port-page';

/** /secured/{buyer|agent}/port-directory/*: the search and a port's page. */
export function PortDirectoryArea({ area }: { area: Area }) {
  return (
    <Routes>
      <Route index element={<PortDirectoryPage area={area} />} />
      <Route path="port/:portId" element={<PortPage area={area} />} />
      <Route path="*" element={<Navigate to="/error-not-found" replace />} />
    </Routes>
  );
}
