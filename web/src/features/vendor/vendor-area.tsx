import { Navigate, Route, Routes } from 'react-router';
import { sectionsOf } from '../../lib/sections';
import { SectionPlaceholderPage } from '../../ui/section-page';
import { VendorHomePage } from './pages/vendor-home-page';

/** /secured/vendor/*: the vendor's sections (platform-core §2 route families). */
export function VendorArea() {
  return (
    <Routes>
      <Route index element={<VendorHomePage />} />
      {sectionsOf('vendor').map((section) => (
        <Route key={section.path} path={`${section.path}/*`} element={<SectionPlaceholderPage section={section} />} />
      ))}
      <Route path="*" element={<Navigate to="/error-not-found" replace />} />
    </Routes>
  );
}
