import { Badge, Button, Group, Select, Text } from '@mantine/core';
import type { ReadSource } from '../lib/prefill';

const confidenceColor = (c: number) => (c >= 0.9 ? 'teal' : c >= 0.6 ? 'yellow' : 'red');

/**
 * Under a pre-filled line: the text it was read from, the helper's confidence, and the means to
 * confirm it or put it on another catalogue item (a correction the helper learns from on save).
 */
export function ReadLineNote({
  read,
  itemOptions,
  itemId,
  onConfirm,
  onItemChange,
}: {
  read: ReadSource;
  itemOptions?: Array<{ value: string; label: string }>;
  itemId?: number;
  onConfirm: () => void;
  onItemChange?: (itemId: number) => void;
}) {
  const percent = Math.round(read.confidence * 100);
  return (
    <Group gap={6} mt={4} wrap="wrap" aria-label="Read from the document">
      <Text size="xs" c="dimmed">
        Read on page {read.page}: “{read.snippet}”
      </Text>
      <Badge size="xs" variant="light" color={confidenceColor(read.confidence)}>
        Confidence {percent}%
      </Badge>
      {read.isConfirmed ? (
        <Badge size="xs" color="teal">
          Confirmed
        </Badge>
      ) : (
        <Button size="compact-xs" variant="subtle" onClick={onConfirm}>
          Confirm
        </Button>
      )}
      {itemOptions && onItemChange && itemId !== undefined ? (
        <Select
          size="xs"
          w={240}
          aria-label={`Catalogue item of ${read.description}`}
          data={itemOptions}
          value={String(itemId)}
          searchable
          allowDeselect={false}
          onChange={(value) => value && onItemChange(Number(value))}
          comboboxProps={{ zIndex: 300 }}
        />
      ) : null}
    </Group>
  );
}
