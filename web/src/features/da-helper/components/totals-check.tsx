import { Alert, Box, Group, Text } from '@mantine/core';
import type { THistoryRecord } from '@portcall/contracts/da-helper';
import { formatAmount } from '@portcall/contracts/format';
import { Decimal } from '@portcall/contracts/money';

/**
 * What the helper read, checked against itself: the sum of the read lines against the total printed
 * on the document, with the difference (a line it missed or misread shows here first).
 */
export function TotalsCheck({ record, currency }: { record: THistoryRecord; currency: string }) {
  const { result } = record;
  const code = result.currency?.value ?? currency;
  const printed = result.totals.printed?.value ?? null;
  const difference = result.totals.difference;
  const isBalanced = difference !== null && new Decimal(difference).isZero();
  return (
    // A section of its own: the alert's name is its title, the check needs a name to be found by.
    <Box component="section" aria-label="Totals check">
      <Alert
        color={printed === null ? 'gray' : isBalanced ? 'teal' : 'orange'}
        variant="light"
        title={`Read ${result.lines.length} lines from ${record.fileName}`}
      >
        <Group gap="xl">
          <Text size="sm">
            Sum of read lines: {code} {formatAmount(result.totals.sumOfLines)}
          </Text>
          <Text size="sm">Document total: {printed === null ? 'not printed' : `${code} ${formatAmount(printed)}`}</Text>
          {difference !== null ? (
            <Text size="sm" fw={600}>
              Difference: {code} {formatAmount(difference)}
            </Text>
          ) : null}
        </Group>
        {result.currency && result.currency.value !== currency ? (
          <Text size="sm" mt={4}>
            The document is in {result.currency.value}; this DA is in {currency}.
          </Text>
        ) : null}
        <Text size="xs" c="dimmed" mt={4}>
          A line you doubt shows where it was read; correct its item or amount before you save.
        </Text>
      </Alert>
    </Box>
  );
}
