import { apiRequest } from '../../../api/http-client';

/** POST agent/{agentId}/rfq/{requestCaseId}/revert: a cancelled or declined request back where it was. */
export function revertRequest(caseId: number, agentId: number) {
  return apiRequest(`/secured/agent/${agentId}/rfq/${caseId}/revert`, { method: 'POST', redirectOn404: false });
}
