import { Button, Group, SegmentedControl } from '@mantine/core';
import type { TConversationMessage, TMessageStatusFilter } from '@portcall/contracts/conversations';
import { useState } from 'react';
import { useSessionStore } from '../../../lib/session-store';
import { MessageIcon } from '../../../ui/icons';
import { RightDrawer } from '../../../ui/right-drawer';
import { canStartConversation } from '../api/list-appointment-choices';
import { useReadAllMessages } from '../api/read-all-messages';
import { ConversationPanel } from './conversation-panel';
import { conversationTitle } from './inbox-item';
import { InboxView } from './inbox-view';
import { MESSAGES_DRAWER } from './messages-button';
import { NewMessageView } from './new-message-view';

type View =
  | { kind: 'inbox' }
  | { kind: 'conversation'; appointmentId: number; buyerId: number; title: string }
  | { kind: 'new' };

const statuses: Array<{ value: TMessageStatusFilter; label: string }> = [
  { value: 'ALL', label: 'All' },
  { value: 'UNREAD', label: 'Unread' },
  { value: 'READ', label: 'Read' },
];

/**
 * The messages drawer (operations §2): the inbox with its status filter and "Load more"; a message
 * opens its appointment's conversation; "New message" writes on one of the user's appointments.
 */
export function MessagesDrawer() {
  const [view, setView] = useState<View>({ kind: 'inbox' });
  const [status, setStatus] = useState<TMessageStatusFilter>('ALL');
  const [page, setPage] = useState(0);
  const readAll = useReadAllMessages();
  const canWrite = useSessionStore((s) => (s.profile ? canStartConversation(s.profile) : false));
  const back = (
    <Button size="xs" variant="default" onClick={() => setView({ kind: 'inbox' })}>
      Back to inbox
    </Button>
  );

  const open = (message: TConversationMessage) =>
    setView({
      kind: 'conversation',
      appointmentId: message.conversationId,
      buyerId: message.buyerId,
      title: `${conversationTitle(message)}${message.counterpartyName ? ` · ${message.counterpartyName}` : ''}`,
    });

  const header =
    view.kind === 'inbox' ? (
      <Group justify="space-between" wrap="nowrap">
        <SegmentedControl
          size="xs"
          value={status}
          onChange={(value) => {
            setStatus(value as TMessageStatusFilter);
            setPage(0);
          }}
          data={statuses}
          aria-label="Message filter"
        />
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="light" onClick={() => readAll.mutate()} loading={readAll.isPending}>
            Mark all read
          </Button>
          {canWrite ? (
            <Button size="xs" onClick={() => setView({ kind: 'new' })}>
              New message
            </Button>
          ) : null}
        </Group>
      </Group>
    ) : (
      <Group>{back}</Group>
    );

  return (
    <RightDrawer
      id={MESSAGES_DRAWER}
      title={view.kind === 'new' ? 'New message' : 'Messages'}
      subtitle={view.kind === 'conversation' ? view.title : undefined}
      icon={<MessageIcon />}
      header={header}
      onClose={() => {
        setView({ kind: 'inbox' });
        setPage(0);
      }}
    >
      {view.kind === 'inbox' ? (
        <InboxView status={status} page={page} onLoadMore={() => setPage((p) => p + 1)} onOpen={open} />
      ) : view.kind === 'conversation' ? (
        <ConversationPanel
          key={view.appointmentId}
          appointmentId={view.appointmentId}
          buyerId={view.buyerId}
          height="calc(100vh - 470px)"
        />
      ) : (
        <NewMessageView />
      )}
    </RightDrawer>
  );
}
