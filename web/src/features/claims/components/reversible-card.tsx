import { Alert, Button, Card, Group, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { ZLaytimePrefill } from '@portcall/contracts/claims';
import { formatDateTimeInZone, formatMoney } from '@portcall/contracts/format';
import {
  type TLaytimeRequestInput,
  type TReversibleLaytimeResult,
  ZReversibleLaytimeResult,
} from '@portcall/contracts/laytime';
import { useState } from 'react';
import { apiRequest } from '../../../api/http-client';
import { errorMessage } from '../../../api/http-policy';
import { useClaimablePortCalls } from '../api/claims-api';
import { hoursOf } from './laytime-timeline';

/**
 * Reversible laytime: this port call and another one (loading and discharging, or two discharge
 * ports) share this calculation's allowance; the other port's facts are read from its own SOF.
 */
export function ReversibleCard({ portCallId, body }: { portCallId: number; body: TLaytimeRequestInput }) {
  const calls = useClaimablePortCalls(true);
  const [other, setOther] = useState<string | null>(null);
  const [result, setResult] = useState<TReversibleLaytimeResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const options = (calls.data?.items ?? [])
    .filter((c) => c.hasSof && c.id !== portCallId)
    .map((c) => ({ value: String(c.id), label: c.label }));
  const run = async () => {
    if (!other) return;
    setBusy(true);
    setError(null);
    try {
      const read = await apiRequest(`/secured/claims/port-calls/${other}/laytime`, { schema: ZLaytimePrefill });
      const otherBody = (read.calculation?.body ?? read.body) as TLaytimeRequestInput;
      const shared = {
        currency: body.currency,
        demurrageRatePerDay: body.demurrageRatePerDay,
        despatchRatePerDay: body.despatchRatePerDay ?? null,
        despatchBasis: body.despatchBasis ?? 'WORKING_TIME_SAVED',
        allowance: body.allowance,
      };
      const parts = [body, { ...otherBody, ...shared }].sort(
        (a, b) => Date.parse(a.norTenderedAt) - Date.parse(b.norTenderedAt),
      );
      setResult(
        await apiRequest('/secured/claims/laytime/calculate-reversible', {
          method: 'POST',
          body: { parts },
          schema: ZReversibleLaytimeResult,
        }),
      );
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card withBorder component="section" aria-label="Reversible laytime">
      <Title order={2} fz="md" mb="xs">
        Reversible laytime
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Share this allowance with another port call of the voyage: the ports are taken in the order of their NOR.
      </Text>
      <Group align="flex-end">
        <Select label="Other port call" searchable w={360} data={options} value={other} onChange={setOther} />
        <Button variant="light" onClick={run} loading={isBusy} disabled={!other}>
          Calculate reversible
        </Button>
      </Group>
      {error ? (
        <Alert color="red" mt="sm" role="alert">
          {error}
        </Alert>
      ) : null}
      {result ? (
        <Stack mt="md" gap="sm">
          <SimpleGrid cols={{ base: 2, sm: 5 }}>
            {[
              ['Allowed', hoursOf(result.allowedMinutes)],
              ['Used', hoursOf(result.usedMinutes)],
              ['On demurrage', hoursOf(result.demurrageMinutes)],
              ['Demurrage', formatMoney(result.demurrageAmount, result.currency)],
              ['Despatch', formatMoney(result.despatchAmount, result.currency)],
            ].map(([label, value]) => (
              <Stack key={label} gap={0}>
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
                <Text fw={700}>{value}</Text>
              </Stack>
            ))}
          </SimpleGrid>
          <Table aria-label="Reversible parts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Part</Table.Th>
                <Table.Th>Laytime commenced</Table.Th>
                <Table.Th>Allowance left at start</Table.Th>
                <Table.Th>Used</Table.Th>
                <Table.Th>On demurrage</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.parts.map((p, i) => (
                <Table.Tr key={p.laytimeCommencedAt}>
                  <Table.Td>{i + 1}</Table.Td>
                  <Table.Td>{formatDateTimeInZone(p.laytimeCommencedAt, 'UTC')}</Table.Td>
                  <Table.Td>{hoursOf(p.allowedMinutes)}</Table.Td>
                  <Table.Td>{hoursOf(p.usedMinutes)}</Table.Td>
                  <Table.Td>{hoursOf(p.demurrageMinutes)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      ) : null}
    </Card>
  );
}
