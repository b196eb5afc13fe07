import { SOF_PAGE_SELECTION } from '@portcall/contracts/statement-of-facts';
import { useQuery } from '@tanstack/react-query';
import { sofKeys } from './keys';
import { sofGraphql, useSofToken } from './sof-client';
import type { EventTemplate, SigningStatus, Sof } from './sof-types';

/** What the page reads of a SOF: built from the contract's `ZSofPage`, so type and query agree. */
export const SOF_SELECTION = SOF_PAGE_SELECTION;

/** sofsByPortCallIds for one port call: the whole SOF page in one request. */
export function useSof(portCallId: number) {
  const token = useSofToken();
  return useQuery({
    queryKey: sofKeys.sof(portCallId),
    queryFn: async ({ signal }) => {
      const data = await sofGraphql<{ sofsByPortCallIds: Sof[] }>(
        token,
        `query($ids: [Int!]!) { sofsByPortCallIds(portCallIds: $ids) { ${SOF_SELECTION} } }`,
        { ids: [portCallId] },
        signal,
      );
      return data.sofsByPortCallIds[0] ?? null;
    },
  });
}

/** Event templates grouped; kept an hour (operations §9). */
export function useEventTemplates() {
  const token = useSofToken();
  return useQuery({
    queryKey: [...['sof-templates'], token ? 'invitee' : 'session'],
    staleTime: 60 * 60 * 1000,
    queryFn: async () =>
      (
        await sofGraphql<{ eventTemplates: Array<{ group: string; templates: EventTemplate[] }> }>(
          token,
          'query { eventTemplates { group templates { code group description mandatory type placeholder parameters } } }',
        )
      ).eventTemplates,
  });
}

/** The signing stage, polled every 10 s: a new stage makes the page read the SOF again (operations §4). */
export function useSigningStatus(portCallId: number) {
  const token = useSofToken();
  return useQuery({
    queryKey: sofKeys.signing(portCallId),
    refetchInterval: 10_000,
    queryFn: async ({ signal }) =>
      (
        await sofGraphql<{ signingStatus: SigningStatus }>(
          token,
          'query($pc: Int!) { signingStatus(portCallId: $pc) { signingStage involvement shouldSign signedBy requiredSigners } }',
          { pc: portCallId },
          signal,
        )
      ).signingStatus,
  });
}

export function useActivityTimeline(portCallId: number) {
  const token = useSofToken();
  return useQuery({
    queryKey: sofKeys.timeline(portCallId),
    queryFn: async ({ signal }) =>
      (
        await sofGraphql<{
          activityTimeline: Array<{
            id: number;
            action: string;
            summary: string;
            actorName: string;
            involvement: string;
            createdAt: string;
          }>;
        }>(
          token,
          'query($pc: Int!) { activityTimeline(portCallId: $pc) { id action summary actorName involvement createdAt } }',
          { pc: portCallId },
          signal,
        )
      ).activityTimeline,
  });
}

/** The content hash a signature given now would cover: read only when the sign dialog opens. */
export function useContentHash(portCallId: number, enabled: boolean) {
  const token = useSofToken();
  return useQuery({
    queryKey: [...sofKeys.signing(portCallId), 'hash'],
    enabled,
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (
        await sofGraphql<{ signingStatus: { contentHash: string } }>(
          token,
          'query($pc: Int!) { signingStatus(portCallId: $pc) { contentHash } }',
          { pc: portCallId },
          signal,
        )
      ).signingStatus.contentHash,
  });
}
