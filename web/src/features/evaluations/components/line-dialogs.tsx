import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import type { TExpenseEvaluation } from '@portcall/contracts/evaluations';
import { formatAmount } from '@portcall/contracts/format';
import { messages } from '@portcall/contracts/messages';
import { Decimal } from '@portcall/contracts/money';
import { isFarFromQuote } from '@portcall/contracts/verification';
import { useState } from 'react';
import { AmountInput } from '../../../ui/amount-field';
import { RightDrawer } from '../../../ui/right-drawer';
import { useDiscrepancyTypes } from '../api/list-discrepancy-types';
import { evaluatedAmount, ownerShare } from '../lib/evaluation-lines';
import { toWireAmount } from '../lib/line-actions';

export const COMMENTS_DRAWER_ID = 'evaluation-comments';

function sameAmount(a: string, b: string): boolean {
  try {
    return new Decimal(a.replaceAll(',', '') || '0').eq(b);
  } catch {
    return false;
  }
}

/** Verify a line: the verified amount, a discrepancy type when it differs from the quote, comments. */
export function VerifyModal({
  line,
  isPending,
  onClose,
  onConfirm,
}: {
  line: TExpenseEvaluation;
  isPending: boolean;
  onClose: () => void;
  onConfirm: (body: { verifiedAmount: string; discrepancyTypeId?: number; comments?: string }) => void;
}) {
  const [amount, setAmount] = useState(evaluatedAmount(line).toFixed(2));
  const [typeId, setTypeId] = useState<string | null>(null);
  const [comments, setComments] = useState('');
  const types = useDiscrepancyTypes();
  const differs = !sameAmount(amount, line.amount);
  const clean = amount.replaceAll(',', '').trim();
  const wire = toWireAmount(amount);
  // Far from the quote (a typo such as 999,999 for 1,850): the server asks a reason, so does the form.
  const needsReason = wire !== null && isFarFromQuote(wire, line.amount);
  const blockedBy =
    clean === ''
      ? 'Type the verified amount'
      : wire === null
        ? 'Correct the verified amount'
        : differs && typeId === null
          ? 'Choose the discrepancy type'
          : needsReason && !comments.trim()
            ? 'Give the reason for an amount this far from the quote'
            : null;
  const isValid = blockedBy === null;
  return (
    <Modal opened onClose={onClose} title={`Verify · ${line.name}`} zIndex={250}>
      <Stack>
        <Text size="sm">Quoted amount: {formatAmount(line.amount)}</Text>
        <AmountInput label="Verified amount" required value={amount} onChange={setAmount} />
        {differs && (
          <Select
            label="Discrepancy type"
            required
            data={types.data ?? []}
            value={typeId}
            onChange={setTypeId}
            comboboxProps={{ zIndex: 300 }}
          />
        )}
        <Textarea
          label={needsReason ? 'Reason' : 'Comments'}
          required={needsReason}
          description={needsReason ? messages.VERIFY_FAR_FROM_QUOTE : undefined}
          value={comments}
          onChange={(e) => setComments(e.currentTarget.value)}
        />
        {blockedBy ? (
          <Text size="xs" c="dimmed" ta="right">
            {blockedBy}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={!isValid || wire === null}
            loading={isPending}
            onClick={() =>
              onConfirm({
                verifiedAmount: wire ?? '',
                ...(differs && typeId ? { discrepancyTypeId: Number(typeId) } : {}),
                ...(comments.trim() ? { comments: comments.trim() } : {}),
              })
            }
          >
            Verify
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Split a line between the charterer (the amount typed) and the owner (the rest). */
export function SplitModal({
  line,
  isPending,
  onClose,
  onConfirm,
}: {
  line: TExpenseEvaluation;
  isPending: boolean;
  onClose: () => void;
  onConfirm: (chartererAmount: string) => void;
}) {
  const total = evaluatedAmount(line);
  const [charterer, setCharterer] = useState('');
  const wire = toWireAmount(charterer);
  const owner = wire === null ? null : ownerShare(total, wire);
  return (
    <Modal opened onClose={onClose} title={`Split · ${line.name}`} zIndex={250}>
      <Stack>
        <Text size="sm">Amount to split: {formatAmount(total)}</Text>
        <AmountInput
          label="Charterer amount"
          required
          value={charterer}
          onChange={setCharterer}
          error={
            charterer !== '' && wire !== null && owner === null
              ? 'The amount must be above zero and not above the line'
              : undefined
          }
        />
        <Text size="sm" aria-label="Owner amount">
          Owner amount: <b>{owner ? formatAmount(owner) : '—'}</b>
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={owner === null || wire === null}
            loading={isPending}
            onClick={() => wire && onConfirm(wire)}
          >
            Split
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Back for review: the comments for the agent, in the right-hand 'Comments' drawer. */
export function BackForReviewDrawer({
  line,
  isPending,
  onSend,
}: {
  line: TExpenseEvaluation | null;
  isPending: boolean;
  onSend: (comments: string) => void;
}) {
  const [comments, setComments] = useState('');
  return (
    <RightDrawer
      id={COMMENTS_DRAWER_ID}
      subtitle={line ? `Back for review · ${line.name}` : undefined}
      onClose={() => setComments('')}
    >
      <Stack>
        {line?.comments && (
          <Text size="sm" c="dimmed">
            Earlier comments: {line.comments}
          </Text>
        )}
        <Textarea
          label="Comments for the agent"
          required
          autosize
          minRows={4}
          value={comments}
          onChange={(e) => setComments(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button
            color="orange"
            disabled={comments.trim() === '' || !line}
            loading={isPending}
            onClick={() => onSend(comments.trim())}
          >
            Send back for review
          </Button>
        </Group>
      </Stack>
    </RightDrawer>
  );
}
