import type { TExpenseEvaluation } from '@portcall/contracts/evaluations';
import { useQueryClient } from '@tanstack/react-query';
import { useEditConflict } from '../../../ui/use-edit-conflict';
import { evaluationKeys } from '../api/keys';
import { loadEvaluation } from '../api/load-evaluation';
import { findLine } from '../lib/line-actions';

/**
 * The edit conflict of a line's dialog (ui/use-edit-conflict.ts): `line` is the line as the cache
 * holds it now; a reload reads the whole evaluation again, as every line action does.
 */
export function useLineConflict(evaluationId: number, line: TExpenseEvaluation | null, isEditing = true) {
  const client = useQueryClient();
  return useEditConflict({
    current: line?.version,
    subject: {
      kind: 'evaluation',
      id: evaluationId,
      ...(line ? { part: { entity: 'expense_evaluation', id: line.id } } : {}),
    },
    refetch: async () => {
      const fresh = await client.fetchQuery({
        queryKey: evaluationKeys.load(evaluationId),
        queryFn: ({ signal }) => loadEvaluation(evaluationId, signal),
        staleTime: 0,
      });
      return line ? findLine(fresh, line.id)?.version : undefined;
    },
    isEditing: isEditing && line !== null,
  });
}
