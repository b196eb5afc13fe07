import { Alert, Button, Group, Paper, SegmentedControl, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { formatMessage } from '@portcall/contracts/messages';
import { Decimal } from '@portcall/contracts/money';
import { useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../api/http-policy';
import { AmountInput } from '../../../ui/amount-field';
import { useAdjustBalanceMutation } from '../api/adjust-balance';
import { createAttemptKeys } from '../lib/idempotency';

/** ADMIN_ADJUST_BALANCE: a signed adjustment of one currency account, with a required reason (audited). */
export function AdjustBalanceForm({ buyerId }: { buyerId: number }) {
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [currency, setCurrency] = useState('EUR');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const adjust = useAdjustBalanceMutation();
  const attemptKeys = useMemo(() => createAttemptKeys(), []);
  const clean = amount.replaceAll(',', '');
  const isValid = /^[A-Z]{3}$/.test(currency) && clean !== '' && !new Decimal(clean).isZero() && reason.trim() !== '';

  async function submit() {
    const signed = new Decimal(clean).times(direction === 'debit' ? -1 : 1).toFixed(2);
    const form = { buyerId, currency, amount: signed, reason: reason.trim() };
    try {
      await adjust.mutateAsync({ form, idempotencyKey: attemptKeys.keyFor(JSON.stringify(form)) });
      attemptKeys.settle();
      toast.success(formatMessage('BALANCE_ADJUSTED', { currency, amount: signed }));
      setAmount('');
      setReason('');
      setError(null);
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Adjust balance">
      <Title order={3} mb="sm">
        Adjust balance
      </Title>
      <Stack gap="sm">
        <SegmentedControl
          aria-label="Direction"
          value={direction}
          onChange={(v) => setDirection(v as 'credit' | 'debit')}
          data={[
            { value: 'credit', label: 'Credit (+)' },
            { value: 'debit', label: 'Debit (-)' },
          ]}
        />
        <Group align="flex-end" grow>
          <TextInput
            label="Currency"
            maxLength={3}
            value={currency}
            onChange={(e) => setCurrency(e.currentTarget.value.toUpperCase())}
          />
          <AmountInput label="Amount" required value={amount} onChange={setAmount} />
        </Group>
        <Textarea
          label="Reason"
          required
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        {error && (
          <Alert color="red" variant="light">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button disabled={!isValid} loading={adjust.isPending} onClick={() => void submit()}>
            Adjust balance
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
