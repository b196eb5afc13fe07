import { ZLoginLock } from '@portcall/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/http-client';
import { adminKeys } from './keys';

/** GET /secured/admin/system/login-locks: profiles whose lock from failed log-ins still holds. */
export function useLoginLocks() {
  return useQuery({
    queryKey: adminKeys.loginLocks(),
    queryFn: ({ signal }) => apiRequest('/secured/admin/system/login-locks', { signal, schema: z.array(ZLoginLock) }),
  });
}
