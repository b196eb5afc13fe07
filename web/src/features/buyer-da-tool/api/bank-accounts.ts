import {
  type TBankAccountRecognition,
  type TBankAccountReviewPage,
  ZBankAccount,
  ZBankAccountRecognition,
  ZBankAccountReviewPage,
} from '@portcall/contracts/bank-accounts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { daQueueKeys } from './list-da-queue';

const key = (query: Record<string, unknown>) => [...daQueueKeys.all(), 'bank-accounts', query] as const;

/**
 * GET buyer/bank-accounts: the agents' accounts this buyer reviews. A 403 on bank-account calls
 * opens /error-no-access (operations §2), the client's default.
 */
export function useBankAccountsForReview(query: Record<string, string | number | boolean>) {
  return useQuery({
    queryKey: key(query),
    queryFn: (): Promise<TBankAccountReviewPage> =>
      apiRequest('/secured/buyer/bank-accounts', { query, schema: ZBankAccountReviewPage }),
    placeholderData: keepPreviousData,
  });
}

/** POST bank-account/approve and PATCH bank-account/verbal-verify; both refresh the list. */
export function useBankAccountReviewMutations() {
  const queryClient = useQueryClient();
  const onSettled = () => void queryClient.invalidateQueries({ queryKey: [...daQueueKeys.all(), 'bank-accounts'] });
  const approve = useMutation({
    mutationFn: (body: { id: number; version: number; overrideReason?: string }) =>
      apiRequest('/secured/bank-account/approve', { method: 'POST', body, schema: ZBankAccount }),
    onSettled,
    meta: { silent: true },
  });
  const verbalVerify = useMutation({
    mutationFn: (body: { id: number; version: number; verifiedWith: string }) =>
      apiRequest('/secured/bank-account/verbal-verify', { method: 'PATCH', body, schema: ZBankAccount }),
    onSettled,
    meta: { silent: true },
  });
  return { approve, verbalVerify };
}

/**
 * GET bank-account/{id}/recognised-details: each document of the account read by the bank details
 * recogniser, next to the typed details with the differences marked (read when a reviewer opens it).
 */
export function useRecognisedBankDetails(id: number | null) {
  return useQuery({
    queryKey: [...daQueueKeys.all(), 'bank-accounts', 'recognised', id] as const,
    queryFn: (): Promise<TBankAccountRecognition> =>
      apiRequest(`/secured/bank-account/${id as number}/recognised-details`, { schema: ZBankAccountRecognition }),
    enabled: id !== null,
    staleTime: 60_000,
  });
}
