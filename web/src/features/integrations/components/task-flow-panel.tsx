import { Alert, Badge, Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { formatDateTimeInZone } from '@portcall/contracts/format';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../api/http-policy';
import type { EvaluationTaskFlowProps } from '../../../ui/appointment-panels';
import { useEvaluationFlowTask, useEvaluationFlowTaskDetails, useSendProtocolMutation } from '../api/task-flow';

const deliveryColors = { PENDING: 'blue', DELIVERED: 'teal', DEAD: 'red' } as const;
const deliveryLabels = { PENDING: 'Sending', DELIVERED: 'Received', DEAD: 'Not delivered' } as const;

/**
 * The evaluation's task in the buyer's task-flow service (operations §7 "Task-flow integration"):
 * "Send to task flow" where the admin switched the integration on and a connector is configured,
 * then the task the service created, its state and each attempt. Renders nothing elsewhere.
 */
export function TaskFlowPanel({ evaluationId, buyerId }: EvaluationTaskFlowProps) {
  const answer = useEvaluationFlowTask(evaluationId, buyerId);
  const send = useSendProtocolMutation(evaluationId);
  const [showDetails, setShowDetails] = useState(false);
  const task = answer.data?.task ?? null;
  const details = useEvaluationFlowTaskDetails(evaluationId, buyerId, showDetails && task !== null);
  const [error, setError] = useState<string>();

  if (!answer.data?.isEnabled && !task) return null;

  function sendProtocol() {
    setError(undefined);
    send.mutate(undefined, {
      onSuccess: () => toast.success('Sent to the task flow'),
      onError: (e) => setError(errorMessage(e)),
    });
  }

  const mayResend = task?.deliveryStatus !== 'PENDING';
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Task flow">
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <Title order={4}>Task flow</Title>
          {task && (
            <Badge color={deliveryColors[task.deliveryStatus]} variant="light">
              {deliveryLabels[task.deliveryStatus]}
            </Badge>
          )}
        </Group>
        {answer.data?.isEnabled && mayResend && (
          <Button size="xs" variant={task ? 'default' : 'filled'} loading={send.isPending} onClick={sendProtocol}>
            {task ? 'Send again' : 'Send to task flow'}
          </Button>
        )}
      </Group>
      {error && (
        <Alert color="red" variant="light" role="alert" mb="xs" withCloseButton onClose={() => setError(undefined)}>
          {error}
        </Alert>
      )}
      {task ? (
        <>
          <Group gap="lg">
            <Text size="sm">
              Task <b>{task.externalId ?? 'not created yet'}</b>
            </Text>
            <Text size="sm">
              State <b>{task.state}</b>
            </Text>
            {task.flow && <Text size="sm">Flow {task.flow}</Text>}
            <Text size="xs" c="dimmed">
              Sent {formatDateTimeInZone(task.createdAt)}
            </Text>
            <Button size="compact-xs" variant="subtle" onClick={() => setShowDetails((v) => !v)}>
              {showDetails ? 'Hide attempts' : 'Show attempts'}
            </Button>
          </Group>
          {showDetails && details.data && (
            <Table mt="xs" striped withTableBorder aria-label="Task flow attempts">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Attempt</Table.Th>
                  <Table.Th>At</Table.Th>
                  <Table.Th>Answer</Table.Th>
                  <Table.Th>Time</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {details.data.log.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td>{entry.attempt}</Table.Td>
                    <Table.Td>{formatDateTimeInZone(entry.at)}</Table.Td>
                    <Table.Td>{entry.error ?? entry.statusCode}</Table.Td>
                    <Table.Td>{entry.durationMs} ms</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </>
      ) : (
        <Text size="sm" c="dimmed">
          Not sent yet. Sending creates a task for this evaluation in your task-flow system.
        </Text>
      )}
    </Paper>
  );
}
