import { Button, Group, Select, TextInput } from '@mantine/core';
import { hasAuthority } from '@portcall/contracts/access';
import type { TEvaluation, TEvaluationBerth } from '@portcall/contracts/evaluations';
import { messages } from '@portcall/contracts/messages';
import { useState } from 'react';
import { useSessionStore } from '../../../lib/session-store';
import { WithReason } from '../../../ui/with-reason';
import { useSaveEvaluationValuesMutation } from '../api/save-evaluation-values';

/** How the header names the evaluation's berth: the picked reference berth, else the typed text. */
export function berthLabel(evaluation: TEvaluation, berths: TEvaluationBerth[] | undefined): string | null {
  if (evaluation.berthId !== null) return berths?.find((b) => b.value === String(evaluation.berthId))?.label ?? null;
  return evaluation.berth;
}

/**
 * The evaluation's berth (operations §3 `berthId`): a pick among the berths the DA's port lists;
 * where the port lists none, the berth typed as text. Saving it is an evaluator's write.
 */
export function EvaluationBerthField({
  evaluation,
  berths,
  isOpen,
  run,
}: {
  evaluation: TEvaluation;
  berths: TEvaluationBerth[];
  isOpen: boolean;
  run: (action: () => Promise<unknown>, done: string) => Promise<boolean>;
}) {
  const mayEdit = useSessionStore((s) => !!s.profile && hasAuthority(s.profile, 'DA_EVALUATION_VERIFY'));
  const save = useSaveEvaluationValuesMutation(evaluation.id);
  const [text, setText] = useState(evaluation.berth ?? '');
  const reason = !isOpen ? messages.EVALUATION_NOT_OPEN : !mayEdit ? messages.REASON_NO_BERTH_RIGHT : null;
  const disabled = reason !== null || save.isPending;
  const base = { id: evaluation.id, version: evaluation.version };

  if (berths.length > 0)
    return (
      <WithReason reason={reason}>
        <Select
          label="Berth"
          placeholder="Choose the berth"
          description={
            evaluation.berthId === null && evaluation.berth ? `The DA names "${evaluation.berth}"` : undefined
          }
          searchable
          // The evaluation's side column is narrower than 360 px on a laptop: fill it, no wider.
          w="100%"
          maw={360}
          data={berths.map((b) => ({ value: b.value, label: b.label }))}
          value={evaluation.berthId === null ? null : String(evaluation.berthId)}
          disabled={disabled}
          onChange={(value) =>
            value && void run(() => save.mutateAsync({ ...base, berthId: Number(value) }), 'Berth saved')
          }
        />
      </WithReason>
    );
  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <WithReason reason={reason}>
        <TextInput
          label="Berth"
          description="This port lists no berths: type the berth."
          w="100%"
          maw={300}
          maxLength={100}
          value={text}
          disabled={disabled}
          onChange={(e) => setText(e.currentTarget.value)}
        />
      </WithReason>
      <Button
        variant="light"
        disabled={disabled || text.trim() === (evaluation.berth ?? '')}
        onClick={() => void run(() => save.mutateAsync({ ...base, berth: text.trim() }), 'Berth saved')}
      >
        Save berth
      </Button>
    </Group>
  );
}
