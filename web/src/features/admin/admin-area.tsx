import type { ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { sectionsOf } from '../../lib/sections';
import { SectionPlaceholderPage } from '../../ui/section-page';
import { AdminHomePage } from './pages/admin-home-page';
import { IntegrationPage } from './pages/integration-page';
import { MetadataPage } from './pages/metadata-page';
import { ReopenDaPage } from './pages/reopen-da-page';
import { SiteContentPage } from './pages/site-content-page';
import { SupportPage } from './pages/support-page';
import { SystemManagementPage } from './pages/system-management-page';

/**
 * The console sections built so far, by their path under /secured/admin (the navigation lists
 * every section of lib/sections.ts; one not listed here shows its placeholder). One line per
 * section, so each feature adds its own entry.
 */
const adminPages: Record<string, ComponentType> = {
  support: SupportPage,
  integration: IntegrationPage,
  metadata: MetadataPage,
  'site-content': SiteContentPage,
  'reopen-da': ReopenDaPage,
  'system-management': SystemManagementPage,
};

/** /secured/admin/*: the administration console (platform-core §2 route families). */
export function AdminArea() {
  return (
    <Routes>
      <Route index element={<AdminHomePage />} />
      {sectionsOf('admin').map((section) => {
        const Page = Object.hasOwn(adminPages, section.path) ? adminPages[section.path] : undefined;
        return (
          <Route
            key={section.path}
            path={`${section.path}/*`}
            element={Page ? <Page /> : <SectionPlaceholderPage section={section} />}
          />
        );
      })}
      <Route path="*" element={<Navigate to="/error-not-found" replace />} />
    </Routes>
  );
}
