import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import type { TExpenseEvaluation } from '@portcall/contracts/evaluations';
import { ZSplitExpense, ZVerifyExpense } from '@portcall/contracts/evaluations';
import { formatAmount } from '@portcall/contracts/format';
import { messages } from '@portcall/contracts/messages';
import { Decimal } from '@portcall/contracts/money';
import { splitTotal } from '@portcall/contracts/split';
import { verificationProblems } from '@portcall/contracts/verification';
import { useState } from 'react';
import { AmountInput } from '../../../ui/amount-field';
import { useDrawer } from '../../../ui/drawer-store';
import { EditConflictAlert } from '../../../ui/edit-conflict-alert';
import { FormErrorAlert } from '../../../ui/form-error-alert';
import { RightDrawer } from '../../../ui/right-drawer';
import { schemaProblems } from '../../../ui/schema-problems';
import { useDiscrepancyTypes } from '../api/list-discrepancy-types';
import { evaluatedAmount, ownerShare } from '../lib/evaluation-lines';
import { partProblem, toWireAmount } from '../lib/line-actions';
import { useDialogSubmit } from './use-dialog-submit';
import { useLineConflict } from './use-line-conflict';

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
  evaluationId,
  line,
  currency,
  onClose,
  onSubmit,
}: {
  evaluationId: number;
  /** The line as the cache holds it now (others' changes arrive live). */
  line: TExpenseEvaluation;
  /** The evaluation's currency: the quote means nothing without it. */
  currency: string;
  onClose: () => void;
  onSubmit: (body: {
    version: number;
    verifiedAmount: string;
    discrepancyTypeId?: number;
    comments?: string;
  }) => Promise<unknown>;
}) {
  const [amount, setAmount] = useState(evaluatedAmount(line).toFixed(2));
  const [typeId, setTypeId] = useState<string | null>(null);
  const [comments, setComments] = useState('');
  const types = useDiscrepancyTypes();
  const conflict = useLineConflict(evaluationId, line);
  const { submit, error, isPending } = useDialogSubmit(onClose, conflict);
  const differs = !sameAmount(amount, line.amount);
  const wire = toWireAmount(amount);
  const body = {
    verifiedAmount: wire ?? amount.replaceAll(',', '').trim(),
    ...(differs && typeId ? { discrepancyTypeId: Number(typeId) } : {}),
    ...(comments.trim() ? { comments: comments.trim() } : {}),
  };
  // The contract's schema for each value, the shared verification rules for the line, and a
  // discrepancy type whenever the amount differs from the quote (the server's INVALID_DISCREPANCY).
  const problems = schemaProblems(ZVerifyExpense, { version: line.version, ...body });
  if (wire !== null) for (const p of verificationProblems(line, body)) problems[p.field] ??= messages[p.code];
  if (differs && typeId === null) problems.discrepancyTypeId ??= messages.INVALID_DISCREPANCY;
  const needsReason = problems.comments === messages.VERIFY_FAR_FROM_QUOTE;
  const blockedBy = Object.values(problems)[0] ?? null;
  const isValid = blockedBy === null;
  return (
    <Modal opened onClose={onClose} title={`Verify · ${line.name}`} zIndex={250}>
      <Stack>
        <Text size="sm">
          Quoted amount: {currency} {formatAmount(line.amount)}
        </Text>
        <AmountInput
          label="Verified amount"
          required
          value={amount}
          onChange={setAmount}
          error={amount.trim() === '' ? undefined : problems.verifiedAmount}
        />
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
              submit(() => onSubmit({ ...body, version: conflict.version ?? line.version }), `${line.name} is verified`)
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
  evaluationId,
  line,
  onClose,
  onSubmit,
}: {
  evaluationId: number;
  /** The line as the cache holds it now (others' changes arrive live). */
  line: TExpenseEvaluation;
  onClose: () => void;
  onSubmit: (body: { version: number; chartererAmount: string }) => Promise<unknown>;
}) {
  const total = evaluatedAmount(line);
  const [charterer, setCharterer] = useState('');
  const conflict = useLineConflict(evaluationId, line);
  const { submit, error, isPending } = useDialogSubmit(onClose, conflict);
  const wire = toWireAmount(charterer);
  const owner = wire === null ? null : ownerShare(total, wire);
  const problem = partProblem(
    ZSplitExpense,
    { version: line.version, chartererAmount: charterer },
    'chartererAmount',
    () => (wire === null ? null : splitTotal(total.toFixed(4), wire)),
  );
  return (
    <Modal opened onClose={onClose} title={`Split · ${line.name}`} zIndex={250}>
      <Stack>
        <Text size="sm">Amount to split: {formatAmount(total)}</Text>
        <AmountInput
          label="Charterer amount"
          required
          value={charterer}
          onChange={setCharterer}
          error={charterer.trim() === '' ? undefined : problem}
        />
        <Text size="sm" aria-label="Owner amount">
          Owner amount: <b>{owner ? formatAmount(owner) : '—'}</b>
        </Text>
        <EditConflictAlert conflict={conflict} />
        <FormErrorAlert message={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={charterer.trim() === '' || problem !== undefined || wire === null}
            loading={isPending}
            onClick={() =>
              wire &&
              submit(
                () => onSubmit({ version: conflict.version ?? line.version, chartererAmount: wire }),
                `${line.name} is split`,
              )
            }
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
  evaluationId,
  line,
  onSend,
}: {
  evaluationId: number;
  /** The line as the cache holds it now (others' changes arrive live). */
  line: TExpenseEvaluation | null;
  onSend: (line: TExpenseEvaluation, body: { version: number; comments: string }) => Promise<unknown>;
}) {
  const [comments, setComments] = useState('');
  const drawer = useDrawer(COMMENTS_DRAWER_ID);
  const conflict = useLineConflict(evaluationId, line, drawer.isOpen);
  const { submit, error, isPending, clearError } = useDialogSubmit(drawer.close, conflict);
  return (
    <RightDrawer
      id={COMMENTS_DRAWER_ID}
      subtitle={line ? `Back for review · ${line.name}` : undefined}
      onClose={() => {
        setComments('');
        clearError();
      }}
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
        <EditConflictAlert conflict={conflict} />
        <FormErrorAlert message={error} />
        <Group justify="flex-end">
          <Button
            color="orange"
            disabled={comments.trim() === '' || !line}
            loading={isPending}
            onClick={() =>
              line &&
              submit(
                () => onSend(line, { version: conflict.version ?? line.version, comments: comments.trim() }),
                `${line.name} is sent back for review`,
              )
            }
          >
            Send back for review
          </Button>
        </Group>
      </Stack>
    </RightDrawer>
  );
}
