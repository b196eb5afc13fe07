import { Stack, Text } from '@mantine/core';
import { useActivityTimeline } from '../api/load-sof';

/** Every change as an action (ADD, EDIT, DELETE, COMMENT, EVENT_REMARK_ADDITION, RESEND). */
export function ActivitySection({ portCallId }: { portCallId: number }) {
  const timeline = useActivityTimeline(portCallId);
  return (
    <Stack gap={2} component="section" aria-label="Activity">
      <Text fw={600}>Activity</Text>
      {(timeline.data ?? []).map((a) => (
        <Text key={a.id} size="xs">
          {new Date(a.createdAt).toUTCString()} · {a.action} · {a.summary} · {a.actorName} ({a.involvement})
        </Text>
      ))}
    </Stack>
  );
}
