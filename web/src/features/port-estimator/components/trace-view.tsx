import { Code, Group, Stack, Table, Text } from '@mantine/core';
import type { TEstimatedExpense } from '@portcall/contracts/port-estimator';

/** How one expense was computed: its formula, the inputs it read, and each step (bands chosen). */
export function TraceView({
  expense,
}: {
  expense: Pick<TEstimatedExpense, 'expenseName' | 'formula' | 'inputsUsed' | 'trace'>;
}) {
  const inputs = Object.entries(expense.inputsUsed);
  return (
    <Stack gap="xs" py="xs" aria-label={`Working of ${expense.expenseName}`}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Text size="sm" fw={600} w={80}>
          Formula
        </Text>
        <Code style={{ whiteSpace: 'pre-wrap' }}>{expense.formula}</Code>
      </Group>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Text size="sm" fw={600} w={80}>
          Inputs
        </Text>
        <Text size="sm">
          {inputs.length === 0 ? 'none' : inputs.map(([name, value]) => `${name} = ${value}`).join(' · ')}
        </Text>
      </Group>
      {expense.trace.length > 0 && (
        <Table withTableBorder fz="sm" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Step</Table.Th>
              <Table.Th>How</Table.Th>
              <Table.Th ta="right">Result</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {expense.trace.map((s, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: steps have no identity but their order
              <Table.Tr key={i}>
                <Table.Td>{s.step}</Table.Td>
                <Table.Td>{s.detail}</Table.Td>
                <Table.Td ta="right">{s.result}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
