import { Navigate, Route, Routes } from 'react-router';
import { sectionsOf } from '../../lib/sections';
import { SectionPlaceholderPage } from '../../ui/section-page';
import { AgentHomePage } from './pages/agent-home-page';

/** /secured/agent/*: the agent's sections (platform-core §2 route families). */
export function AgentArea() {
  return (
    <Routes>
      <Route index element={<AgentHomePage />} />
      {sectionsOf('agent').map((section) => (
        <Route key={section.path} path={`${section.path}/*`} element={<SectionPlaceholderPage section={section} />} />
      ))}
      <Route path="*" element={<Navigate to="/error-not-found" replace />} />
    </Routes>
  );
}
