import { apiRequest } from '../../../api/http-client';

/** POST request-case/submit-additional-request-for-quotation: more agents asked on a sent case. */
export function submitAdditionalRequests(caseId: number, agentIds: number[]) {
  return apiRequest('/secured/request-case/submit-additional-request-for-quotation', {
    method: 'POST',
    body: { requestCaseId: caseId, agentIds },
    redirectOn404: false,
  });
}
