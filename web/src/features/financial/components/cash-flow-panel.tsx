import { Card, Group, Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { formatAmount, formatDate } from '@portcall/contracts/format';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { errorMessage } from '../../../api/http-policy';
import { formatAxisAmount } from '../../../ui/chart-axis';
import { useCashFlowAccounts, useCashFlowMovements } from '../api/cash-flow';
import { balanceSeries } from '../lib/balance-series';

const LINE_COLORS = ['#1c3d6e', '#12b886', '#e8590c', '#7048e8', '#c2255c'];

/**
 * A buyer's cash-flow accounts (one per currency, balance = sum of movements), the balance of each
 * over time and the latest movements. The chart draws numbers; every figure shown as text is decimal.
 */
export function CashFlowPanel({ buyerId }: { buyerId: number }) {
  const accounts = useCashFlowAccounts(buyerId);
  const movements = useCashFlowMovements(buyerId);
  const series = balanceSeries(movements.data ?? []);
  const chartRows = series.points.map((p) => ({ day: p.day, ...p.values }));
  const exact = new Map(series.points.map((p) => [p.day, p.balances]));
  const latest = [...(movements.data ?? [])].reverse().slice(0, 10);
  if (accounts.isError) return <Text c="red">{errorMessage(accounts.error)}</Text>;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Cash flow">
      <Title order={3} mb="sm">
        Cash flow
      </Title>
      {accounts.data && accounts.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          No payment or adjustment yet: accounts open with the first one, one per currency.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} mb="md">
          {(accounts.data ?? []).map((a) => (
            <Card key={a.id} withBorder radius="md" padding="sm" aria-label={`${a.currency} account`}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                {a.currency} account
              </Text>
              <Text fz={22} fw={700} c="navy.9" style={{ whiteSpace: 'nowrap' }}>
                {a.currency} {formatAmount(a.balance)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {chartRows.length > 0 && (
        <div style={{ width: '100%', height: 260 }} aria-label="Balance over time" role="img">
          <ResponsiveContainer>
            <LineChart data={chartRows} margin={{ top: 8, right: 16, bottom: 8, left: 16 }}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="day" tick={{ fontSize: 11 }} tickFormatter={(d: string) => formatDate(d)} />
              <YAxis tick={{ fontSize: 11 }} tickFormatter={formatAxisAmount} />
              <Tooltip
                labelFormatter={(d) => formatDate(String(d))}
                formatter={(_v, name, item) => exact.get(String(item.payload?.day))?.[String(name)] ?? '-'}
              />
              <Legend />
              {series.currencies.map((c, i) => (
                <Line
                  key={c}
                  type="linear"
                  dataKey={c}
                  stroke={LINE_COLORS[i % LINE_COLORS.length]}
                  strokeWidth={2}
                  dot={{ r: 3 }}
                  isAnimationActive={false}
                />
              ))}
            </LineChart>
          </ResponsiveContainer>
        </div>
      )}
      {latest.length > 0 && (
        <>
          <Group justify="space-between" mt="md" mb={4}>
            <Text fw={600}>Latest movements</Text>
          </Group>
          <Table striped verticalSpacing={4} aria-label="Latest movements">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>Reference</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {latest.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(m.createdAt)}</Table.Td>
                  <Table.Td>{m.kind === 'PAYMENT' ? 'Payment' : 'Adjustment'}</Table.Td>
                  <Table.Td>{m.paymentId ? `Payment #${m.paymentId}` : (m.reason ?? '-')}</Table.Td>
                  <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {m.currency} {formatAmount(m.amount)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Paper>
  );
}
