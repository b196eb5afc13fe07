import { Navigate, Route, Routes } from 'react-router';
import { ClaimPage } from './pages/claim-page';
import { ClaimsPage } from './pages/claims-page';
import { LaytimePage } from './pages/laytime-page';

/** /secured/buyer/claims/*: the claims list, a claim, and the laytime of a port call. */
export function ClaimsArea() {
  return (
    <Routes>
      <Route index element={<ClaimsPage />} />
      <Route path="laytime/:portCallId" element={<LaytimePage />} />
      <Route path=":id" element={<ClaimPage />} />
      <Route path="*" element={<Navigate to="/error-not-found" replace />} />
    </Routes>
  );
}
