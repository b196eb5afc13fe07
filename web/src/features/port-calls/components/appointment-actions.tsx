import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { TAppointment } from '@portcall/contracts/appointments';
import type { TPolicyAction } from '@portcall/contracts/policy';
import { ZVoyageNumber } from '@portcall/contracts/port-calls';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useDecide } from '../../../lib/use-can';
import { useAmendVoyageNumberMutation } from '../api/amend-voyage-number';
import { useCancelAppointmentMutation } from '../api/cancel-appointment';
import { useCloseAppointmentMutation } from '../api/close-appointment';
import { useDeleteAppointmentMutation } from '../api/delete-appointment';
import { useRevertCancelledAppointmentMutation } from '../api/revert-cancelled-appointment';
import { useRevertRejectedAppointmentMutation } from '../api/revert-rejected-appointment';
import { ConfirmAction, failureText } from './confirm-action';

/**
 * Which actions an appointment offers this person in its state: the policy table's answer
 * (packages/contracts/src/policy.ts), which the server checks too. Neither a refusal of the person
 * (403: a buyer without the appointment rights) nor of the state is offered.
 */
export function appointmentActionsFor(state: TAppointment['state'], may: ReturnType<typeof useDecide>) {
  const offers = (action: TPolicyAction) => may(action, { state }).allowed;
  return {
    canDelete: offers('APPOINTMENT_DELETE'),
    canCancel: offers('APPOINTMENT_CANCEL'),
    canClose: offers('APPOINTMENT_CLOSE'),
    canRevertCancelled: offers('APPOINTMENT_REVERT_CANCELLED'),
    canRevertRejected: offers('APPOINTMENT_SEND_AGAIN'),
    canAmendVoyage: offers('APPOINTMENT_AMEND_VOYAGE'),
  };
}

function AmendVoyageButton({ appointment }: { appointment: TAppointment }) {
  const amend = useAmendVoyageNumberMutation();
  const [isOpen, setOpen] = useState(false);
  const [voyageNumber, setVoyageNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const open = () => {
    setVoyageNumber(appointment.portCall.voyage?.voyageNumber ?? '');
    setError(null);
    setOpen(true);
  };
  const save = async () => {
    const parsed = ZVoyageNumber.safeParse(voyageNumber);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    try {
      const saved = await amend.mutateAsync({ id: appointment.id, voyageNumber: parsed.data });
      toast.success(`Voyage number amended to ${saved.portCall.voyage?.voyageNumber ?? parsed.data}`);
      setOpen(false);
    } catch (e) {
      setError(failureText(e));
    }
  };
  return (
    <>
      <Button size="compact-sm" variant="default" onClick={open}>
        Amend voyage number
      </Button>
      <Modal opened={isOpen} onClose={() => setOpen(false)} title="Amend voyage number" centered>
        <Stack gap="md">
          <Text size="sm">
            The port call moves to the vessel's voyage of this number; a voyage that does not exist yet is created.
          </Text>
          <TextInput
            label="Voyage number"
            withAsterisk
            data-autofocus
            maxLength={40}
            value={voyageNumber}
            onChange={(e) => setVoyageNumber(e.currentTarget.value)}
            error={error}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              Keep it
            </Button>
            <Button onClick={save} loading={amend.isPending}>
              Amend
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/**
 * The buyer's actions on one appointment (operations §4, §7 "Appointments"): only those its state
 * allows are shown. Destructive ones ask first; a refusal (an appointment holding FDAs cannot be
 * cancelled) is shown in the server's catalogue words.
 */
export function AppointmentActions({ appointment, onDeleted }: { appointment: TAppointment; onDeleted?: () => void }) {
  const a = appointment;
  const can = appointmentActionsFor(a.state, useDecide());
  const cancel = useCancelAppointmentMutation();
  const close = useCloseAppointmentMutation();
  const remove = useDeleteAppointmentMutation();
  const revertCancelled = useRevertCancelledAppointmentMutation();
  const revertRejected = useRevertRejectedAppointmentMutation();
  const name = <b>{a.agent.name}</b>;

  return (
    <Group gap="xs" wrap="wrap" aria-label="Appointment actions" role="group">
      {can.canRevertRejected ? (
        <ConfirmAction
          label="Send again"
          title="Send the appointment again"
          question={<>Send this appointment to {name} again? It shows as new in the agent's DA tool.</>}
          confirmLabel="Send again"
          color="teal"
          onConfirm={async () => {
            await revertRejected.mutateAsync(a.id);
            toast.success('Appointment sent again');
          }}
        />
      ) : null}
      {can.canRevertCancelled ? (
        <ConfirmAction
          label="Revert cancellation"
          title="Revert the cancellation"
          question={<>Give the appointment back to {name} in the state it had before it was cancelled?</>}
          confirmLabel="Revert"
          color="teal"
          onConfirm={async () => {
            await revertCancelled.mutateAsync(a.id);
            toast.success('Cancellation reverted');
          }}
        />
      ) : null}
      {can.canClose ? (
        <ConfirmAction
          label="Close appointment"
          title="Close the appointment"
          question={<>Close the appointment of {name}? Do this once the call is over.</>}
          confirmLabel="Close appointment"
          color="navy"
          onConfirm={async () => {
            await close.mutateAsync(a.id);
            toast.success('Appointment closed');
          }}
        />
      ) : null}
      {can.canAmendVoyage ? <AmendVoyageButton appointment={a} /> : null}
      {can.canCancel ? (
        <ConfirmAction
          label="Cancel appointment"
          title="Cancel the appointment"
          question={<>Cancel the appointment of {name}? The agent is told; you can revert it later.</>}
          confirmLabel="Cancel appointment"
          color="red"
          isDestructive
          onConfirm={async () => {
            await cancel.mutateAsync(a.id);
            toast.success('Appointment cancelled');
          }}
        />
      ) : null}
      {can.canDelete ? (
        <ConfirmAction
          label="Delete draft"
          title="Delete the draft"
          question={<>Delete the draft appointment of {name}? It was never sent; this cannot be undone.</>}
          confirmLabel="Delete draft"
          color="red"
          isDestructive
          onConfirm={async () => {
            await remove.mutateAsync({ id: a.id, portCallId: a.portCall.id });
            toast.success('Draft deleted');
            onDeleted?.();
          }}
        />
      ) : null}
    </Group>
  );
}
