import { apiRequest } from '../../../api/http-client';

/** POST request-case/{id}/appoint: appoints the quoting agent; the other requests end. */
export function appointFromQuote(caseId: number, requestId: number) {
  return apiRequest(`/secured/request-case/${caseId}/appoint`, {
    method: 'POST',
    body: { requestForQuotationId: requestId },
    redirectOn404: false,
  });
}
