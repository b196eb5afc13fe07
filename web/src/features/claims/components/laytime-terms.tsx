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
import { instantOfWallClock, wallClockOf } from '@portcall/contracts/laytime-calc';
import { applyClause, LAYTIME_CLAUSES, type LaytimeClause } from '../lib/laytime-clauses';

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

/** Each field's first problem, keyed by its path in the body ('currency', 'deductions.0.to'). */
export type Problems = Record<string, string>;
type Edit = { body: LaytimeBody; set: (patch: Partial<LaytimeBody>) => void; problems?: Problems };
type InstantKey = 'norTenderedAt' | 'commencedWorkAt' | 'completedAt' | 'laytimeCommencesAt';

/** The first problem at `path` or under it ('allowance' also answers for 'allowance.hours'). */
export const problemAt = (problems: Problems | undefined, path: string): string | undefined =>
  problems?.[path] ?? Object.entries(problems ?? {}).find(([k]) => k.startsWith(`${path}.`))?.[1];

/** The port's UTC offset at an instant, as the picker's label shows it ("UTC+01:00"). */
function offsetText(iso: string, zone: string): string {
  try {
    const offset = instantOfWallClock(wallClockOf(iso, zone), zone).slice(-6);
    return `UTC${offset}`;
  } catch {
    return '';
  }
}

/**
 * An instant picked as the port's wall clock (the browser's date-time picker), stored as an ISO
 * instant with the port's offset for that day; the zone and offset are shown so nobody converts in
 * their head.
 */
export function PortTimeInput({
  label,
  value,
  zone,
  onChange,
  error,
  empty,
  size,
}: {
  label: string;
  value: string | null | undefined;
  zone: string;
  onChange: (iso: string | null) => void;
  error?: string;
  empty?: string;
  size?: 'xs' | 'sm';
}) {
  let wall = '';
  try {
    wall = value && !Number.isNaN(Date.parse(value)) ? wallClockOf(value, zone) : '';
  } catch {
    wall = '';
  }
  const offset = value && wall ? offsetText(value, zone) : '';
  return (
    <TextInput
      type="datetime-local"
      label={size === 'xs' ? undefined : label}
      aria-label={size === 'xs' ? label : undefined}
      size={size}
      description={size === 'xs' ? undefined : wall ? `Port time, ${zone} ${offset}` : (empty ?? `Port time, ${zone}`)}
      rightSection={size === 'xs' ? <Text size="10px">{offset.replace('UTC', '')}</Text> : undefined}
      rightSectionWidth={size === 'xs' ? 44 : undefined}
      value={wall}
      error={error}
      onChange={(e) => {
        const next = e.currentTarget.value;
        try {
          onChange(next ? instantOfWallClock(next, zone) : null);
        } catch {
          onChange(null);
        }
      }}
    />
  );
}

function InstantField({
  label,
  empty,
  body,
  field,
  set,
  problems,
}: Edit & { label: string; empty: string; field: InstantKey }) {
  const isOptional = field === 'commencedWorkAt' || field === 'laytimeCommencesAt';
  return (
    <PortTimeInput
      label={label}
      empty={empty}
      zone={body.timeZone}
      value={body[field]}
      error={problemAt(problems, field)}
      onChange={(iso) => set({ [field]: iso ?? (isOptional ? null : '') })}
    />
  );
}

/** The charter-party terms and the facts the calculation reads, as one grid of fields. */
export function LaytimeTermsFields({
  body,
  set,
  problems,
  timeBarDays,
  onTimeBarDays,
}: Edit & { timeBarDays: number | string; onTimeBarDays: (v: number | string) => void }) {
  const isQuantity = 'quantity' in body.allowance;
  const at = (path: string) => problemAt(problems, path);
  return (
    <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="sm">
      <Select
        label="Laytime clause"
        description="Fills the excepted periods; you can still change them"
        placeholder="Choose a clause"
        data={LAYTIME_CLAUSES.map((c) => ({ value: c.value, label: c.label }))}
        value={null}
        onChange={(v) => v && set(applyClause(body, v as LaytimeClause))}
      />
      <TextInput
        label="Currency"
        error={at('currency')}
        value={body.currency}
        onChange={(e) => set({ currency: e.currentTarget.value.toUpperCase() })}
      />
      <TextInput
        label="Demurrage rate per day"
        error={at('demurrageRatePerDay')}
        value={body.demurrageRatePerDay}
        onChange={(e) => set({ demurrageRatePerDay: e.currentTarget.value })}
      />
      <TextInput
        label="Despatch rate per day"
        description="Empty: half the demurrage rate"
        error={at('despatchRatePerDay')}
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
          error={at('allowance')}
          value={body.allowance.hours}
          onChange={(e) => set({ allowance: { hours: e.currentTarget.value } })}
        />
      ) : (
        <Group grow gap="xs">
          <TextInput
            label="Quantity (t)"
            error={at('allowance')}
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
        error={at('turnTimeHours')}
        value={body.turnTimeHours ?? '0'}
        onChange={(e) => set({ turnTimeHours: e.currentTarget.value })}
      />
      <TextInput
        label="Time zone"
        error={at('timeZone')}
        value={body.timeZone}
        onChange={(e) => set({ timeZone: e.currentTarget.value })}
      />
      <InstantField
        label="NOR tendered"
        empty="Port time, {body.timeZone}"
        body={body}
        field="norTenderedAt"
        set={set}
        problems={problems}
      />
      <InstantField
        label="Work commenced"
        empty="Port time, {body.timeZone}"
        body={body}
        field="commencedWorkAt"
        set={set}
        problems={problems}
      />
      <InstantField
        label="Completed"
        empty="Port time, {body.timeZone}"
        body={body}
        field="completedAt"
        set={set}
        problems={problems}
      />
      <InstantField
        label="Laytime commences at"
        empty="Empty: NOR + turn time"
        body={body}
        field="laytimeCommencesAt"
        set={set}
        problems={problems}
      />
      <TextInput
        label="Weekly excepted periods"
        description="For example SAT 12:00-MON 08:00; separate with ;"
        // A clause preset replaces the periods: a new key shows them.
        key={weeklyText(body.exceptedPeriods.weekly)}
        error={at('exceptedPeriods.weekly')}
        defaultValue={weeklyText(body.exceptedPeriods.weekly)}
        onBlur={(e) =>
          set({ exceptedPeriods: { ...body.exceptedPeriods, weekly: parseWeekly(e.currentTarget.value) } })
        }
      />
      <TextInput
        label="Holidays"
        description="Days, for example 2026-12-25, 2026-12-26"
        error={at('exceptedPeriods.holidays')}
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
        label="Excepted time counts if used"
        checked={body.unlessUsed ?? false}
        onChange={(e) => set({ unlessUsed: e.currentTarget.checked })}
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

/** Stoppages that do not count (or count in part) against laytime, edited in place. */
export function DeductionsTable({ body, set, problems }: Edit) {
  return (
    <>
      <Title order={3} fz="sm" mt="md" mb="xs">
        Deductions (stoppages)
      </Title>
      <Table withTableBorder aria-label="Deductions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>From (port time)</Table.Th>
            <Table.Th>To (port time)</Table.Th>
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
                {(['from', 'to'] as const).map((key) => (
                  <Table.Td key={key}>
                    <PortTimeInput
                      label={`Deduction ${key}`}
                      size="xs"
                      zone={body.timeZone}
                      value={d[key]}
                      error={problemAt(problems, `deductions.${i}.${key}`)}
                      onChange={(iso) => change({ [key]: iso ?? '' })}
                    />
                  </Table.Td>
                ))}
                <Table.Td>
                  <TextInput
                    aria-label="Deduction reason"
                    size="xs"
                    value={d.reason}
                    error={problemAt(problems, `deductions.${i}.reason`)}
                    onChange={(e) => change({ reason: e.currentTarget.value })}
                  />
                </Table.Td>
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
