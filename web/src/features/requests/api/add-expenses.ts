import { apiRequest } from '../../../api/http-client';

/** PUT request-case/{id}/additional-expenses: named expenses added; quoted requests are asked again. */
export function addExpenses(caseId: number, expenses: Array<{ section: string; name: string }>) {
  return apiRequest(`/secured/request-case/${caseId}/additional-expenses`, {
    method: 'PUT',
    body: { expenses },
    redirectOn404: false,
  });
}
