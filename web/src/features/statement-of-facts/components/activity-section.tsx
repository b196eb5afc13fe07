import { Stack, Text } from '@mantine/core';
import { formatInPortTime } from '@portcall/contracts/statement-of-facts';
import { useActivityTimeline } from '../api/load-sof';

/**
 * Every change as an action (ADD, EDIT, DELETE, COMMENT, EVENT_REMARK_ADDITION, RESEND), timed in
 * the port's time like the events it changes.
 */
export function ActivitySection({ portCallId, timeZone }: { portCallId: number; timeZone: string | null }) {
  const timeline = useActivityTimeline(portCallId);
  return (
    <Stack gap={2} component="section" aria-label="Activity">
      <Text fw={600}>Activity</Text>
      {(timeline.data ?? []).map((a) => (
        <Text key={a.id} size="xs">
          {formatInPortTime(a.createdAt, timeZone)} · {a.action} · {a.summary} · {a.actorName} ({a.involvement})
        </Text>
      ))}
    </Stack>
  );
}
