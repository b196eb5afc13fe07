import { type TPortCallSave, type TPortCallSaved, ZPortCallSaved } from '@portcall/contracts/port-calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { portCallKeys } from './keys';

/** POST port-call/save-details: creates a DRAFT port call without id, edits with id and version. */
export function savePortCall(body: TPortCallSave): Promise<TPortCallSaved> {
  return apiRequest('/secured/port-call/save-details', {
    method: 'POST',
    body,
    schema: ZPortCallSaved,
    redirectOn403: false,
    redirectOn404: false,
  });
}

export function useSavePortCallMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePortCall,
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: portCallKeys.dashboard() });
      void queryClient.invalidateQueries({ queryKey: portCallKeys.portCall(saved.id) });
    },
    meta: { silent: true },
  });
}
