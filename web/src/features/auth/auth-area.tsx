import { Navigate, Route, Routes } from 'react-router';
import { LoginPage } from './pages/login-page';
import { RegisterAgentPage } from './pages/register-agent-page';
import { RegisterBuyerPage } from './pages/register-buyer-page';
import { RegisterPage } from './pages/register-page';
import { RegisterVendorPage } from './pages/register-vendor-page';
import { TermsPage } from './pages/terms-page';

/** /authorization/*: log in, register (buyer, agent wizard, vendor) and the terms (platform-core §2, §4). */
export function AuthArea() {
  return (
    <Routes>
      <Route index element={<LoginPage />} />
      <Route path="register" element={<RegisterPage />} />
      <Route path="register/buyer" element={<RegisterBuyerPage />} />
      <Route path="register/agent" element={<RegisterAgentPage />} />
      <Route path="register/vendor" element={<RegisterVendorPage />} />
      <Route path="terms" element={<TermsPage />} />
      <Route path="*" element={<Navigate to="/error-not-found" replace />} />
    </Routes>
  );
}
