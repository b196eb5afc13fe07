import { apiRequest } from '../../../api/http-client';

/** POST request-case/{id}/share/revoke: every link sent so far stops working. */
export function revokeShares(caseId: number) {
  return apiRequest(`/secured/request-case/${caseId}/share/revoke`, { method: 'POST', redirectOn404: false });
}
