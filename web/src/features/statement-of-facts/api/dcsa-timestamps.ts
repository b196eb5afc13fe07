import {
  DCSA_MAX_FILE_BYTES,
  type TTimestampImport,
  type TTimestampProposal,
} from '@portcall/contracts/dcsa-timestamps';
import { formatMessage, messages } from '@portcall/contracts/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sofKeys } from './keys';
import { sofDownload, sofRest, useSofToken } from './sof-client';

const base = (portCallId: number) => `/private/statement-of-facts/${portCallId}`;
/** Under the SOF's keys: a live announcement of the SOF (a proposal received, one accepted) reads them again. */
const proposalsKey = (portCallId: number) => [...sofKeys.all, 'dcsa-proposals', portCallId] as const;

/** Saves the SOF's events as a DCSA JIT timestamps file (GET .../dcsa-timestamps). */
export function downloadDcsaTimestamps(token: string | null, portCallId: number) {
  return sofDownload(token, `${base(portCallId)}/dcsa-timestamps`, `sof-${portCallId}-dcsa-jit-timestamps.json`);
}

/** The received timestamps waiting for (or decided by) the agent. */
export function useDcsaProposals(portCallId: number, enabled: boolean) {
  const token = useSofToken();
  return useQuery({
    queryKey: proposalsKey(portCallId),
    enabled,
    queryFn: () => sofRest<TTimestampProposal[]>(token, `${base(portCallId)}/dcsa-proposals`),
  });
}

/**
 * Reads a chosen file and sends its timestamps: a file past the limit or not JSON is refused here with
 * the catalogue's words, before anything is sent; the rest is the server's to judge.
 */
export function useImportDcsaTimestamps(portCallId: number) {
  const token = useSofToken();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      if (file.size > DCSA_MAX_FILE_BYTES)
        throw new Error(formatMessage('DCSA_FILE_TOO_LARGE', { max: `${DCSA_MAX_FILE_BYTES / 1024} KB` }));
      let body: unknown;
      try {
        body = JSON.parse(await file.text());
      } catch {
        throw new Error(messages.DCSA_FILE_INVALID);
      }
      return sofRest<TTimestampImport>(token, `${base(portCallId)}/dcsa-timestamps`, { method: 'POST', body });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: proposalsKey(portCallId) }),
  });
}

/** Accept (through the SOF's add-event, with the version on screen) or reject a proposal. */
export function useDecideDcsaProposal(portCallId: number) {
  const token = useSofToken();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { proposalId: number; decision: 'accept' | 'reject'; version: number }) =>
      sofRest<TTimestampProposal>(
        token,
        `${base(portCallId)}/dcsa-proposals/${input.proposalId}/${input.decision}`,
        input.decision === 'accept' ? { method: 'POST', body: { version: input.version } } : { method: 'POST' },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: sofKeys.all }),
  });
}
