import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageLoader } from '../../ui/page-loader';
import { LoginPage } from './pages/login-page';

// Only the login page comes with the area: registration (its wizard, selects and phone fields) and
// the terms load when someone opens them, so the login page stays small.
const RegisterPage = lazy(() => import('./pages/register-page').then((m) => ({ default: m.RegisterPage })));
const RegisterBuyerPage = lazy(() =>
  import('./pages/register-buyer-page').then((m) => ({ default: m.RegisterBuyerPage })),
);
const RegisterAgentPage = lazy(() =>
  import('./pages/register-agent-page').then((m) => ({ default: m.RegisterAgentPage })),
);
const RegisterVendorPage = lazy(() =>
  import('./pages/register-vendor-page').then((m) => ({ default: m.RegisterVendorPage })),
);
const TermsPage = lazy(() => import('./pages/terms-page').then((m) => ({ default: m.TermsPage })));

/** /authorization/*: log in, register (buyer, agent wizard, vendor) and the terms (platform-core §2, §4). */
export function AuthArea() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route index element={<LoginPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="register/buyer" element={<RegisterBuyerPage />} />
        <Route path="register/agent" element={<RegisterAgentPage />} />
        <Route path="register/vendor" element={<RegisterVendorPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="*" element={<Navigate to="/error-not-found" replace />} />
      </Routes>
    </Suspense>
  );
}
