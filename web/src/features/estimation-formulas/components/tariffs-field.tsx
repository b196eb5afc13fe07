import { ActionIcon, Button, Card, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import type { TTariffBand } from '@portcall/contracts/estimations';

/** A tariff table as edited: its name and bands, every figure as typed text. */
export interface TariffDraft {
  name: string;
  bands: Array<{ from: string; to: string; amount: string; base: string; rate: string }>;
}

export function toDrafts(tariffs: Record<string, TTariffBand[]>): TariffDraft[] {
  return Object.entries(tariffs).map(([name, bands]) => ({
    name,
    bands: bands.map((b) => ({
      from: b.from,
      to: b.to ?? '',
      amount: b.amount ?? '',
      base: b.base ?? '',
      rate: b.rate ?? '',
    })),
  }));
}

/** The drafts as the API takes them (blank `to`: no upper end; a band is flat or base + rate). */
export function fromDrafts(drafts: TariffDraft[]): Record<string, TTariffBand[]> {
  return Object.fromEntries(
    drafts.map((d) => [
      d.name.trim(),
      d.bands.map((b) => ({
        from: b.from.trim() || '0',
        to: b.to.trim() || null,
        ...(b.amount.trim() !== ''
          ? { amount: b.amount.trim() }
          : { ...(b.base.trim() ? { base: b.base.trim() } : {}), rate: b.rate.trim() || '0' }),
      })),
    ]),
  );
}

const emptyBand = () => ({ from: '', to: '', amount: '', base: '', rate: '' });

/** Tariff tables: bands such as "0-500 GT 100, 500-2,000 GT 250, above 2,000: 250 + 0.0125 per GT". */
export function TariffsField({
  value,
  onChange,
  disabled = false,
}: {
  value: TariffDraft[];
  onChange: (v: TariffDraft[]) => void;
  disabled?: boolean;
}) {
  const set = (i: number, next: TariffDraft) => onChange(value.map((d, j) => (j === i ? next : d)));
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          Tariff tables
        </Text>
        <Button
          size="xs"
          variant="light"
          onClick={() => onChange([...value, { name: `table${value.length + 1}`, bands: [emptyBand()] }])}
        >
          Add tariff table
        </Button>
      </Group>
      {value.length === 0 && (
        <Text size="sm" c="dimmed">
          No tariff table. A formula reads one with tariff("name", value).
        </Text>
      )}
      {value.map((d, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a table is edited in place; its name changes as typed
        <Card key={i} withBorder padding="sm">
          <Group justify="space-between" mb="xs">
            <TextInput
              label="Tariff name"
              value={d.name}
              onChange={(e) => set(i, { ...d, name: e.currentTarget.value })}
              w={220}
            />
            <Button size="xs" variant="subtle" color="red" onClick={() => onChange(value.filter((_, j) => j !== i))}>
              Remove table
            </Button>
          </Group>
          <Table verticalSpacing={4} aria-label={`Bands of ${d.name}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>From</Table.Th>
                <Table.Th>To (blank: no end)</Table.Th>
                <Table.Th>Flat amount</Table.Th>
                <Table.Th>or base</Table.Th>
                <Table.Th>+ rate × value</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.bands.map((b, k) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: bands are positional rows
                <Table.Tr key={k}>
                  {(['from', 'to', 'amount', 'base', 'rate'] as const).map((field) => (
                    <Table.Td key={field}>
                      <TextInput
                        disabled={disabled}
                        size="xs"
                        aria-label={`Band ${k + 1} ${field}`}
                        value={b[field]}
                        onChange={(e) =>
                          set(i, {
                            ...d,
                            bands: d.bands.map((x, m) => (m === k ? { ...x, [field]: e.currentTarget.value } : x)),
                          })
                        }
                      />
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove band ${k + 1}`}
                      onClick={() => set(i, { ...d, bands: d.bands.filter((_, m) => m !== k) })}
                    >
                      ×
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Button size="xs" variant="subtle" mt="xs" onClick={() => set(i, { ...d, bands: [...d.bands, emptyBand()] })}>
            Add band
          </Button>
        </Card>
      ))}
    </Stack>
  );
}
