import { Button, Checkbox, Group, Menu, Modal, Stack, Table, Text } from '@mantine/core';
import type { TEvaluation } from '@portcall/contracts/evaluations';
import { formatAmount } from '@portcall/contracts/format';
import { messages } from '@portcall/contracts/messages';
import { useState } from 'react';
import { countOf } from '../../../lib/count-words';
import { reasonOf, useDecide } from '../../../lib/use-can';
import { AmountInput } from '../../../ui/amount-field';
import { EditConflictAlert } from '../../../ui/edit-conflict-alert';
import { FormErrorAlert } from '../../../ui/form-error-alert';
import { PolicyMenuItem } from '../../../ui/policy-menu-item';
import { WithReason } from '../../../ui/with-reason';
import { useBulkApprovePendingSplitMutation } from '../api/bulk-approve-pending-split';
import { useBulkSplitExpensesMutation } from '../api/bulk-split-expenses';
import { useMarkEvaluationDeletedMutation } from '../api/mark-evaluation-deleted';
import { useResetEvaluationMutation } from '../api/reset-evaluation';
import { evaluatedAmount, ownerShare } from '../lib/evaluation-lines';
import { failureText, hasApprovedLines, pendingSplitItems, splittableLines, toWireAmount } from '../lib/line-actions';
import { ConfirmActionModal } from './confirm-action-modal';
import { useDialogSubmit } from './use-dialog-submit';
import { useLinesConflict } from './use-line-conflict';

/** Choose lines and each one's charterer amount; the owners take the rest. All or nothing on the server. */
function BulkSplitModal({ evaluation, onClose }: { evaluation: TEvaluation; onClose: () => void }) {
  const lines = splittableLines(evaluation);
  const bulkSplit = useBulkSplitExpensesMutation(evaluation.id);
  const [amounts, setAmounts] = useState<Record<number, string>>({});
  const [selected, setSelected] = useState<number[]>([]);
  const conflict = useLinesConflict(evaluation.id, lines, selected, (l) => l.name);
  const { submit, error, isPending } = useDialogSubmit(onClose, conflict);
  const items = lines
    .filter((l) => selected.includes(l.id))
    .map((l) => ({ id: l.id, version: conflict.versionOf(l), chartererAmount: toWireAmount(amounts[l.id] ?? '') }));
  const isValid = items.length > 0 && items.every((i) => i.chartererAmount !== null);
  return (
    <Modal opened onClose={onClose} title="Split selected expenses" zIndex={250} size="xl">
      <Stack>
        <Table verticalSpacing={4} aria-label="Expenses to split">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40} />
              <Table.Th>Expense</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th w={170}>Charterer amount</Table.Th>
              <Table.Th ta="right">Owner amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((l) => {
              const owner = ownerShare(evaluatedAmount(l), amounts[l.id] ?? '');
              const isChosen = selected.includes(l.id);
              return (
                <Table.Tr key={l.id}>
                  <Table.Td>
                    <Checkbox
                      aria-label={`Split ${l.name}`}
                      checked={isChosen}
                      onChange={(e) => {
                        const checked = e.currentTarget.checked;
                        setSelected((ids) => (checked ? [...ids, l.id] : ids.filter((id) => id !== l.id)));
                      }}
                    />
                  </Table.Td>
                  <Table.Td>{l.name}</Table.Td>
                  <Table.Td ta="right">{formatAmount(evaluatedAmount(l))}</Table.Td>
                  <Table.Td>
                    <AmountInput
                      size="xs"
                      aria-label={`Charterer amount of ${l.name}`}
                      disabled={!isChosen}
                      value={amounts[l.id] ?? ''}
                      onChange={(v) => setAmounts((all) => ({ ...all, [l.id]: v }))}
                    />
                  </Table.Td>
                  <Table.Td ta="right" aria-label={`Owner amount of ${l.name}`}>
                    {isChosen && owner ? formatAmount(owner) : '—'}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        {lines.length === 0 && (
          <Text size="sm" c="dimmed">
            No expense can be split now: only pending or verified expenses that are not split yet.
          </Text>
        )}
        <EditConflictAlert conflict={conflict} />
        <FormErrorAlert message={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={!isValid}
            loading={isPending}
            onClick={() =>
              submit(
                () =>
                  bulkSplit.mutateAsync({
                    evaluationId: evaluation.id,
                    items: items.map((i) => ({ ...i, chartererAmount: i.chartererAmount ?? '0' })),
                  }),
                `${countOf(items.length, 'expense')} split`,
              )
            }
          >
            Split {countOf(items.length, 'expense')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Bulk actions beside "Approve verified": split several lines, approve the verified split parts. */
export function BulkLineActions({ evaluation, onError }: { evaluation: TEvaluation; onError: (text: string) => void }) {
  const [isSplitting, setSplitting] = useState(false);
  const approveSplit = useBulkApprovePendingSplitMutation(evaluation.id);
  const isOpen = evaluation.status === 'OPEN';
  const pending = pendingSplitItems(evaluation);
  const can = useDecide();
  const splitReason =
    reasonOf(can('EVALUATION_BULK_SPLIT', { isEvaluationOpen: isOpen })) ??
    (splittableLines(evaluation).length === 0 ? messages.REASON_NOTHING_SPLITTABLE : null);
  const approveReason =
    reasonOf(can('EVALUATION_APPROVE_SPLIT_PARTS', { isEvaluationOpen: isOpen })) ??
    (pending.length === 0 ? messages.REASON_NO_SPLIT_PART_PENDING : null);
  return (
    <>
      <WithReason reason={splitReason}>
        <Button variant="default" disabled={splitReason !== null} onClick={() => setSplitting(true)}>
          Split selected…
        </Button>
      </WithReason>
      <WithReason reason={approveReason}>
        <Button
          variant="light"
          disabled={approveReason !== null}
          loading={approveSplit.isPending}
          onClick={() =>
            approveSplit.mutate(
              { evaluationId: evaluation.id, items: pending },
              { onError: (e) => onError(failureText(e)) },
            )
          }
        >
          Approve split parts ({pending.length})
        </Button>
      </WithReason>
      {isSplitting && <BulkSplitModal evaluation={evaluation} onClose={() => setSplitting(false)} />}
    </>
  );
}

/** Reset (every line back to pending, splits removed) and delete of the whole evaluation, each asked first. */
export function EvaluationActionsMenu({ evaluation }: { evaluation: TEvaluation }) {
  const [asking, setAsking] = useState<'reset' | 'delete' | null>(null);
  const reset = useResetEvaluationMutation(evaluation.id);
  const remove = useMarkEvaluationDeletedMutation(evaluation.id);
  const can = useDecide();
  const isOpen = evaluation.status === 'OPEN';
  const blockedReason = !isOpen
    ? messages.EVALUATION_NOT_OPEN
    : hasApprovedLines(evaluation)
      ? messages.REASON_LINES_APPROVED
      : null;
  const isBlocked = blockedReason !== null;
  const resetDecision = can('EVALUATION_RESET', { isEvaluationOpen: isOpen });
  const deleteDecision = can('EVALUATION_DELETE', { isEvaluationOpen: isOpen });
  return (
    <>
      <Menu position="bottom-end" withinPortal zIndex={200}>
        <Menu.Target>
          <Button variant="default" aria-label="Evaluation actions">
            More
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {isBlocked ? (
            <>
              <Menu.Item disabled>Reset evaluation</Menu.Item>
              <Menu.Item disabled>Delete evaluation</Menu.Item>
            </>
          ) : (
            <>
              <PolicyMenuItem decision={resetDecision} onClick={() => setAsking('reset')}>
                Reset evaluation
              </PolicyMenuItem>
              <PolicyMenuItem decision={deleteDecision} color="red" onClick={() => setAsking('delete')}>
                Delete evaluation
              </PolicyMenuItem>
            </>
          )}
          {blockedReason ? <Menu.Label maw={260}>{blockedReason}</Menu.Label> : null}
        </Menu.Dropdown>
      </Menu>
      {asking === 'reset' && (
        <ConfirmActionModal
          title="Reset evaluation"
          question="Every expense goes back to pending and all splits are removed. Continue?"
          confirmLabel="Reset"
          done="Evaluation reset"
          color="orange"
          onConfirm={() => reset.mutateAsync()}
          onClose={() => setAsking(null)}
        />
      )}
      {asking === 'delete' && (
        <ConfirmActionModal
          title="Delete evaluation"
          question="The evaluation is marked as deleted and can no longer be changed. Continue?"
          confirmLabel="Delete"
          done="Evaluation deleted"
          onConfirm={() => remove.mutateAsync()}
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
}
