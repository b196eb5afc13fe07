import { Button, Tooltip } from '@mantine/core';
import { APPOINTMENT_REMINDER_LIMIT, type TAppointmentObserver } from '@portcall/contracts/appointments';
import { formatDate } from '@portcall/contracts/format';
import { messages } from '@portcall/contracts/messages';
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { isApiError } from '../../../api/api-error';
import { useCan } from '../../../lib/use-can';
import { useSendReminderMutation } from '../api/send-reminder';

/**
 * Sends a reminder (a poke) to the agent. The count moves at once and moves back if the call
 * fails (platform-core §4); a refusal shows the catalogue's text, the reminder-limit one included.
 */
export function ReminderButton({
  appointmentId,
  state,
  observer,
}: {
  appointmentId: number;
  state: string;
  observer: TAppointmentObserver;
}) {
  const send = useSendReminderMutation();
  const [pokes, setPokes] = useState(observer.pokes);
  useEffect(() => setPokes(observer.pokes), [observer.pokes]);
  // Reminders go only while the agent owes something, from a buyer who may change the appointment
  // (the policy table's APPOINTMENT_REMIND; docs/decisions.md "Reminders").
  const may = useCan('APPOINTMENT_REMIND', { state });
  if (!may.allowed) return null;

  const onClick = () => {
    const before = pokes;
    setPokes(Math.min(before + 1, APPOINTMENT_REMINDER_LIMIT));
    send.mutate(appointmentId, {
      onSuccess: (appointment) => {
        setPokes(appointment.observer.pokes);
        toast.success('Reminder sent to the agent');
      },
      onError: (error) => {
        setPokes(before);
        toast.error(isApiError(error) ? error.message : messages.INTERNAL_ERROR);
      },
    });
  };

  const isAtLimit = pokes >= APPOINTMENT_REMINDER_LIMIT;
  const last = observer.lastPokeDate ? `Last reminder ${formatDate(observer.lastPokeDate)}` : 'No reminder sent yet';
  const visible = pokes === 0 ? 'Remind agent' : `Remind agent (${pokes} of ${APPOINTMENT_REMINDER_LIMIT} sent)`;
  return (
    <Tooltip label={last} withArrow>
      <Button
        size="compact-xs"
        variant={isAtLimit ? 'light' : 'default'}
        color={isAtLimit ? 'orange' : undefined}
        onClick={onClick}
        aria-label={`${visible}: send a reminder for appointment ${appointmentId}`}
      >
        {visible}
      </Button>
    </Tooltip>
  );
}
