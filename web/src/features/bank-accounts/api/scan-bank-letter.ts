import { ZScanRequest } from '@portcall/contracts/bank-accounts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { buildMultipart } from '../../../api/multipart';

/**
 * POST bank-account-document-scanner/register-request: the bank letter is read and its details
 * answered (and kept on the request), for the form to pre-fill.
 */
export function useScanBankLetterMutation() {
  return useMutation({
    mutationFn: (file: File) =>
      apiRequest('/secured/bank-account-document-scanner/register-request', {
        method: 'POST',
        body: buildMultipart({}, [file]),
        schema: ZScanRequest,
        redirectOn404: false,
      }),
    meta: { silent: true },
  });
}
