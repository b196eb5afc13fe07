import { Navigate, Route, Routes } from 'react-router';
import { sectionsOf } from '../../lib/sections';
import { SectionPlaceholderPage } from '../../ui/section-page';
import { AdminHomePage } from './pages/admin-home-page';

/** /secured/admin/*: the administration console (platform-core §2 route families). */
export function AdminArea() {
  return (
    <Routes>
      <Route index element={<AdminHomePage />} />
      {sectionsOf('admin').map((section) => (
        <Route key={section.path} path={`${section.path}/*`} element={<SectionPlaceholderPage section={section} />} />
      ))}
      <Route path="*" element={<Navigate to="/error-not-found" replace />} />
    </Routes>
  );
}
