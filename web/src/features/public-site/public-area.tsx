import { Navigate, Route, Routes } from 'react-router';
import { PublicLayout } from './components/public-layout';
import { ArticlesPage } from './pages/articles-page';
import { CareersPage } from './pages/careers-page';
import { ClientsPage } from './pages/clients-page';
import { CompanyPage } from './pages/company-page';
import { ContactPage } from './pages/contact-page';
import { CookiesPage } from './pages/cookies-page';
import { FaqPage } from './pages/faq-page';
import { HomePage } from './pages/home-page';
import { PartnershipsPage } from './pages/partnerships-page';
import { PrivacyPage } from './pages/privacy-page';
import { SolutionsPage } from './pages/solutions-page';
import { TermsPage } from './pages/terms-page';

/** The public site: every path outside /secured and /authorization (platform-core §2). */
export function PublicArea() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path="home" element={<HomePage />} />
        <Route path="company" element={<CompanyPage />} />
        <Route path="careers" element={<CareersPage />} />
        <Route path="articles" element={<ArticlesPage />} />
        <Route path="partnerships" element={<PartnershipsPage />} />
        <Route path="faq" element={<FaqPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="clients" element={<ClientsPage />} />
        <Route path="solutions" element={<SolutionsPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="cookies" element={<CookiesPage />} />
      </Route>
      <Route path="*" element={<Navigate to="/error-not-found" replace />} />
    </Routes>
  );
}
