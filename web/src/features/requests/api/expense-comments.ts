import { ZRequestComment } from '@portcall/contracts/requests';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/http-client';
import { requestKeys } from './keys';

const path = (id: number, expenseId: number) => `/secured/request-for-quotation/${id}/expense/${expenseId}/comments`;

/** GET request-for-quotation/{id}/expense/{expenseId}/comments. */
export function useComments(id: number, expenseId: number) {
  return useQuery({
    queryKey: requestKeys.comments(id, expenseId),
    queryFn: ({ signal }) => apiRequest(path(id, expenseId), { signal, schema: z.array(ZRequestComment) }),
  });
}

/** POST ... /comments {commentText}: answers the whole thread. */
export function useAddComment(id: number, expenseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentText: string) =>
      apiRequest(path(id, expenseId), {
        method: 'POST',
        body: { commentText },
        schema: z.array(ZRequestComment),
        redirectOn404: false,
      }),
    onSuccess: (thread) => queryClient.setQueryData(requestKeys.comments(id, expenseId), thread),
    meta: { silent: true },
  });
}
