import { Alert, Anchor, Badge, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { hasAuthority } from '@portcall/contracts/access';
import type { TEvaluation } from '@portcall/contracts/evaluations';
import { formatAmount, toCalendarDate } from '@portcall/contracts/format';
import { messages } from '@portcall/contracts/messages';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { useSessionStore } from '../../../lib/session-store';
import { reasonOf, useCan } from '../../../lib/use-can';
import { DateInput } from '../../../ui/date-input';
import { WithReason } from '../../../ui/with-reason';
import { useAprSubmitMutation } from '../api/apr-submit';
import { useEvaluationTask } from '../api/evaluation-task';
import { useOwnPaymentInstructions } from '../api/list-payment-instructions';
import { useProformaPayment } from '../api/load-payment';
import { useSavePaymentDueDateMutation } from '../api/save-payment-due-date';
import { type TEvaluationPaymentDetails, useSavePaymentInstructionsMutation } from '../api/save-payment-instructions';
import { paymentInstructionOptions } from '../lib/evaluation-workflow';
import { paymentStep } from '../lib/payment-step';
import { errorText } from './panel-error';

const INSTRUCTIONS_TAB = '/secured/buyer/financial?tab=instructions';

/**
 * Where the DA's payment stands and the one next step of this person: choose instructions and a due
 * date, request the payment (`apr-submit`); once requested the panel says who acts next on the
 * Financial page. A disabled control says why.
 */
export function PaymentDetailsPanel({ evaluation }: { evaluation: TEvaluation }) {
  const profile = useSessionStore((s) => s.profile);
  const seesPayments = !!profile && profile.products.includes('FINANCIAL') && hasAuthority(profile, 'FINANCIAL_VIEW');
  const mayEdit = !!profile && hasAuthority(profile, 'DA_EVALUATION_VERIFY');
  const requestDecision = useCan('EVALUATION_REQUEST_PAYMENT');
  const instructions = useOwnPaymentInstructions(seesPayments);
  const payment = useProformaPayment(evaluation.id, evaluation.proformaId, seesPayments);
  const saveInstructions = useSavePaymentInstructionsMutation(evaluation.id);
  const saveDueDate = useSavePaymentDueDateMutation(evaluation.id);
  const apr = useAprSubmitMutation(evaluation.id);
  const [instructionId, setInstructionId] = useState<string | null>(
    evaluation.paymentInstructionId === null ? null : String(evaluation.paymentInstructionId),
  );
  const [dueDate, setDueDate] = useState<string | null>(evaluation.paymentDueDate);
  const [saved, setSaved] = useState<TEvaluationPaymentDetails | null>(null);
  const [error, setError] = useState<string>();
  const options = paymentInstructionOptions(instructions.data ?? [], evaluation.currency);

  // Versions only grow: the saved answer may be newer than the evaluation still being read again.
  const version = Math.max(saved?.version ?? 0, evaluation.version);
  const savedInstructionId = saved?.paymentInstructionId ?? evaluation.paymentInstructionId;
  const savedDueDate = saved?.paymentDueDate ?? evaluation.paymentDueDate;
  const instruction = instructions.data?.find((i) => i.id === savedInstructionId) ?? null;
  const task = useEvaluationTask(evaluation.id);
  const isSentForReview = task.data?.kind === 'PAYMENT_REQUEST' && payment.data?.status === 'DRAFT';
  const step = paymentStep(
    payment.data ?? null,
    instruction,
    savedInstructionId !== null && savedDueDate !== null,
    isSentForReview,
  );

  async function run<T>(action: () => Promise<T>, done: (value: T) => string, then: (value: T) => void) {
    setError(undefined);
    try {
      const value = await action();
      then(value);
      toast.success(done(value));
    } catch (e) {
      setError(errorText(e));
    }
  }

  const closedReason =
    evaluation.status !== 'OPEN'
      ? messages.EVALUATION_NOT_OPEN
      : !step.isOpen
        ? messages.REASON_PAYMENT_REQUESTED
        : null;
  const editReason = closedReason ?? (mayEdit ? null : messages.REASON_NO_PAYMENT_DETAILS_RIGHT);
  const requestReason =
    closedReason ??
    reasonOf(requestDecision) ??
    (savedInstructionId === null
      ? messages.REASON_SAVE_INSTRUCTIONS
      : savedDueDate === null
        ? messages.REASON_SAVE_DUE_DATE
        : null);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Payment">
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Group gap="xs">
          <Title order={4}>Payment</Title>
          {seesPayments && payment.data ? (
            <Badge variant="light" color={step.color} style={{ flexShrink: 0, overflow: 'visible' }}>
              {step.label}
            </Badge>
          ) : null}
          {payment.data ? (
            <Text size="sm" c="dimmed">
              #{payment.data.id} · {payment.data.currency} {formatAmount(payment.data.approvedAmount)}
            </Text>
          ) : null}
        </Group>
        {seesPayments ? (
          <Anchor component={Link} to="/secured/buyer/financial" size="sm">
            Open the Financial page
          </Anchor>
        ) : null}
      </Group>
      {seesPayments ? (
        <Text size="sm" mb="sm" data-testid="payment-next-step">
          {step.next}
        </Text>
      ) : null}
      {error && (
        <Alert color="red" variant="light" role="alert" mb="xs" withCloseButton onClose={() => setError(undefined)}>
          {error}
        </Alert>
      )}
      {!seesPayments ? (
        <Text size="sm" c="dimmed">
          Payments are handled by your finance team (the Financial module).
        </Text>
      ) : (
        <Stack gap="sm">
          <Group align="flex-end" gap="xs" wrap="wrap">
            <Select
              label="Payment instructions"
              placeholder={
                options.length === 0 ? `None in ${evaluation.currency ?? 'this currency'} yet` : 'Choose instructions'
              }
              data={options}
              value={instructionId}
              onChange={setInstructionId}
              disabled={editReason !== null}
              w={420}
              nothingFoundMessage={`No active instructions in ${evaluation.currency ?? 'this currency'}`}
              comboboxProps={{ zIndex: 300 }}
            />
            <WithReason reason={editReason ?? (instructionId === null ? messages.REASON_CHOOSE_INSTRUCTIONS : null)}>
              <Button
                variant="light"
                disabled={editReason !== null || instructionId === null}
                loading={saveInstructions.isPending}
                onClick={() =>
                  run(
                    () =>
                      saveInstructions.mutateAsync({
                        id: evaluation.id,
                        version,
                        paymentInstructionId: Number(instructionId),
                      }),
                    () => 'Payment instructions saved',
                    setSaved,
                  )
                }
              >
                Save instructions
              </Button>
            </WithReason>
            <Anchor component={Link} to={INSTRUCTIONS_TAB} size="sm" mb={8}>
              {options.length === 0 ? 'Set up payment instructions' : 'Manage payment instructions'}
            </Anchor>
          </Group>
          <Group align="flex-end" gap="xs">
            <DateInput
              label="Payment due date"
              value={dueDate}
              onChange={setDueDate}
              disabled={editReason !== null}
              w={200}
            />
            <WithReason reason={editReason ?? (dueDate === null ? messages.REASON_CHOOSE_DUE_DATE : null)}>
              <Button
                variant="light"
                disabled={editReason !== null || dueDate === null}
                loading={saveDueDate.isPending}
                onClick={() =>
                  run(
                    () =>
                      saveDueDate.mutateAsync({
                        id: evaluation.id,
                        version,
                        paymentDueDate: toCalendarDate(dueDate) ?? '',
                      }),
                    () => 'Payment due date saved',
                    setSaved,
                  )
                }
              >
                Save due date
              </Button>
            </WithReason>
          </Group>
          <Group gap="sm">
            <WithReason reason={requestReason}>
              <Button
                disabled={requestReason !== null}
                loading={apr.isPending}
                onClick={() =>
                  run(
                    () => apr.mutateAsync({ id: evaluation.id, version }),
                    (p) =>
                      p.status === 'PENDING_APPROVAL'
                        ? 'Payment approval requested'
                        : `Payment sent to ${instruction?.reviewer?.fullName ?? 'your payment reviewers'} for review`,
                    () => {
                      void payment.refetch();
                      void task.refetch();
                    },
                  )
                }
              >
                Request payment
              </Button>
            </WithReason>
            {requestReason ? (
              <Text size="xs" c="dimmed">
                {requestReason}
              </Text>
            ) : null}
          </Group>
        </Stack>
      )}
    </Paper>
  );
}
