import { type TSentBackLine, ZSentBackLine } from '@portcall/contracts/proforma-revisions';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/http-client';
import { proformaKeys, type SupplierKind } from './keys';

/** GET {agent|vendor}/appointment/{id}/proforma/{proformaId}/sent-back: the lines the buyer sent back, with comments. */
export function listSentBack(
  kind: SupplierKind,
  appointmentId: number,
  proformaId: number,
  signal?: AbortSignal,
): Promise<TSentBackLine[]> {
  return apiRequest(`/secured/${kind}/appointment/${appointmentId}/proforma/${proformaId}/sent-back`, {
    signal,
    schema: z.array(ZSentBackLine),
  });
}

export function useSentBack(kind: SupplierKind, appointmentId: number, proformaId: number | undefined) {
  return useQuery({
    // Under the appointment's key: any change of its DAs reads it again.
    queryKey: [...proformaKeys.appointment(kind, appointmentId), 'sent-back', proformaId] as const,
    queryFn: ({ signal }) => listSentBack(kind, appointmentId, proformaId as number, signal),
    enabled: proformaId !== undefined,
    // The buyer sends lines back meanwhile, and evaluations are the buyer's alone (no live
    // announcement reaches the agent): the DA page reads them whenever it opens or shows another DA.
    staleTime: 0,
  });
}
