import { ZAwardAnswer } from '@portcall/contracts/requests';
import { apiRequest } from '../../../api/http-client';

/**
 * POST request-case/{id}/award: the request's quote wins the case; its agent is appointed (the port
 * call made if the case had none) and gets a PDA draft from the quote, the other agents are told.
 */
export function awardQuote(caseId: number, requestId: number) {
  return apiRequest(`/secured/request-case/${caseId}/award`, {
    method: 'POST',
    body: { requestForQuotationId: requestId },
    schema: ZAwardAnswer,
    redirectOn404: false,
  });
}
