import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { formatAmount, toCalendarDate } from '@portcall/contracts/format';
import { messages } from '@portcall/contracts/messages';
import { Decimal } from '@portcall/contracts/money';
import type { TPaymentListItem } from '@portcall/contracts/payment-list';
import { useState } from 'react';
import { AmountInput } from '../../../ui/amount-field';
import { DateInput } from '../../../ui/date-input';
import { UploadInput, type UploadItem } from '../../../ui/upload-field';

/** Back for review: the comments tell the reviewer what to fix. */
export function BackForReviewModal({
  payment,
  isPending,
  onClose,
  onConfirm,
}: {
  payment: TPaymentListItem;
  isPending: boolean;
  onClose: () => void;
  onConfirm: (comments: string) => void;
}) {
  const [comments, setComments] = useState('');
  return (
    <Modal opened onClose={onClose} title={`Back for review · payment #${payment.id}`}>
      <Stack>
        <Textarea
          label="Comments"
          description="What the reviewer should look at again"
          required
          autosize
          minRows={3}
          maxLength={2000}
          value={comments}
          onChange={(e) => setComments(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color="orange"
            disabled={comments.trim() === ''}
            loading={isPending}
            onClick={() => onConfirm(comments.trim())}
          >
            Send back
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export interface PayValues {
  remittedAmount: string;
  paidDate: string;
  files: File[];
}

/**
 * Pay an approved payment: the remitted amount (the approved one unless the bank sent another), the
 * value date and the remittance documents. The caller keeps the attempt's Idempotency-Key.
 */
export function PayModal({
  payment,
  isPending,
  error,
  onClose,
  onConfirm,
}: {
  payment: TPaymentListItem;
  isPending: boolean;
  error: string | null;
  onClose: () => void;
  onConfirm: (values: PayValues) => void;
}) {
  const [amount, setAmount] = useState(new Decimal(payment.approvedAmount).toFixed(2));
  // Held as yyyy-MM-dd (what the pay form sends); shown and typed as dd/MM/yyyy like every date.
  const [paidDate, setPaidDate] = useState<string>(toCalendarDate(new Date()) ?? '');
  const [uploads, setUploads] = useState<UploadItem[]>([]);
  const files = uploads.flatMap((u) => (u.kind === 'new' ? [u.file] : []));
  const clean = amount.replaceAll(',', '');
  const isValid = clean !== '' && files.length > 0 && paidDate !== '';
  return (
    <Modal opened onClose={onClose} title={`Pay · payment #${payment.id}`} size="lg">
      <Stack>
        <Text size="sm">
          {payment.vessel} at {payment.port}, agent {payment.agent}. Approved:{' '}
          <b>
            {payment.currency} {formatAmount(payment.approvedAmount)}
          </b>
        </Text>
        <Group grow align="flex-start">
          <AmountInput
            label={`Remitted amount (${payment.currency ?? ''})`}
            required
            value={amount}
            onChange={setAmount}
          />
          <DateInput
            label="Paid date"
            required
            value={paidDate === '' ? null : paidDate}
            onChange={(v) => setPaidDate(toCalendarDate(v) ?? '')}
          />
        </Group>
        <UploadInput
          name="remittance"
          label="Remittance documents"
          description="The bank's remittance advice (PDF or image)"
          required
          multiple
          maxFiles={5}
          value={uploads}
          onChange={setUploads}
        />
        {error && (
          <Alert color="red" variant="light" title={messages.PAYMENT_NOT_RECORDED}>
            {error} {messages.PAYMENT_RETRY_IS_SAFE}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={!isValid}
            loading={isPending}
            onClick={() => onConfirm({ remittedAmount: new Decimal(clean).toFixed(2), paidDate, files })}
          >
            {error ? 'Retry payment' : 'Record payment'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
