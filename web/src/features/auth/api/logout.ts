import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../api/http-client';
import { resetClientState } from '../../../api/session-reset';

/** POST /secured/auth/logout: revokes the session's token on the server. */
export function logout(): Promise<void> {
  return apiRequest('/secured/auth/logout', {
    method: 'POST',
    logoutOn401: false,
    redirectOn403: false,
    redirectOn404: false,
  });
}

/** Logs out: the server call may fail (token already gone); the browser forgets the session anyway. */
export function useLogoutMutation() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => logout().catch(() => undefined),
    onSettled: () => {
      resetClientState();
      navigate('/authorization', { replace: true });
    },
    meta: { silent: true },
  });
}
