import type { TLoginRequest, TSession } from '@portcall/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';

/** POST /public/auth/login: a session (token plus profile), or 401 LOGIN_FAILED (also while the profile is locked). */
export function login(body: TLoginRequest): Promise<TSession> {
  return apiRequest('/public/auth/login', {
    method: 'POST',
    body,
    // Loaded with the answer: the login page itself carries no zod.
    schema: () => import('@portcall/contracts/auth').then((m) => m.ZSession),
    logoutOn401: false,
    redirectOn404: false,
  });
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login, meta: { silent: true } });
}
