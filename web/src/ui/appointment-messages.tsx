import { Divider, Stack } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { useSessionStore } from '../lib/session-store';
import {
  type AppointmentConversationProps,
  AppointmentPanelsProvider,
  useAppointmentPanels,
} from './appointment-panels';

export type { AppointmentConversationProps } from './appointment-panels';

/**
 * Features may not import each other (STYLE rule 9), yet the appointment drawer, the buyer's
 * evaluation page and the agent's DA page all show an appointment's conversation. The app shell
 * provides the messages feature's `ConversationPanel` through `AppointmentPanelsProvider`
 * (ui/appointment-panels.tsx); this provider sets the conversation alone.
 */
export function ConversationProvider({
  value,
  children,
}: {
  value: ComponentType<AppointmentConversationProps>;
  children: ReactNode;
}) {
  return <AppointmentPanelsProvider panels={{ Conversation: value }}>{children}</AppointmentPanelsProvider>;
}

/**
 * The "Messages" section of a page about an appointment: its conversation with the other party.
 * `buyerId` defaults to the reader's own company (a buyer's page). Renders nothing where no
 * conversation is provided (component tests, public pages).
 */
export function AppointmentMessages({
  appointmentId,
  buyerId,
  height = 320,
}: {
  appointmentId: number;
  buyerId?: number;
  height?: number | string;
}) {
  const { Conversation: Panel } = useAppointmentPanels();
  const ownCompanyId = useSessionStore((s) => s.profile?.companyId);
  const buyer = buyerId ?? ownCompanyId;
  if (!Panel || buyer === undefined) return null;
  return (
    <Stack gap="xs" component="section" aria-label="Messages">
      <Divider label="Messages" labelPosition="left" />
      <Panel appointmentId={appointmentId} buyerId={buyer} height={height} />
    </Stack>
  );
}
