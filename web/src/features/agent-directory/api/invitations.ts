import {
  type TSupplierInvitation,
  type TSupplierInvitationCreate,
  ZSupplierInvitation,
} from '@portcall/contracts/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/http-client';

const key = ['supplier-invitations'] as const;

/** GET buyer/supplier-invitations: the agencies the buyer's company invited, newest first. */
export function useSupplierInvitations() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }): Promise<TSupplierInvitation[]> =>
      apiRequest('/secured/buyer/supplier-invitations', { signal, schema: z.array(ZSupplierInvitation) }),
  });
}

/** POST buyer/supplier-invitations: e-mails the agency a registration link filled with what the buyer knows. */
export function useInviteSupplierMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TSupplierInvitationCreate) =>
      apiRequest('/secured/buyer/supplier-invitations', { method: 'POST', body, schema: ZSupplierInvitation }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
    meta: { silent: true },
  });
}
