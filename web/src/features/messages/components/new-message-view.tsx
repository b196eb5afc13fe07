import { Alert, Select, Stack } from '@mantine/core';
import { messages } from '@portcall/contracts/messages';
import { useState } from 'react';
import { errorMessage } from '../../../api/http-policy';
import { useSessionStore } from '../../../lib/session-store';
import { useAppointmentChoices } from '../api/list-appointment-choices';
import { ConversationPanel } from './conversation-panel';

/** "New message": the user picks one of their appointments and writes on its conversation. */
export function NewMessageView() {
  const type = useSessionStore((s) => s.profile?.type ?? 'BUYER');
  const choices = useAppointmentChoices(type);
  const [picked, setPicked] = useState<string | null>(null);
  const chosen = choices.data?.find((c) => String(c.appointmentId) === picked) ?? null;
  return (
    <Stack gap="md" pt="sm">
      {choices.isError ? (
        <Alert color="red" variant="light">
          {errorMessage(choices.error)}
        </Alert>
      ) : null}
      <Select
        label="Appointment"
        placeholder="Choose one of your appointments"
        searchable
        withAsterisk
        data={(choices.data ?? []).map((c) => ({ value: String(c.appointmentId), label: c.label }))}
        value={picked}
        onChange={setPicked}
        nothingFoundMessage={messages.NO_OPTIONS}
        disabled={choices.isPending}
        error={picked === null && choices.data?.length === 0 ? messages.NO_OPTIONS : undefined}
        comboboxProps={{ withinPortal: true, zIndex: 300 }}
      />
      {chosen ? (
        <ConversationPanel key={chosen.appointmentId} appointmentId={chosen.appointmentId} buyerId={chosen.buyerId} />
      ) : null}
    </Stack>
  );
}
