import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { formatDate } from '@portcall/contracts/format';
import { portLogCategoryLabels, type TPortLogEntry } from '@portcall/contracts/port-logs';
import type { ReactNode } from 'react';
import { downloadFile } from '../../../api/download';

/** One entry as both sides read it: category, text, and the agent's answer once done. */
export function EntryLine({
  entry,
  actions,
  showPublished,
}: {
  entry: TPortLogEntry;
  actions?: ReactNode;
  showPublished?: boolean;
}) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md" data-testid={`port-log-entry-${entry.id}`}>
      <Stack gap={4} miw={0}>
        <Group gap={6}>
          <Badge variant="light" color="blue">
            {portLogCategoryLabels[entry.category]}
          </Badge>
          {entry.isDone ? (
            <Badge color="teal">Done</Badge>
          ) : (
            <Badge variant="outline" color="gray">
              Open
            </Badge>
          )}
          {showPublished && !entry.isPublished ? (
            <Badge variant="outline" color="orange">
              Not yet submitted
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {entry.description}
        </Text>
        {entry.isDone ? (
          <Text size="xs" c="dimmed">
            Done by {entry.doneBy ?? 'the agent'} on {formatDate(entry.doneAt)}
            {entry.doneComment ? `: ${entry.doneComment}` : ''}
          </Text>
        ) : null}
        {entry.doneFileName ? (
          <Anchor
            component="button"
            type="button"
            size="xs"
            ta="left"
            onClick={() =>
              void downloadFile(`/secured/portlog-entry/${entry.id}/done-file`, entry.doneFileName ?? 'file')
            }
          >
            {entry.doneFileName}
          </Anchor>
        ) : null}
      </Stack>
      {actions ? (
        <Group gap={6} wrap="nowrap">
          {actions}
        </Group>
      ) : null}
    </Group>
  );
}
