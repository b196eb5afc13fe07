import { type TProforma, ZProforma } from '@portcall/contracts/proformas';
import { useQuery } from '@tanstack/react-query';
import { downloadFile } from '../../../api/download';
import { apiRequest } from '../../../api/http-client';
import { evaluationKeys } from './keys';

/** GET disbursements/{proformaId}: the agent's DA as submitted, with its attachments. */
export function useDisbursement(evaluationId: number, proformaId: number | undefined) {
  return useQuery({
    // Keyed by the DA: a revision of the agent's takes over the evaluation with its own lines and files.
    queryKey: [...evaluationKeys.evaluation(evaluationId), 'disbursement', proformaId] as const,
    queryFn: (): Promise<TProforma> =>
      apiRequest(`/secured/disbursements/${proformaId as number}`, { schema: ZProforma, redirectOn404: false }),
    enabled: proformaId !== undefined,
    staleTime: 60_000,
  });
}

/** GET disbursements/{id}/attachment/{attachmentId}: one of the agent's files. */
export const downloadDisbursementAttachment = (proformaId: number, attachment: { id: number; filename: string }) =>
  downloadFile(`/secured/disbursements/${proformaId}/attachment/${attachment.id}`, attachment.filename);
