import { apiRequest } from '../../../api/http-client';

/** POST request-for-quotation/renegotiate: asks the agent for a new quote, saying what should change. */
export function renegotiate(requestId: number, comment: string) {
  return apiRequest('/secured/request-for-quotation/renegotiate', {
    method: 'POST',
    body: { id: requestId, comment },
    redirectOn404: false,
  });
}
