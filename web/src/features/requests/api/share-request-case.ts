import { apiRequest } from '../../../api/http-client';

/** POST request-case/{id}/share: e-mails the link to the public read-only page. */
export function shareRequestCase(caseId: number, emails: string[]) {
  return apiRequest(`/secured/request-case/${caseId}/share`, {
    method: 'POST',
    body: { emails },
    redirectOn404: false,
  });
}
