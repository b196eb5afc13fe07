import { Alert, Button, Center, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { messages } from '@portcall/contracts/messages';
import type { TNotification, TNotificationFilter } from '@portcall/contracts/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/http-policy';
import { hasMorePages } from '../../../lib/unread-count';
import { useDrawer } from '../../../ui/drawer-store';
import { BellIcon } from '../../../ui/icons';
import { RightDrawer } from '../../../ui/right-drawer';
import { useNotificationList } from '../api/list-notifications';
import { useReadAllNotifications } from '../api/read-all-notifications';
import { useReadNotification } from '../api/read-notification';
import { useRouteNotification } from '../api/route-notification';
import { NotificationItem } from './notification-item';
import { NOTIFICATIONS_DRAWER } from './notifications-button';

const filters: Array<{ value: TNotificationFilter; label: string }> = [
  { value: 'ALL', label: 'All' },
  { value: 'UNREAD', label: 'Unread' },
  { value: 'EVALUATION', label: 'Evaluation' },
  { value: 'ASSIGNMENT', label: 'Assignment' },
];

/**
 * The notifications drawer (operations §2): filters All, Unread, Evaluation, Assignment; 14 a page
 * with "Load more"; a click marks the notification read and goes where the router says.
 */
export function NotificationsDrawer() {
  const drawer = useDrawer(NOTIFICATIONS_DRAWER);
  const navigate = useNavigate();
  const [filter, setFilter] = useState<TNotificationFilter>('ALL');
  const [page, setPage] = useState(0);
  const list = useNotificationList(filter, page, drawer.isOpen);
  const read = useReadNotification();
  const readAll = useReadAllNotifications();
  const route = useRouteNotification();
  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  async function open(notification: TNotification) {
    if (!notification.isRead) await read.mutateAsync(notification.id).catch(() => undefined);
    // A failed router call is reported by the query client (toast) or the http policy (404 page).
    const path = await route.mutateAsync({ type: notification.eventType, id: notification.eventId }).catch(() => null);
    drawer.close();
    if (path) navigate(path);
  }

  return (
    <RightDrawer
      id={NOTIFICATIONS_DRAWER}
      title="Notifications"
      icon={<BellIcon />}
      onClose={() => setPage(0)}
      header={
        <Group justify="space-between" wrap="nowrap">
          <SegmentedControl
            size="xs"
            value={filter}
            onChange={(value) => {
              setFilter(value as TNotificationFilter);
              setPage(0);
            }}
            data={filters}
            aria-label="Notification filter"
          />
          <Button
            size="xs"
            variant="light"
            onClick={() => readAll.mutate()}
            loading={readAll.isPending}
            disabled={items.every((n) => n.isRead) && filter !== 'UNREAD'}
          >
            Mark all read
          </Button>
        </Group>
      }
    >
      <Stack gap={6} pt="sm">
        {list.isPending ? (
          <Center py="xl">
            <Loader size="sm" />
          </Center>
        ) : list.isError ? (
          <Alert color="red" variant="light">
            {errorMessage(list.error)}
          </Alert>
        ) : items.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {messages.NO_NOTIFICATIONS}
          </Text>
        ) : (
          items.map((n) => (
            <NotificationItem key={n.id} notification={n} isBusy={route.isPending} onOpen={(x) => void open(x)} />
          ))
        )}
        {hasMorePages(items.length, total) ? (
          <Button variant="subtle" onClick={() => setPage((p) => p + 1)} loading={list.isFetching}>
            Load more
          </Button>
        ) : null}
      </Stack>
    </RightDrawer>
  );
}
