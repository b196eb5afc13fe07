import { DEFAULT_TERMS_DOCUMENT_VERSION, type TProfile, ZProfile } from '@portcall/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';

/** POST /secured/account/accept-terms-and-conditions: answers the profile that replaces the stored one. */
export function acceptTerms(documentVersion: string = DEFAULT_TERMS_DOCUMENT_VERSION): Promise<TProfile> {
  return apiRequest('/secured/account/accept-terms-and-conditions', {
    method: 'POST',
    body: { accepted: true, documentVersion },
    schema: ZProfile,
  });
}

export function useAcceptTermsMutation() {
  return useMutation({ mutationFn: acceptTerms });
}
