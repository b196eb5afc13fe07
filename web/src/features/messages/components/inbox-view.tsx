import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { TConversationMessage, TMessageStatusFilter } from '@portcall/contracts/conversations';
import { messages } from '@portcall/contracts/messages';
import { errorMessage } from '../../../api/http-policy';
import { hasMorePages } from '../../../lib/unread-count';
import { useMessageList } from '../api/list-messages';
import { InboxItem } from './inbox-item';

/** The inbox: 14 a page, newest first, with "Load more" (page size x (page + 1) from page 0). */
export function InboxView({
  status,
  page,
  onLoadMore,
  onOpen,
}: {
  status: TMessageStatusFilter;
  page: number;
  onLoadMore: () => void;
  onOpen: (message: TConversationMessage) => void;
}) {
  const list = useMessageList(status, page, true);
  const items = list.data?.items ?? [];
  if (list.isPending)
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  if (list.isError)
    return (
      <Alert color="red" variant="light">
        {errorMessage(list.error)}
      </Alert>
    );
  return (
    <Stack gap={6} pt="sm">
      {items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {messages.NO_MESSAGES}
        </Text>
      ) : (
        items.map((m) => <InboxItem key={m.id} message={m} onOpen={onOpen} />)
      )}
      {hasMorePages(items.length, list.data?.total ?? 0) ? (
        <Button variant="subtle" onClick={onLoadMore} loading={list.isFetching}>
          Load more
        </Button>
      ) : null}
    </Stack>
  );
}
