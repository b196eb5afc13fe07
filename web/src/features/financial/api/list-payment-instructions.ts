import {
  type TPaymentInstructionPeople,
  ZPaymentInstructionPage,
  ZPaymentInstructionPeople,
} from '@portcall/contracts/payments';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { financialKeys } from './keys';

export const instructionsPath = (buyerId: number) => `/secured/buyers/${buyerId}/payment-instructions`;

/** GET buyers/{buyerId}/payment-instructions: a page of the company's payment instructions. */
export function usePaymentInstructionPage(buyerId: number, query: Record<string, string | number | boolean>) {
  return useQuery({
    queryKey: [...financialKeys.instructions(), buyerId, query] as const,
    queryFn: () => apiRequest(instructionsPath(buyerId), { query, schema: ZPaymentInstructionPage }),
    placeholderData: keepPreviousData,
  });
}

/** GET buyers/{buyerId}/payment-instructions/people: who may be named as reviewer and approver. */
export function usePaymentInstructionPeople(buyerId: number) {
  return useQuery({
    queryKey: [...financialKeys.instructions(), buyerId, 'people'] as const,
    queryFn: (): Promise<TPaymentInstructionPeople> =>
      apiRequest(`${instructionsPath(buyerId)}/people`, { schema: ZPaymentInstructionPeople }),
  });
}
