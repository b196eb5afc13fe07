import { useQueryClient } from '@tanstack/react-query';
import { useEditConflict } from '../../../ui/use-edit-conflict';
import { sofKeys } from '../api/keys';
import type { Sof } from '../api/sof-types';

/**
 * The edit conflict of a form changing what the SOF holds (ui/use-edit-conflict.ts): the SOF has one
 * version, so any change of it by someone else while the form is open is named there, and a reload
 * reads the SOF again.
 */
export function useSofConflict(sof: Sof, isEditing: boolean) {
  const client = useQueryClient();
  return useEditConflict({
    current: sof.version,
    subject: { kind: 'sof', id: sof.portCallId },
    refetch: async () => {
      await client.refetchQueries({ queryKey: sofKeys.sof(sof.portCallId) });
      return client.getQueryData<Sof | null>(sofKeys.sof(sof.portCallId))?.version;
    },
    isEditing,
  });
}
