import { Navigate, Route, Routes } from 'react-router';
import { AgentDirectoryPage } from './pages/agent-directory-page';
import { AgentPage } from './pages/agent-page';

/** /secured/buyer/agent-directory/*: the search and an agent's page. */
export function AgentDirectoryArea() {
  return (
    <Routes>
      <Route index element={<AgentDirectoryPage />} />
      <Route path="agent/:agentId" element={<AgentPage />} />
      <Route path="*" element={<Navigate to="/error-not-found" replace />} />
    </Routes>
  );
}
