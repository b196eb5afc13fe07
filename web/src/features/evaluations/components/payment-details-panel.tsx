import { Alert, Badge, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import type { TEvaluation } from '@portcall/contracts/evaluations';
import { formatAmount, formatDate, toCalendarDate } from '@portcall/contracts/format';
import type { TPayment } from '@portcall/contracts/payments';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { DateInput } from '../../../ui/date-field';
import { useAprSubmitMutation } from '../api/apr-submit';
import { useOwnPaymentInstructions } from '../api/list-payment-instructions';
import { useSavePaymentDueDateMutation } from '../api/save-payment-due-date';
import { type TEvaluationPaymentDetails, useSavePaymentInstructionsMutation } from '../api/save-payment-instructions';
import { paymentInstructionOptions } from '../lib/evaluation-workflow';
import { errorText } from './panel-error';

/**
 * Where and when the DA is paid, and the payment request (`apr-submit`). While the payment is under
 * approval the server refuses changes (409 EVALUATION_PAYMENT_IN_PROGRESS); its catalogue text is shown.
 */
export function PaymentDetailsPanel({ evaluation }: { evaluation: TEvaluation }) {
  const instructions = useOwnPaymentInstructions();
  const saveInstructions = useSavePaymentInstructionsMutation(evaluation.id);
  const saveDueDate = useSavePaymentDueDateMutation(evaluation.id);
  const apr = useAprSubmitMutation(evaluation.id);
  const [instructionId, setInstructionId] = useState<string | null>(
    evaluation.paymentInstructionId === null ? null : String(evaluation.paymentInstructionId),
  );
  const [dueDate, setDueDate] = useState<string | null>(evaluation.paymentDueDate);
  const [saved, setSaved] = useState<TEvaluationPaymentDetails | null>(null);
  const [payment, setPayment] = useState<TPayment | null>(null);
  const [error, setError] = useState<string>();
  const isOpen = evaluation.status === 'OPEN';
  const options = paymentInstructionOptions(instructions.data ?? [], evaluation.currency);

  async function run<T>(action: () => Promise<T>, done: string, then: (value: T) => void) {
    setError(undefined);
    try {
      then(await action());
      toast.success(done);
    } catch (e) {
      setError(errorText(e));
    }
  }

  // Versions only grow: the saved answer may be newer than the evaluation still being read again.
  const version = Math.max(saved?.version ?? 0, evaluation.version);
  // What is saved: this visit's answer, else what the evaluation was loaded with.
  const current =
    saved ??
    (evaluation.paymentInstructionId !== null || evaluation.paymentDueDate !== null
      ? { paymentInstructionId: evaluation.paymentInstructionId, paymentDueDate: evaluation.paymentDueDate }
      : null);
  const savedLabel = options.find((o) => o.value === String(current?.paymentInstructionId))?.label;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Payment">
      <Group justify="space-between" mb="xs">
        <Title order={4}>Payment</Title>
        {payment && (
          <Badge variant="light" color="blue">
            Payment #{payment.id} · {payment.status.replaceAll('_', ' ').toLowerCase()} · {payment.currency}{' '}
            {formatAmount(payment.approvedAmount)}
          </Badge>
        )}
      </Group>
      {error && (
        <Alert color="red" variant="light" role="alert" mb="xs" withCloseButton onClose={() => setError(undefined)}>
          {error}
        </Alert>
      )}
      <Stack gap="sm">
        <Group align="flex-end" gap="xs">
          <Select
            label="Payment instructions"
            placeholder={instructions.isError ? 'Not available to you' : 'Choose instructions'}
            data={options}
            value={instructionId}
            onChange={setInstructionId}
            disabled={!isOpen || instructions.isError}
            w={420}
            nothingFoundMessage={`No active instructions in ${evaluation.currency ?? 'this currency'}`}
            comboboxProps={{ zIndex: 300 }}
          />
          <Button
            variant="light"
            disabled={!isOpen || instructionId === null}
            loading={saveInstructions.isPending}
            onClick={() =>
              run(
                () =>
                  saveInstructions.mutateAsync({
                    id: evaluation.id,
                    version: version,
                    paymentInstructionId: Number(instructionId),
                  }),
                'Payment instructions saved',
                setSaved,
              )
            }
          >
            Save instructions
          </Button>
        </Group>
        <Group align="flex-end" gap="xs">
          <DateInput label="Payment due date" value={dueDate} onChange={setDueDate} disabled={!isOpen} w={200} />
          <Button
            variant="light"
            disabled={!isOpen || dueDate === null}
            loading={saveDueDate.isPending}
            onClick={() =>
              run(
                () =>
                  saveDueDate.mutateAsync({
                    id: evaluation.id,
                    version: version,
                    paymentDueDate: toCalendarDate(dueDate) ?? '',
                  }),
                'Payment due date saved',
                setSaved,
              )
            }
          >
            Save due date
          </Button>
        </Group>
        {current && (
          <Text size="xs" c="dimmed">
            Saved:{' '}
            {savedLabel ??
              (current.paymentInstructionId ? `instructions #${current.paymentInstructionId}` : 'no instructions')}
            {' · '}
            {current.paymentDueDate ? `due ${formatDate(current.paymentDueDate)}` : 'no due date'}
          </Text>
        )}
        <Group>
          <Button
            disabled={!isOpen}
            loading={apr.isPending}
            onClick={() =>
              run(
                () => apr.mutateAsync({ id: evaluation.id, version: version }),
                'Payment approval requested',
                setPayment,
              )
            }
          >
            Request payment
          </Button>
          <Text size="xs" c="dimmed" maw={520}>
            Every expense approved, instructions and due date set: the payment goes to your approvers.
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
