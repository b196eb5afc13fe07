import { ActionIcon, Badge, Button, Group, Paper, Select, Table, Text, TextInput, Title } from '@mantine/core';
import { formatAmount } from '@portcall/contracts/format';
import type { AmountCurrency, Decimal } from '@portcall/contracts/money';
import type { TExpenseSection } from '@portcall/contracts/proformas';
import type { TExpenseCatalogueItem } from '@portcall/contracts/refdata';
import { AmountInput } from '../../../ui/amount-field';
import { AttachmentItem } from '../../../ui/attachment-item';
import { UploadInput } from '../../../ui/upload-field';
import { ReadLineNote } from '../../da-helper/components/read-line-note';
import { type EditorLine, newLineKey, sectionTitles } from '../lib/editor';

interface ExpenseSectionProps {
  section: TExpenseSection;
  lines: EditorLine[];
  catalogue: TExpenseCatalogueItem[];
  total: Decimal;
  currency: AmountCurrency;
  isReadOnly: boolean;
  errors: Record<string, string>;
  /**
   * Changes go through an updater of the whole list, never a copy of `lines` from this render:
   * FilePond keeps the callback it was first given, and a stale copy would undo a typed amount.
   */
  onChange: (update: (lines: EditorLine[]) => EditorLine[]) => void;
}

/** One of the three sections of a DA: its lines, a catalogue picker, additional items and the total. */
export function ExpenseSection({
  section,
  lines,
  catalogue,
  total,
  currency,
  isReadOnly,
  errors,
  onChange,
}: ExpenseSectionProps) {
  const title = sectionTitles[section];
  const usedItems = new Set(lines.map((l) => l.catalogueItemId).filter((id) => id !== undefined));
  const options = catalogue
    .filter((item) => item.sectionCode === section && !usedItems.has(Number(item.value)))
    .map((item) => ({ value: item.value, label: `${item.label} (${item.categoryName})` }));

  const update = (key: string, patch: Partial<EditorLine>) =>
    onChange((all) => all.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const remove = (key: string) => onChange((all) => all.filter((l) => l.key !== key));
  const addCatalogueItem = (value: string | null) => {
    const item = catalogue.find((c) => c.value === value);
    if (!item) return;
    onChange((all) => [
      ...all,
      {
        key: newLineKey(),
        section,
        catalogueItemId: Number(item.value),
        name: item.label,
        isAdditional: false,
        amount: '',
        existing: [],
        files: [],
      },
    ]);
  };
  const addAdditionalItem = () =>
    onChange((all) => [
      ...all,
      { key: newLineKey(), section, name: '', isAdditional: true, amount: '', existing: [], files: [] },
    ]);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Title order={4}>{title}</Title>
        <Text fw={600} aria-label={`${title} total`}>
          {currency.code} {formatAmount(total)}
        </Text>
      </Group>
      <Table striped verticalSpacing={6} aria-label={`${title} lines`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Expense</Table.Th>
            <Table.Th w={180} ta="right">
              Amount ({currency.code})
            </Table.Th>
            <Table.Th w={300}>Attachments</Table.Th>
            {!isReadOnly && <Table.Th w={40} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={4}>
                <Text c="dimmed" size="sm">
                  No expenses quoted in this section.
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {lines.map((line) => (
            <Table.Tr key={line.key}>
              <Table.Td>
                {line.isAdditional && !isReadOnly ? (
                  <TextInput
                    size="xs"
                    aria-label="Additional item name"
                    placeholder="Additional item name"
                    value={line.name}
                    error={errors[`${line.key}.name`]}
                    onChange={(e) => update(line.key, { name: e.currentTarget.value })}
                  />
                ) : (
                  <Group gap={6}>
                    <Text size="sm">{line.name}</Text>
                    {line.isAdditional && (
                      <Badge size="xs" variant="light" color="gray">
                        Additional
                      </Badge>
                    )}
                  </Group>
                )}
                {line.read && !isReadOnly ? (
                  <ReadLineNote
                    read={line.read}
                    itemId={line.catalogueItemId}
                    itemOptions={
                      line.catalogueItemId === undefined
                        ? undefined
                        : catalogue
                            .filter(
                              (item) =>
                                item.sectionCode === section &&
                                (Number(item.value) === line.catalogueItemId || !usedItems.has(Number(item.value))),
                            )
                            .map((item) => ({ value: item.value, label: item.label }))
                    }
                    onItemChange={(itemId) =>
                      update(line.key, {
                        catalogueItemId: itemId,
                        name: catalogue.find((c) => Number(c.value) === itemId)?.label ?? line.name,
                      })
                    }
                  />
                ) : null}
              </Table.Td>
              <Table.Td ta="right">
                {isReadOnly ? (
                  <Text size="sm">
                    {line.amount === '' ? '—' : formatAmount(line.amount, Math.max(2, currency.minorUnits))}
                  </Text>
                ) : (
                  <AmountInput
                    size="xs"
                    aria-label={`Amount of ${line.name || 'additional item'}`}
                    value={line.amount}
                    currency={currency}
                    error={errors[`${line.key}.amount`]}
                    onChange={(amount) => update(line.key, { amount })}
                    styles={{ input: { textAlign: 'right' } }}
                  />
                )}
              </Table.Td>
              <Table.Td>
                {line.readDocument ? (
                  <AttachmentItem
                    filename={line.readDocument.filename}
                    note="read document"
                    onRemove={isReadOnly ? undefined : () => update(line.key, { readDocument: undefined })}
                  />
                ) : null}
                {line.existing.map((file) => (
                  <AttachmentItem
                    key={file.id}
                    filename={file.filename}
                    onRemove={
                      isReadOnly
                        ? undefined
                        : () => update(line.key, { existing: line.existing.filter((f) => f.id !== file.id) })
                    }
                  />
                ))}
                {!isReadOnly && (
                  <UploadInput
                    name={`attachments-${line.key}`}
                    multiple
                    error={errors[`${line.key}.attachments`]}
                    value={line.files.map((file) => ({ kind: 'new' as const, file }))}
                    onChange={(items) =>
                      update(line.key, {
                        files: items.flatMap((item) => (item.kind === 'new' ? [item.file] : [])),
                      })
                    }
                  />
                )}
              </Table.Td>
              {!isReadOnly && (
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${line.name || 'additional item'}`}
                    onClick={() => remove(line.key)}
                  >
                    ×
                  </ActionIcon>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {!isReadOnly && (
        <Group mt="sm" align="flex-end">
          <Select
            size="xs"
            w={380}
            label={`Add from catalogue (${title.toLowerCase()})`}
            placeholder="Pick an expense"
            searchable
            data={options}
            value={null}
            onChange={addCatalogueItem}
            comboboxProps={{ zIndex: 300 }}
          />
          <Button size="xs" variant="light" onClick={addAdditionalItem}>
            Add additional item
          </Button>
        </Group>
      )}
    </Paper>
  );
}
