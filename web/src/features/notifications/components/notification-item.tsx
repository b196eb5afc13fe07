import { Badge, Box, Group, Text, UnstyledButton } from '@mantine/core';
import { formatDateTimeInZone } from '@portcall/contracts/format';
import type { TNotification, TNotificationEventType } from '@portcall/contracts/notifications';

const typeLabels: Record<TNotificationEventType, string> = {
  APPOINTMENT: 'Appointment',
  EVALUATION: 'Evaluation',
  PAYMENT: 'Payment',
  BANK_ACCOUNT: 'Bank account',
  ASSIGNMENT: 'Port log',
  REQUEST: 'Request',
  SOF: 'SOF',
  CLAIM: 'Claim',
};

/** One notification: its line and date; an unread one is marked with a dot and a tinted row. */
export function NotificationItem({
  notification,
  isBusy,
  onOpen,
}: {
  notification: TNotification;
  isBusy: boolean;
  onOpen: (notification: TNotification) => void;
}) {
  const isUnread = !notification.isRead;
  return (
    <UnstyledButton
      className="inbox-item"
      data-unread={isUnread || undefined}
      onClick={() => onOpen(notification)}
      disabled={isBusy}
      aria-label={`${isUnread ? 'Unread: ' : ''}${notification.eventMessage}`}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Box className="inbox-item__dot" aria-hidden="true" />
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={isUnread ? 650 : 400} lineClamp={3}>
            {notification.eventMessage}
          </Text>
          <Group gap="xs" mt={4}>
            <Badge size="xs" variant="light" color="navy" radius="sm" tt="none">
              {typeLabels[notification.eventType]}
            </Badge>
            <Text size="xs" c="dimmed">
              {formatDateTimeInZone(notification.createdDate)}
            </Text>
          </Group>
        </Box>
      </Group>
    </UnstyledButton>
  );
}
