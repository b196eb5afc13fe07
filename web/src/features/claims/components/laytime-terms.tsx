import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { TLaytimeRequestInput } from '@portcall/contracts/laytime';

export type LaytimeBody = TLaytimeRequestInput & {
  deductions: NonNullable<TLaytimeRequestInput['deductions']>;
  exceptedPeriods: { weekly: Array<{ from: string; to: string }>; holidays: string[] };
};

/** An instant as the port's wall clock ("2026-11-15 08:00 Europe/Amsterdam"), or '' when unreadable. */
export function portTime(iso: string | null | undefined, zone: string): string {
  if (!iso) return '';
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  try {
    const text = new Intl.DateTimeFormat('sv-SE', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(t);
    return `${text} ${zone}`;
  } catch {
    return '';
  }
}

const weeklyText = (w: Array<{ from: string; to: string }>) => w.map((p) => `${p.from}-${p.to}`).join('; ');
const parseWeekly = (text: string) =>
  text
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const [from = '', to = ''] = s.split('-').map((x) => x.trim());
      return { from, to };
    });

type Edit = { body: LaytimeBody; set: (patch: Partial<LaytimeBody>) => void };
type InstantKey = 'norTenderedAt' | 'commencedWorkAt' | 'completedAt' | 'laytimeCommencesAt';

/** An instant typed as ISO text, echoed below in the port's wall clock so a wrong offset shows at once. */
function InstantField({ label, empty, body, field, set }: Edit & { label: string; empty: string; field: InstantKey }) {
  const isOptional = field === 'commencedWorkAt' || field === 'laytimeCommencesAt';
  return (
    <TextInput
      label={label}
      description={portTime(body[field], body.timeZone) || empty}
      value={body[field] ?? ''}
      onChange={(e) => set({ [field]: e.currentTarget.value || (isOptional ? null : '') })}
    />
  );
}

/** The charter-party terms and the facts the calculation reads, as one grid of fields. */
export function LaytimeTermsFields({
  body,
  set,
  timeBarDays,
  onTimeBarDays,
}: Edit & { timeBarDays: number | string; onTimeBarDays: (v: number | string) => void }) {
  const isQuantity = 'quantity' in body.allowance;
  return (
    <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="sm">
      <TextInput
        label="Currency"
        value={body.currency}
        onChange={(e) => set({ currency: e.currentTarget.value.toUpperCase() })}
      />
      <TextInput
        label="Demurrage rate per day"
        value={body.demurrageRatePerDay}
        onChange={(e) => set({ demurrageRatePerDay: e.currentTarget.value })}
      />
      <TextInput
        label="Despatch rate per day"
        description="Empty: half the demurrage rate"
        value={body.despatchRatePerDay ?? ''}
        onChange={(e) => set({ despatchRatePerDay: e.currentTarget.value === '' ? null : e.currentTarget.value })}
      />
      <Select
        label="Despatch basis"
        data={[
          { value: 'WORKING_TIME_SAVED', label: 'Working time saved' },
          { value: 'ALL_TIME_SAVED', label: 'All time saved' },
        ]}
        value={body.despatchBasis ?? 'WORKING_TIME_SAVED'}
        onChange={(v) => set({ despatchBasis: (v ?? 'WORKING_TIME_SAVED') as LaytimeBody['despatchBasis'] })}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Laytime allowed
        </Text>
        <SegmentedControl
          size="xs"
          data={['Hours', 'Quantity']}
          value={isQuantity ? 'Quantity' : 'Hours'}
          onChange={(v) =>
            set({ allowance: v === 'Hours' ? { hours: '72' } : { quantity: '50000', ratePerDay: '10000' } })
          }
        />
      </Stack>
      {'hours' in body.allowance ? (
        <TextInput
          label="Allowed hours"
          value={body.allowance.hours}
          onChange={(e) => set({ allowance: { hours: e.currentTarget.value } })}
        />
      ) : (
        <Group grow gap="xs">
          <TextInput
            label="Quantity (t)"
            value={body.allowance.quantity}
            onChange={(e) =>
              set({
                allowance: {
                  ...(body.allowance as { quantity: string; ratePerDay: string }),
                  quantity: e.currentTarget.value,
                },
              })
            }
          />
          <TextInput
            label="Rate per day (t)"
            value={body.allowance.ratePerDay}
            onChange={(e) =>
              set({
                allowance: {
                  ...(body.allowance as { quantity: string; ratePerDay: string }),
                  ratePerDay: e.currentTarget.value,
                },
              })
            }
          />
        </Group>
      )}
      <TextInput
        label="Turn time (hours)"
        value={body.turnTimeHours ?? '0'}
        onChange={(e) => set({ turnTimeHours: e.currentTarget.value })}
      />
      <TextInput label="Time zone" value={body.timeZone} onChange={(e) => set({ timeZone: e.currentTarget.value })} />
      <InstantField label="NOR tendered" empty="ISO with offset" body={body} field="norTenderedAt" set={set} />
      <InstantField label="Work commenced" empty="ISO with offset" body={body} field="commencedWorkAt" set={set} />
      <InstantField label="Completed" empty="ISO with offset" body={body} field="completedAt" set={set} />
      <InstantField
        label="Laytime commences at"
        empty="Empty: NOR + turn time"
        body={body}
        field="laytimeCommencesAt"
        set={set}
      />
      <TextInput
        label="Weekly excepted periods"
        description="For example SAT 12:00-MON 08:00; separate with ;"
        defaultValue={weeklyText(body.exceptedPeriods.weekly)}
        onBlur={(e) =>
          set({ exceptedPeriods: { ...body.exceptedPeriods, weekly: parseWeekly(e.currentTarget.value) } })
        }
      />
      <TextInput
        label="Holidays"
        description="Days, for example 2026-12-25, 2026-12-26"
        defaultValue={body.exceptedPeriods.holidays.join(', ')}
        onBlur={(e) =>
          set({
            exceptedPeriods: {
              ...body.exceptedPeriods,
              holidays: e.currentTarget.value
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean),
            },
          })
        }
      />
      <NumberInput
        label="Time bar (days after completion)"
        min={1}
        max={3650}
        value={timeBarDays}
        onChange={onTimeBarDays}
      />
      <Checkbox
        mt="lg"
        label="Exceptions apply on demurrage"
        checked={body.exceptionsApplyOnDemurrage ?? false}
        onChange={(e) => set({ exceptionsApplyOnDemurrage: e.currentTarget.checked })}
      />
    </SimpleGrid>
  );
}

const DEDUCTION_TEXTS = ['from', 'to', 'reason'] as const;

/** Stoppages that do not count (or count in part) against laytime, edited in place. */
export function DeductionsTable({ body, set }: Edit) {
  return (
    <>
      <Title order={3} fz="sm" mt="md" mb="xs">
        Deductions (stoppages)
      </Title>
      <Table withTableBorder aria-label="Deductions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>From</Table.Th>
            <Table.Th>To</Table.Th>
            <Table.Th>Reason</Table.Th>
            <Table.Th w={110}>Counts %</Table.Th>
            <Table.Th w={90} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {body.deductions.map((d, i) => {
            const change = (patch: Partial<typeof d>) =>
              set({ deductions: body.deductions.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place
              <Table.Tr key={i}>
                {DEDUCTION_TEXTS.map((key) => (
                  <Table.Td key={key}>
                    <TextInput
                      aria-label={`Deduction ${key}`}
                      size="xs"
                      value={d[key]}
                      onChange={(e) => change({ [key]: e.currentTarget.value })}
                    />
                  </Table.Td>
                ))}
                <Table.Td>
                  <NumberInput
                    aria-label="Deduction counts percent"
                    size="xs"
                    min={0}
                    max={100}
                    value={Number(d.countPercent ?? '0')}
                    onChange={(v) => change({ countPercent: String(v === '' ? 0 : v) })}
                  />
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => set({ deductions: body.deductions.filter((_, j) => j !== i) })}
                  >
                    Remove
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Group mt="xs">
        <Button
          size="xs"
          variant="light"
          onClick={() =>
            set({
              deductions: [
                ...body.deductions,
                { from: body.norTenderedAt, to: body.completedAt, reason: 'Stoppage', countPercent: '0' },
              ],
            })
          }
        >
          Add deduction
        </Button>
      </Group>
    </>
  );
}
