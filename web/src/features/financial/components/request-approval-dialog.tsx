import { Anchor, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { formatAmount, toCalendarDate } from '@portcall/contracts/format';
import { messages } from '@portcall/contracts/messages';
import type { TPaymentListItem } from '@portcall/contracts/payment-list';
import { useState } from 'react';
import { useSessionStore } from '../../../lib/session-store';
import { DateInput } from '../../../ui/date-input';
import { FormErrorAlert } from '../../../ui/form-error-alert';
import { WithReason } from '../../../ui/with-reason';
import { usePaymentInstructionPage } from '../api/list-payment-instructions';

export interface RequestApprovalValues {
  paymentInstructionId: number;
  paymentDueDate: string;
}

/**
 * Request approval of a payment whose DA has no instructions or due date yet: the reviewer chooses
 * them here, among the company's active instructions in the payment's currency (one is offered
 * when there is one), and they are saved on the evaluation in the same step.
 */
export function RequestApprovalModal({
  payment,
  isPending,
  error,
  onClose,
  onConfirm,
  onSetUpInstructions,
}: {
  payment: TPaymentListItem;
  isPending: boolean;
  error: string | null;
  onClose: () => void;
  onConfirm: (values: RequestApprovalValues) => void;
  /** Leaves the dialog for the instructions tab of the same page (a reviewer may add them there). */
  onSetUpInstructions: () => void;
}) {
  const buyerId = useSessionStore((s) => s.company?.id ?? payment.buyerId);
  const currency = payment.currency ?? '';
  const page = usePaymentInstructionPage(buyerId, { page: 0, size: 100, currency, property: 'name', direction: 'ASC' });
  const options = (page.data?.items ?? [])
    .filter((i) => i.isActive && i.currency === currency)
    .map((i) => ({
      value: String(i.id),
      label: `${i.name} · ${i.bankName}${i.reviewer ? ` · reviewer ${i.reviewer.fullName}` : ''}`,
    }));
  const [chosen, setChosen] = useState<string | null>(null);
  // One instruction in the currency is offered as it is; several wait for the reviewer's choice.
  const instructionId = chosen ?? (options.length === 1 ? (options[0]?.value ?? null) : null);
  const [dueDate, setDueDate] = useState<string>(payment.paymentDueDate ?? toCalendarDate(new Date()) ?? '');
  const reason =
    instructionId === null
      ? messages.REASON_CHOOSE_INSTRUCTIONS
      : dueDate === ''
        ? messages.REASON_CHOOSE_DUE_DATE
        : null;
  return (
    <Modal opened onClose={onClose} title={`Request approval · payment #${payment.id}`} size="lg">
      <Stack>
        <Text size="sm">
          {payment.vessel} at {payment.port}, agent {payment.agent}. Approved:{' '}
          <b>
            {currency} {formatAmount(payment.approvedAmount)}
          </b>
        </Text>
        <Select
          label="Payment instructions"
          placeholder={options.length === 0 ? `None in ${currency} yet` : 'Choose instructions'}
          data={options}
          value={instructionId}
          onChange={setChosen}
          searchable
          nothingFoundMessage={`No active instructions in ${currency}`}
          comboboxProps={{ zIndex: 400 }}
        />
        {page.isSuccess && options.length === 0 && (
          <Text size="sm" c="dimmed">
            Your company has no active payment instructions in {currency}.{' '}
            <Anchor component="button" type="button" size="sm" onClick={onSetUpInstructions}>
              Add payment instructions
            </Anchor>
          </Text>
        )}
        <DateInput
          label="Payment due date"
          required
          value={dueDate === '' ? null : dueDate}
          onChange={(v) => setDueDate(toCalendarDate(v) ?? '')}
        />
        <FormErrorAlert message={error ?? undefined} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <WithReason reason={reason}>
            <Button
              disabled={reason !== null}
              loading={isPending}
              onClick={() =>
                instructionId !== null &&
                onConfirm({ paymentInstructionId: Number(instructionId), paymentDueDate: dueDate })
              }
            >
              Request approval
            </Button>
          </WithReason>
        </Group>
      </Stack>
    </Modal>
  );
}
