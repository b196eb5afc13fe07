import { Badge, Button, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTimeInZone } from '@portcall/contracts/format';
import type { TDelivery, TDeliveryStatus } from '@portcall/contracts/integrations';
import { Fragment, useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../api/http-policy';
import { useDeliveries, useDeliveryLog, useRetryDeliveryMutation } from '../api/integration-connectors';

const statusColors: Record<TDeliveryStatus, string> = { PENDING: 'blue', DELIVERED: 'teal', DEAD: 'red' };

/**
 * The buyer's deliveries, newest first, filtered by state: DEAD ones (the dead letters) can be sent
 * again; each opens the log of its attempts.
 */
export function IntegrationDeliveries({ buyerId }: { buyerId: number }) {
  const [status, setStatus] = useState<TDeliveryStatus | 'ALL'>('ALL');
  const deliveries = useDeliveries(buyerId, status === 'ALL' ? null : status);
  const retry = useRetryDeliveryMutation(buyerId);
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={4}>Deliveries</Title>
        <SegmentedControl
          size="xs"
          aria-label="Delivery state"
          value={status}
          onChange={(v) => setStatus(v as TDeliveryStatus | 'ALL')}
          data={[
            { value: 'ALL', label: 'All' },
            { value: 'PENDING', label: 'Pending' },
            { value: 'DELIVERED', label: 'Delivered' },
            { value: 'DEAD', label: 'Dead' },
          ]}
        />
      </Group>
      {deliveries.isError ? <Text c="red">{errorMessage(deliveries.error)}</Text> : null}
      {(deliveries.data ?? []).length === 0 && deliveries.isSuccess ? (
        <Text c="dimmed" size="sm">
          No deliveries.
        </Text>
      ) : (
        <Table striped withTableBorder aria-label="Deliveries">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Event</Table.Th>
              <Table.Th>Connector</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th>Attempts</Table.Th>
              <Table.Th>Last error</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(deliveries.data ?? []).map((d) => (
              <Fragment key={d.id}>
                <DeliveryRow
                  delivery={d}
                  isOpen={openId === d.id}
                  onToggle={() => setOpenId(openId === d.id ? null : d.id)}
                  onRetry={() =>
                    retry.mutate(d.id, {
                      onSuccess: () => toast.success('Delivery queued again'),
                      onError: (e) => toast.error(errorMessage(e)),
                    })
                  }
                  isRetrying={retry.isPending}
                />
                {openId === d.id ? <DeliveryLog deliveryId={d.id} /> : null}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

function DeliveryRow(props: {
  delivery: TDelivery;
  isOpen: boolean;
  onToggle: () => void;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  const d = props.delivery;
  return (
    <Table.Tr aria-label={`Delivery ${d.id}`}>
      <Table.Td>
        {d.event}
        <Text size="xs" c="dimmed">
          {d.entityType} {d.entityId}
        </Text>
      </Table.Td>
      <Table.Td>{d.connectorName}</Table.Td>
      <Table.Td>
        <Badge color={statusColors[d.status]} variant="light">
          {d.status}
        </Badge>
      </Table.Td>
      <Table.Td>{d.attempts}</Table.Td>
      <Table.Td>
        <Text size="xs" lineClamp={2}>
          {d.lastError ?? ''}
        </Text>
      </Table.Td>
      <Table.Td>{formatDateTimeInZone(d.createdAt)}</Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="subtle" onClick={props.onToggle}>
            {props.isOpen ? 'Hide log' : 'Log'}
          </Button>
          {d.status === 'DEAD' ? (
            <Button size="compact-xs" color="red" variant="light" loading={props.isRetrying} onClick={props.onRetry}>
              Retry
            </Button>
          ) : null}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

function DeliveryLog({ deliveryId }: { deliveryId: number }) {
  const log = useDeliveryLog(deliveryId);
  return (
    <Table.Tr>
      <Table.Td colSpan={7}>
        <Table withRowBorders={false} aria-label={`Log of delivery ${deliveryId}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Attempt</Table.Th>
              <Table.Th>At</Table.Th>
              <Table.Th>Status code</Table.Th>
              <Table.Th>Duration</Table.Th>
              <Table.Th>Error</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(log.data ?? []).map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td>{e.attempt}</Table.Td>
                <Table.Td>{formatDateTimeInZone(e.at)}</Table.Td>
                <Table.Td>{e.statusCode ?? 'no answer'}</Table.Td>
                <Table.Td>{e.durationMs} ms</Table.Td>
                <Table.Td>{e.error ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.Td>
    </Table.Tr>
  );
}
