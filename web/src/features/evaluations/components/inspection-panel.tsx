import {
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import type { TExpenseInspection } from '@portcall/contracts/evaluation-lines';
import type { TEvaluation } from '@portcall/contracts/evaluations';
import { formatAmount, formatDateTimeInZone } from '@portcall/contracts/format';
import { messages } from '@portcall/contracts/messages';
import { useState } from 'react';
import { countOf } from '../../../lib/count-words';
import { FormErrorAlert } from '../../../ui/form-error-alert';
import { WithReason } from '../../../ui/with-reason';
import { useExpenseInspections, useResolveInspectionsMutation } from '../api/expense-inspections';
import { useDiscrepancyReasons } from '../api/list-discrepancy-reasons';
import { lineNames } from '../lib/line-actions';
import { useDialogSubmit } from './use-dialog-submit';

/** The resolution comment: a reason from the reference list, and/or free text. */
function ResolveModal({
  count,
  onResolve,
  onClose,
}: {
  count: number;
  onResolve: (comment: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const reasons = useDiscrepancyReasons();
  const [reasonId, setReasonId] = useState<string | null>(null);
  const [text, setText] = useState('');
  const { submit, error, isPending } = useDialogSubmit(onClose);
  const reason = reasons.data?.find((r) => r.value === reasonId)?.label;
  const comment = [reason, text.trim()].filter(Boolean).join(': ');
  return (
    <Modal opened onClose={onClose} title={`Resolve ${countOf(count, 'inspection item')}`} zIndex={250}>
      <Stack>
        <Select
          label="Reason"
          clearable
          data={reasons.data ?? []}
          value={reasonId}
          onChange={setReasonId}
          comboboxProps={{ zIndex: 300 }}
        />
        <Textarea label="Comment" autosize minRows={2} value={text} onChange={(e) => setText(e.currentTarget.value)} />
        <FormErrorAlert message={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={comment === ''}
            loading={isPending}
            onClick={() => submit(() => onResolve(comment), `${countOf(count, 'inspection item')} resolved`)}
          >
            Resolve
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * Expense inspection: the discrepancy flags an edit raised, each resolved by a verifier with a
 * comment, one at a time or the selected ones together (all or nothing).
 */
export function InspectionPanel({ evaluation }: { evaluation: TEvaluation }) {
  const inspections = useExpenseInspections(evaluation.id);
  const resolve = useResolveInspectionsMutation(evaluation.id);
  const [selected, setSelected] = useState<number[]>([]);
  const [resolving, setResolving] = useState<TExpenseInspection[] | null>(null);
  const all = inspections.data ?? [];
  if (all.length === 0) return null;
  const open = all.filter((i) => i.status === 'OPEN');
  const names = lineNames(evaluation);
  const isOpen = evaluation.status === 'OPEN';
  const chosen = open.filter((i) => selected.includes(i.id));
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Expense inspection">
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <Title order={4}>Expense inspection</Title>
          <Badge color={open.length > 0 ? 'orange' : 'teal'} variant="light">
            {open.length} open · {all.length - open.length} resolved
          </Badge>
        </Group>
        <WithReason
          reason={
            !isOpen ? messages.EVALUATION_NOT_OPEN : chosen.length === 0 ? messages.REASON_SELECT_INSPECTIONS : null
          }
        >
          <Button
            size="xs"
            variant="light"
            disabled={!isOpen || chosen.length === 0}
            onClick={() => setResolving(chosen)}
          >
            Resolve selected ({chosen.length})
          </Button>
        </WithReason>
      </Group>
      {open.length === 0 ? (
        <Text size="sm" c="dimmed">
          Every inspection item is resolved.
        </Text>
      ) : (
        <Table verticalSpacing={4} aria-label="Open inspection items">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40} />
              <Table.Th>Expense</Table.Th>
              <Table.Th>Raised</Table.Th>
              <Table.Th ta="right">Discrepancy</Table.Th>
              <Table.Th w={90} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {open.map((i) => {
              const name = names.get(i.expenseEvaluationId) ?? `Line ${i.expenseEvaluationId}`;
              return (
                <Table.Tr key={i.id}>
                  <Table.Td>
                    <Checkbox
                      aria-label={`Select inspection of ${name}`}
                      disabled={!isOpen}
                      checked={selected.includes(i.id)}
                      onChange={(e) => {
                        const checked = e.currentTarget.checked;
                        setSelected((ids) => (checked ? [...ids, i.id] : ids.filter((id) => id !== i.id)));
                      }}
                    />
                  </Table.Td>
                  <Table.Td>{name}</Table.Td>
                  <Table.Td>{formatDateTimeInZone(i.raisedAt)}</Table.Td>
                  <Table.Td ta="right">{i.amount ? formatAmount(i.amount) : '—'}</Table.Td>
                  <Table.Td ta="right">
                    <WithReason reason={isOpen ? null : messages.EVALUATION_NOT_OPEN}>
                      <Button
                        size="compact-xs"
                        variant="light"
                        disabled={!isOpen}
                        aria-label={`Resolve inspection of ${name}`}
                        onClick={() => setResolving([i])}
                      >
                        Resolve
                      </Button>
                    </WithReason>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {resolving && (
        <ResolveModal
          count={resolving.length}
          onClose={() => setResolving(null)}
          onResolve={async (comment) => {
            await resolve.mutateAsync({ items: resolving.map((i) => ({ id: i.id, version: i.version })), comment });
            setSelected([]);
          }}
        />
      )}
    </Paper>
  );
}
