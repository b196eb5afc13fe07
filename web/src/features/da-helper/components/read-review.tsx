import { Badge, Box, Button, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import type { THistoryRecord } from '@portcall/contracts/da-helper';
import { formatAmount } from '@portcall/contracts/format';
import { messages } from '@portcall/contracts/messages';
import type { TExpenseCatalogueItem } from '@portcall/contracts/refdata';
import { useMemo, useState } from 'react';
import { citationOf, lineConfidence, suggestedItem } from '../lib/prefill';

const SECTION_LABELS: Record<string, string> = {
  PORT_EXPENSES: 'Port expenses',
  AGENCY_EXPENSES: 'Agency expenses',
  HUSBANDRY_EXPENSES: 'Husbandry expenses',
};
const confidenceColor = (c: number) => (c >= 0.9 ? 'teal' : c >= 0.6 ? 'yellow' : 'red');

/**
 * The lines the helper read, before they reach the DA: each with where it was read (page or sheet
 * cell), the item suggested and how sure the match is. A sure line goes in with "Apply"; an unsure one
 * (below DA_HELPER_SURE_MATCH) waits for the agent's choice of item, or "Use suggestion", and "Apply"
 * stays closed until every such line is chosen, so one click never takes a 46 % guess.
 */
export function ReadReview({
  record,
  catalogue,
  onApply,
  onDiscard,
}: {
  record: THistoryRecord;
  catalogue: TExpenseCatalogueItem[];
  /** The agent's choices for the unsure lines, by line index. */
  onApply: (chosen: ReadonlyMap<number, number>) => void;
  onDiscard: () => void;
}) {
  const [chosen, setChosen] = useState<ReadonlyMap<number, number>>(new Map());
  const choose = (index: number, itemId: number) => setChosen((c) => new Map(c).set(index, itemId));
  const options = useMemo(
    () =>
      Object.entries(SECTION_LABELS).map(([section, group]) => ({
        group,
        items: catalogue.filter((c) => c.sectionCode === section).map((c) => ({ value: c.value, label: c.label })),
      })),
    [catalogue],
  );
  const lines = record.result.lines;
  const pending = lines.filter((line, i) => line.needsChoice && !chosen.has(i)).length;
  const code = record.result.currency?.value ?? '';

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Read lines">
      <Group justify="space-between" mb="xs">
        <Title order={5}>Lines read from {record.fileName}</Title>
        {pending > 0 ? (
          <Badge color="red" variant="light">
            {pending} to check
          </Badge>
        ) : null}
      </Group>
      <Table verticalSpacing={4} aria-label="Lines read from the document">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>As printed</Table.Th>
            <Table.Th>Catalogue item</Table.Th>
            <Table.Th ta="right">Amount {code ? `(${code})` : ''}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => {
            const suggestion = suggestedItem(line, catalogue);
            const choice = chosen.get(index);
            const confidence = lineConfidence(line);
            const isPending = line.needsChoice && choice === undefined;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a reading's lines have no id; their order is fixed
              <Table.Tr key={index} aria-label={line.description.value}>
                <Table.Td>
                  <Text size="sm">{line.description.value}</Text>
                  <Text size="xs" c="dimmed">
                    Read {citationOf(line)}: “{line.description.snippet} {line.amount.snippet}”
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Stack gap={4}>
                    <Group gap={6} wrap="wrap">
                      {line.needsChoice ? (
                        <Badge size="xs" color={isPending ? 'red' : 'teal'}>
                          {isPending ? 'Check the item' : 'Chosen'}
                        </Badge>
                      ) : null}
                      <Badge size="xs" variant="light" color={confidenceColor(confidence)}>
                        {suggestion ? `Match ${Math.round((line.match?.confidence ?? 0) * 100)}%` : 'No match'}
                      </Badge>
                      {!line.needsChoice ? (
                        <Text size="sm">{suggestion ? suggestion.label : 'Additional item'}</Text>
                      ) : null}
                    </Group>
                    {line.needsChoice ? (
                      <>
                        <Select
                          size="xs"
                          w={280}
                          aria-label={`Catalogue item of ${line.description.value}`}
                          placeholder={messages.DA_HELPER_CHOICE_NEEDED}
                          data={options}
                          value={choice === undefined ? null : String(choice)}
                          searchable
                          allowDeselect={false}
                          onChange={(value) => value && choose(index, Number(value))}
                          comboboxProps={{ zIndex: 300 }}
                        />
                        {suggestion && isPending ? (
                          <Button
                            size="compact-xs"
                            variant="light"
                            w="fit-content"
                            onClick={() => choose(index, Number(suggestion.value))}
                          >
                            Use suggestion: {suggestion.label}
                          </Button>
                        ) : null}
                      </>
                    ) : null}
                  </Stack>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm">{formatAmount(line.amount.value)}</Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Group justify="flex-end" mt="sm" gap="sm">
        <Button variant="default" onClick={onDiscard}>
          Discard
        </Button>
        <Box>
          <Button
            disabled={pending > 0 || lines.length === 0}
            aria-describedby={pending > 0 ? 'read-review-reason' : undefined}
            onClick={() => onApply(chosen)}
          >
            Apply {lines.length} lines
          </Button>
        </Box>
      </Group>
      {pending > 0 ? (
        <Text id="read-review-reason" size="xs" c="dimmed" ta="right" mt={4}>
          {messages.REASON_DA_HELPER_UNSURE_LINES}
        </Text>
      ) : null}
    </Paper>
  );
}
