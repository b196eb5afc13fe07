import { type TAmendPortCheck, ZAmendPortCheck, ZPortCallSaved } from '@portcall/contracts/port-calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { refreshAfterChange } from './invalidate';

/** GET port-call/{id}/amend-port/check?newPortId: may the port change, and which agents must be told. */
export function checkAmendPort(input: { id: number; newPortId: number }): Promise<TAmendPortCheck> {
  return apiRequest(`/secured/port-call/${input.id}/amend-port/check`, {
    query: { newPortId: input.newPortId },
    schema: ZAmendPortCheck,
    redirectOn403: false,
    redirectOn404: false,
  });
}

/** POST port-call/{id}/amend-port {newPortId, version}: repeats the check and changes the port. */
export function amendPort(input: { id: number; newPortId: number; version: number }) {
  return apiRequest(`/secured/port-call/${input.id}/amend-port`, {
    method: 'POST',
    body: { newPortId: input.newPortId, version: input.version },
    schema: ZPortCallSaved,
    redirectOn403: false,
    redirectOn404: false,
  });
}

/** The check changes nothing, so it is a mutation only to be run on demand, not cached. */
export function useCheckAmendPortMutation() {
  return useMutation({ mutationFn: checkAmendPort, meta: { silent: true } });
}

export function useAmendPortMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: amendPort,
    onSuccess: (saved) => refreshAfterChange(queryClient, { portCallId: saved.id }),
    meta: { silent: true },
  });
}
