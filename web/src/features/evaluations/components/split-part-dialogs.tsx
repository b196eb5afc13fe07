import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { type TExpenseEvaluation, ZDivideSplit, ZReallocateSplit } from '@portcall/contracts/evaluations';
import { formatAmount } from '@portcall/contracts/format';
import { Decimal } from '@portcall/contracts/money';
import { divideAmount, reallocateAmount } from '@portcall/contracts/split';
import { useState } from 'react';
import { AmountInput } from '../../../ui/amount-field';
import { EditConflictAlert } from '../../../ui/edit-conflict-alert';
import { FormErrorAlert } from '../../../ui/form-error-alert';
import { partProblem, toWireAmount } from '../lib/line-actions';
import { useDialogSubmit } from './use-dialog-submit';
import { useLineConflict } from './use-line-conflict';

const partName = (line: TExpenseEvaluation) => (line.splitType === 'CHARTERER' ? 'Charterer' : 'Owner');

/** Divide a split part into two of its type: the amount typed becomes a new part, this one keeps the rest. */
export function DivideModal({
  evaluationId,
  line,
  onSubmit,
  onClose,
}: {
  evaluationId: number;
  /** The part as the cache holds it now (others' changes arrive live). */
  line: TExpenseEvaluation;
  onSubmit: (body: { version: number; amount: string }) => Promise<unknown>;
  onClose: () => void;
}) {
  const [amount, setAmount] = useState('');
  const conflict = useLineConflict(evaluationId, line);
  const { submit, error, isPending } = useDialogSubmit(onClose, conflict);
  const wire = toWireAmount(amount);
  const rest = wire === null ? null : new Decimal(line.amount).minus(wire);
  const problem = partProblem(ZDivideSplit, { version: line.version, amount }, 'amount', () =>
    wire === null ? null : divideAmount(line.amount, wire),
  );
  return (
    <Modal opened onClose={onClose} title={`Divide · ${line.name} (${partName(line)})`} zIndex={250}>
      <Stack>
        <Text size="sm">Part amount: {formatAmount(line.amount)}</Text>
        <AmountInput
          label="New part amount"
          required
          value={amount}
          onChange={setAmount}
          error={amount.trim() === '' ? undefined : problem}
        />
        <Text size="sm" aria-label="Remaining amount">
          This part keeps: <b>{rest?.gt(0) ? formatAmount(rest) : '—'}</b>
        </Text>
        <EditConflictAlert conflict={conflict} />
        <FormErrorAlert message={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={wire === null || problem !== undefined}
            loading={isPending}
            onClick={() =>
              submit(
                () => onSubmit({ version: conflict.version ?? line.version, amount: wire ?? '0' }),
                'Split part divided',
              )
            }
          >
            Divide
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Move part (or all) of a split part's amount to a sibling part. */
export function ReallocateModal({
  evaluationId,
  line,
  targets,
  onSubmit,
  onClose,
}: {
  evaluationId: number;
  /** The part as the cache holds it now (others' changes arrive live). */
  line: TExpenseEvaluation;
  targets: TExpenseEvaluation[];
  onSubmit: (body: { version: number; amount: string; toId: number }) => Promise<unknown>;
  onClose: () => void;
}) {
  const [amount, setAmount] = useState('');
  const [toId, setToId] = useState<string | null>(targets.length === 1 && targets[0] ? String(targets[0].id) : null);
  const conflict = useLineConflict(evaluationId, line);
  const { submit, error, isPending } = useDialogSubmit(onClose, conflict);
  const wire = toWireAmount(amount);
  const target = targets.find((t) => String(t.id) === toId);
  const problem = partProblem(ZReallocateSplit, { version: line.version, amount, toId: Number(toId) }, 'amount', () =>
    wire === null || !target ? null : reallocateAmount(line.amount, target.amount, wire),
  );
  return (
    <Modal opened onClose={onClose} title={`Reallocate · ${line.name} (${partName(line)})`} zIndex={250}>
      <Stack>
        <Text size="sm">Part amount: {formatAmount(line.amount)}</Text>
        <Select
          label="Move to"
          required
          data={targets.map((t) => ({ value: String(t.id), label: `${partName(t)} · ${formatAmount(t.amount)}` }))}
          value={toId}
          onChange={setToId}
          comboboxProps={{ zIndex: 300 }}
        />
        <AmountInput
          label="Amount to move"
          required
          value={amount}
          onChange={setAmount}
          error={amount.trim() === '' ? undefined : problem}
        />
        <EditConflictAlert conflict={conflict} />
        <FormErrorAlert message={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={wire === null || toId === null || problem !== undefined}
            loading={isPending}
            onClick={() =>
              submit(
                () => onSubmit({ version: conflict.version ?? line.version, amount: wire ?? '0', toId: Number(toId) }),
                'Amount reallocated',
              )
            }
          >
            Reallocate
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
