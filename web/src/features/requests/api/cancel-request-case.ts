import { apiRequest } from '../../../api/http-client';

/** GET request-case/{id}/cancel: the case and every live request end; the agents are told. */
export function cancelRequestCase(caseId: number) {
  return apiRequest(`/secured/request-case/${caseId}/cancel`, { redirectOn404: false });
}
