import { useMutation } from '@tanstack/react-query';
import { useInvalidateSof } from './keys';
import { SOF_SELECTION } from './load-sof';
import { sofGraphql, sofRest, useSofToken } from './sof-client';
import type { EventResult, Sof } from './sof-types';

const RESULT = `eventError eventPlaceHolderError parameterError remarkError inboundTugsOrderedError inboundTugsUsedError
  outboundTugsOrderedError outboundTugsUsedError pilotsInError pilotsOutError cargoQuantityActualError cargoQuantityNominalError
  sof { ${SOF_SELECTION} }`;

/** The input type of each SOF mutation (server graphql-schema.ts). */
const INPUT_TYPES = {
  addEvent: 'AddEventInput',
  editEvent: 'EditEventInput',
  deleteEvent: 'DeleteEventInput',
  addParameters: 'AddParametersInput',
  addEventComment: 'AddCommentInput',
  addSofComment: 'AddCommentInput',
  addEventRemark: 'AddRemarkInput',
  addGeneralRemark: 'AddRemarkInput',
  editEventRemark: 'EditRemarkInput',
  editGeneralRemark: 'EditRemarkInput',
  deleteEventRemark: 'DeleteRemarkInput',
  deleteGeneralRemark: 'DeleteRemarkInput',
  setRemarksNeeded: 'SetRemarksNeededInput',
  requestSignatures: 'StatusInput',
  signSof: 'SignInput',
  declineSof: 'SignInput',
  lockSof: 'StatusInput',
  submitSof: 'StatusInput',
  hideSof: 'StatusInput',
  unhideSof: 'StatusInput',
} as const;
export type SofMutationName = keyof typeof INPUT_TYPES;

/**
 * One hook for every SOF mutation of operations §7: addEvent and addParameters answer the §5 result
 * (errors per field), the others the SOF. Every success reads the SOF again.
 */
export function useSofMutation<N extends SofMutationName>(name: N) {
  const token = useSofToken();
  const invalidate = useInvalidateSof();
  const returnsResult = name === 'addEvent' || name === 'addParameters';
  return useMutation({
    mutationFn: async (input: Record<string, unknown>) => {
      const data = await sofGraphql<Record<string, EventResult | Sof>>(
        token,
        `mutation($input: ${INPUT_TYPES[name]}!) { ${name}(input: $input) { ${returnsResult ? RESULT : SOF_SELECTION} } }`,
        { input },
      );
      return data[name] as N extends 'addEvent' | 'addParameters' ? EventResult : Sof;
    },
    onSuccess: () => invalidate(),
  });
}

/** POST invites/port-calls/{portCallId} (and resend, revoke). */
export function useInviteMutation(portCallId: number, action: 'invite' | 'resend' | 'revoke') {
  const token = useSofToken();
  const invalidate = useInvalidateSof();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      sofRest(token, `/private/invites/port-calls/${portCallId}${action === 'invite' ? '' : `/${action}`}`, {
        method: 'POST',
        body,
      }),
    onSuccess: () => invalidate(),
  });
}

/** POST (multipart) statement-of-facts/{portCallId}[/events/{eventId}]/attachments. */
export function useAttachMutation(portCallId: number) {
  const token = useSofToken();
  const invalidate = useInvalidateSof();
  return useMutation({
    mutationFn: ({ files, eventId }: { files: File[]; eventId?: number | null }) => {
      const form = new FormData();
      form.append('form', JSON.stringify({}));
      for (const file of files) form.append('attachments', file);
      const path = eventId
        ? `/private/statement-of-facts/${portCallId}/events/${eventId}/attachments`
        : `/private/statement-of-facts/${portCallId}/attachments`;
      return sofRest(token, path, { method: 'POST', body: form });
    },
    onSuccess: () => invalidate(),
  });
}

/** POST statement-of-facts/verify: whether a PDF is a signed SOF we issued, still standing. */
export function useVerifyMutation() {
  const token = useSofToken();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('form', JSON.stringify({}));
      form.append('attachments', file);
      return sofRest<{
        isValid: boolean;
        contentHash: string | null;
        signatures: Array<{ involvement: string; actorName: string }>;
      }>(token, '/private/statement-of-facts/verify', { method: 'POST', body: form });
    },
  });
}
