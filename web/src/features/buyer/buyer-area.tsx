import { Navigate, Route, Routes } from 'react-router';
import { sectionsOf } from '../../lib/sections';
import { SectionPlaceholderPage } from '../../ui/section-page';
import { BuyerHomePage } from './pages/buyer-home-page';

/** /secured/buyer/*: the ship operator's modules (platform-core §2 route families). */
export function BuyerArea() {
  return (
    <Routes>
      <Route index element={<BuyerHomePage />} />
      {sectionsOf('buyer').map((section) => (
        <Route key={section.path} path={`${section.path}/*`} element={<SectionPlaceholderPage section={section} />} />
      ))}
      <Route path="*" element={<Navigate to="/error-not-found" replace />} />
    </Routes>
  );
}
