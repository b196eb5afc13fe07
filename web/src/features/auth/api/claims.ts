import { type TClaims, ZClaims } from '@portcall/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';
import { useSessionStore } from '../../../lib/session-store';

/** GET /secured/auth/claims: the current profile, its company and the intercom hash. */
export function fetchClaims(): Promise<TClaims> {
  return apiRequest('/secured/auth/claims', { schema: ZClaims, redirectOn403: false, redirectOn404: false });
}

export const claimsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.claims(), queryFn: fetchClaims, staleTime: 60_000, refetchOnWindowFocus: true });

/**
 * Loads the claims while a session exists and keeps the stored profile and company in step with
 * them; a 401 here is how a revoked or expired token is noticed.
 */
export function useClaimsSync() {
  const token = useSessionStore((s) => s.token);
  const applyClaims = useSessionStore((s) => s.applyClaims);
  const query = useQuery({ ...claimsQueryOptions(), enabled: token !== null });
  useEffect(() => {
    if (query.data) applyClaims(query.data);
  }, [query.data, applyClaims]);
  return query;
}
