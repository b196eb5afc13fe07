import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import {
  portCallStatusChanges,
  portCallStatusLabel,
  type TAmendPortCheck,
  type TPortCallEdit,
  type TPortCallStatus,
} from '@portcall/contracts/port-calls';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { AsyncSelectField } from '../../../ui/async-select-field';
import { useAmendPortMutation, useCheckAmendPortMutation } from '../api/amend-port';
import { filterPorts } from '../api/filter-ports';
import { useUpdatePortCallStatusMutation } from '../api/update-port-call-status';
import { ConfirmAction, failureText } from './confirm-action';

const statusActions: Record<TPortCallStatus, { label: string; question: string; isDestructive?: boolean }> = {
  IN_PROCESS: { label: 'Mark in process', question: 'Mark the port call as in process?' },
  CANCELLED: {
    label: 'Cancel port call',
    question: 'Cancel the port call? Appointments still with an agent must be cancelled first.',
    isDestructive: true,
  },
  DRAFT: { label: 'Reopen', question: 'Reopen the cancelled port call as a draft?' },
  IMPORTED: { label: 'Imported', question: '' },
};

/**
 * Amend port (operations §4: "its port can be amended after a check"): the user picks the new port,
 * the server's check says whether it may change and which agents already hold an appointment for
 * the old port, and only then can the change be confirmed.
 */
function AmendPortButton({ portCall }: { portCall: TPortCallEdit }) {
  const [isOpen, setOpen] = useState(false);
  const [result, setResult] = useState<TAmendPortCheck | null>(null);
  const [error, setError] = useState<string | null>(null);
  const check = useCheckAmendPortMutation();
  const amend = useAmendPortMutation();
  const { control, handleSubmit, reset } = useForm<{ portId: number | null }>({ defaultValues: { portId: null } });

  const close = () => {
    setOpen(false);
    setResult(null);
    setError(null);
    reset({ portId: null });
  };
  const runCheck = handleSubmit(async ({ portId }) => {
    if (!portId) return;
    setError(null);
    setResult(null);
    try {
      setResult(await check.mutateAsync({ id: portCall.id, newPortId: portId }));
    } catch (e) {
      setError(failureText(e));
    }
  });
  const confirm = async () => {
    if (!result?.canAmend) return;
    setError(null);
    try {
      const saved = await amend.mutateAsync({
        id: portCall.id,
        newPortId: result.newPort.id,
        version: portCall.version,
      });
      toast.success(`Port amended to ${saved.port.label}`);
      close();
    } catch (e) {
      setError(failureText(e));
    }
  };

  return (
    <>
      <Button size="compact-sm" variant="default" onClick={() => setOpen(true)}>
        Amend port
      </Button>
      <Modal opened={isOpen} onClose={close} title="Amend port" centered size="lg">
        <Stack gap="md">
          <Text size="sm">
            Now at <b>{portCall.port.label}</b>. Choose the new port and check it before you confirm.
          </Text>
          <form onSubmit={runCheck} noValidate aria-label="Amend port">
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <div style={{ flex: 1 }}>
                <AsyncSelectField
                  control={control}
                  name="portId"
                  label="New port"
                  required
                  isNumeric
                  cacheKey="amend-port"
                  search={filterPorts}
                  placeholder="Type a port name"
                />
              </div>
              <Button type="submit" variant="light" loading={check.isPending}>
                Check
              </Button>
            </Group>
          </form>
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          {result && !result.canAmend ? (
            <Alert color="orange" variant="light" role="alert" title="The port cannot be changed">
              {result.message}
            </Alert>
          ) : null}
          {result?.canAmend ? (
            <Alert color="teal" variant="light" title={`The port can change to ${result.newPort.label}`}>
              {result.appointments.length === 0 ? (
                'No agent has been appointed for this port call yet.'
              ) : (
                <Stack gap={4}>
                  <Text size="sm">These agents were appointed for the old port; tell them about the change:</Text>
                  <List size="sm">
                    {result.appointments.map((a) => (
                      <List.Item key={a.id}>
                        {a.agent.name} (appointment #{a.id}, {a.state})
                      </List.Item>
                    ))}
                  </List>
                </Stack>
              )}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Keep the port
            </Button>
            <Button onClick={confirm} disabled={!result?.canAmend} loading={amend.isPending}>
              Amend port
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** The buyer's port call actions (operations §4): its status changes and amend port. */
export function PortCallActions({ portCall }: { portCall: TPortCallEdit }) {
  const update = useUpdatePortCallStatusMutation();
  const changes = portCallStatusChanges[portCall.status] ?? [];
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label="Port call actions">
      {portCall.status !== 'CANCELLED' && portCall.status !== 'IMPORTED' ? (
        <AmendPortButton portCall={portCall} />
      ) : null}
      {changes.map((status) => {
        const action = statusActions[status];
        return (
          <ConfirmAction
            key={status}
            label={action.label}
            title={action.label}
            question={action.question}
            confirmLabel={action.label}
            color={action.isDestructive ? 'red' : 'teal'}
            isDestructive={action.isDestructive}
            onConfirm={async () => {
              await update.mutateAsync({ id: portCall.id, status, version: portCall.version });
              toast.success(`Port call is now ${portCallStatusLabel(status)}`);
            }}
          />
        );
      })}
    </Group>
  );
}
