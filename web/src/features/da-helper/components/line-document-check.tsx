import { Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { documentAmountOf, isDisagreeing } from '@portcall/contracts/da-helper';
import { formatAmount } from '@portcall/contracts/format';
import { messageForError } from '@portcall/contracts/messages';
import { Decimal } from '@portcall/contracts/money';
import { useState } from 'react';
import { fetchDisbursementAttachment } from '../api/fetch-attachment';
import { useEvaluationCache } from '../api/load-evaluation-cache';
import { useRegisterResponseMutation } from '../api/register-response';

/**
 * On a buyer's evaluation, beside an expense line's invoices: the helper reads the agent's
 * attachment and the line is flagged when the document's amount (its printed total, else the sum of
 * its lines) is not the amount entered. The last reading of each line is kept (get-cache).
 */
export function LineDocumentCheck({
  evaluationId,
  proformaId,
  expenseId,
  lineName,
  enteredAmount,
  currency,
  attachments,
}: {
  evaluationId: number;
  proformaId: number;
  expenseId: number;
  lineName: string;
  enteredAmount: string | null;
  currency: string;
  attachments: Array<{ id: number; filename: string }>;
}) {
  const cache = useEvaluationCache(evaluationId);
  const register = useRegisterResponseMutation();
  const [error, setError] = useState<string | null>(null);
  const record = cache.data?.records.find((r) => r.expenseId === expenseId);
  const documentAmount = record ? documentAmountOf(record.result) : null;
  const isFlagged = record !== undefined && isDisagreeing(enteredAmount, documentAmount);

  async function check() {
    const attachment = attachments[0];
    if (!attachment) return;
    setError(null);
    try {
      const file = await fetchDisbursementAttachment(proformaId, attachment);
      await register.mutateAsync({ target: { evaluationId, expenseId }, file });
    } catch (failure) {
      setError(messageForError(failure as { code?: unknown; message?: unknown }));
    }
  }

  return (
    <Group gap={6}>
      <Button
        size="compact-xs"
        variant="subtle"
        loading={register.isPending}
        aria-label={`Check the amount of ${lineName} against its document`}
        onClick={() => void check()}
      >
        Check amount
      </Button>
      {record && documentAmount !== null ? (
        isFlagged ? (
          <Tooltip label={`Read from ${record.fileName}`} withinPortal>
            <Badge color="red" variant="filled" aria-label={`${lineName}: the document disagrees`}>
              Document says {currency} {formatAmount(documentAmount)} (difference{' '}
              {formatAmount(new Decimal(documentAmount).minus(enteredAmount ?? '0').toFixed())})
            </Badge>
          </Tooltip>
        ) : (
          <Badge color="teal" variant="light" aria-label={`${lineName}: the document agrees`}>
            Document agrees
          </Badge>
        )
      ) : null}
      {error ? (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Group>
  );
}
