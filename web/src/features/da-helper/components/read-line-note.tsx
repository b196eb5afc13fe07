import { Badge, Group, Select, Text } from '@mantine/core';
import type { ReadSource } from '../lib/prefill';

const confidenceColor = (c: number) => (c >= 0.9 ? 'teal' : c >= 0.6 ? 'yellow' : 'red');

/**
 * Under an applied read line: where and what it was read from, the helper's confidence, whether the
 * agent chose its item, and the means to put it on another catalogue item (a correction the helper
 * learns from on save).
 */
export function ReadLineNote({
  read,
  itemOptions,
  itemId,
  onItemChange,
}: {
  read: ReadSource;
  itemOptions?: Array<{ value: string; label: string }>;
  itemId?: number;
  onItemChange?: (itemId: number) => void;
}) {
  const percent = Math.round(read.confidence * 100);
  return (
    <Group gap={6} mt={4} wrap="wrap" aria-label="Read from the document">
      <Text size="xs" c="dimmed">
        Read {read.citation}: “{read.snippet}”
      </Text>
      <Badge size="xs" variant="light" color={confidenceColor(read.confidence)}>
        Confidence {percent}%
      </Badge>
      {read.needsChoice ? (
        <Badge size="xs" color="teal">
          Item chosen
        </Badge>
      ) : null}
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
