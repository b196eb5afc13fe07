import { Paper, Table, Text, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { formatAmount } from '@portcall/contracts/format';
import { Decimal } from '@portcall/contracts/money';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatAxisAmount } from '../../../ui/chart-axis';
import type { TDiscrepancies } from '../api/load-discrepancies';

/**
 * PDA-vs-FDA variance (operations §2): each line of the final DA against the sum of its related PDAs.
 * The chart needs plain numbers; they are for drawing only, every figure shown as text stays decimal.
 */
export function VarianceChart({ data, currency }: { data: TDiscrepancies; currency: string }) {
  const rows = data.lines.map((l) => ({
    name: l.name,
    PDA: new Decimal(l.proformaAmount).toNumber(),
    FDA: new Decimal(l.finalAmount).toNumber(),
  }));
  // Bars grow in unless the person asked the system for less motion.
  const isAnimated = !useReducedMotion();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="PDA vs FDA variance">
      <Title order={4} mb="sm">
        PDA vs FDA variance
      </Title>
      {data.lines.length === 0 ? (
        <Text c="dimmed" size="sm">
          No related PDA to compare with.
        </Text>
      ) : (
        <>
          <div style={{ width: '100%', height: 280 }}>
            <ResponsiveContainer>
              <BarChart data={rows} margin={{ top: 8, right: 16, bottom: 8, left: 16 }}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="name" tick={{ fontSize: 11 }} interval={0} />
                <YAxis tick={{ fontSize: 11 }} tickFormatter={formatAxisAmount} />
                <Tooltip formatter={(v) => formatAmount(String(v))} />
                <Legend />
                <Bar dataKey="PDA" fill="#1c3d6e" isAnimationActive={isAnimated} />
                <Bar dataKey="FDA" fill="#12b886" isAnimationActive={isAnimated} />
              </BarChart>
            </ResponsiveContainer>
          </div>
          <Table striped verticalSpacing={4} mt="sm" aria-label="Variance lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Expense</Table.Th>
                <Table.Th ta="right">PDA ({currency})</Table.Th>
                <Table.Th ta="right">FDA ({currency})</Table.Th>
                <Table.Th ta="right">Difference</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.lines.map((l) => {
                const diff = new Decimal(l.difference);
                return (
                  <Table.Tr key={`${l.section}-${l.code ?? l.name}`}>
                    <Table.Td>{l.name}</Table.Td>
                    <Table.Td ta="right">{formatAmount(l.proformaAmount)}</Table.Td>
                    <Table.Td ta="right">{formatAmount(l.finalAmount)}</Table.Td>
                    <Table.Td ta="right" c={diff.gt(0) ? 'red' : diff.lt(0) ? 'teal' : undefined} fw={600}>
                      {diff.gt(0) ? '+' : ''}
                      {formatAmount(l.difference)}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Paper>
  );
}
