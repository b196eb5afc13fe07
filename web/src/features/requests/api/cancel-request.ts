import { apiRequest } from '../../../api/http-client';

/** GET request-case/{id}/request-for-quotation/{rfqId}/cancel: one agent's request withdrawn. */
export function cancelRequest(caseId: number, requestId: number) {
  return apiRequest(`/secured/request-case/${caseId}/request-for-quotation/${requestId}/cancel`, {
    redirectOn404: false,
  });
}
