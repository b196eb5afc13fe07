import { Box, Group, Text } from '@mantine/core';
import { formatDateTimeInZone } from '@portcall/contracts/format';
import type { TLaytimeResult, TStatementReason } from '@portcall/contracts/laytime';

/** How each kind of interval looks on the timeline and in the legend. */
export const KIND_STYLE: Record<TStatementReason, { label: string; color: string }> = {
  BEFORE_LAYTIME: { label: 'Before laytime', color: '#c5d3e0' },
  LAYTIME: { label: 'Counting', color: '#1f8a70' },
  USED_DURING_EXCEPTED: { label: 'Counting (used)', color: '#4fb39a' },
  EXCEPTED: { label: 'Excepted', color: '#9aa5b1' },
  HOLIDAY: { label: 'Holiday', color: '#7b8794' },
  DEDUCTION: { label: 'Deducted', color: '#e3a008' },
  DEMURRAGE: { label: 'Demurrage', color: '#c53030' },
};

// Laytime is computed on UTC instants; the zone is part of every time shown.
const fmt = (iso: string) => formatDateTimeInZone(iso, 'UTC');

/**
 * The laytime statement as one horizontal bar from NOR to completion: each interval is a segment as
 * wide as its time, coloured by what it is (counting, excepted, deducted, demurrage); a red line marks
 * when laytime expired. Plain CSS, no chart library.
 */
export function LaytimeTimeline({ result }: { result: TLaytimeResult }) {
  const rows = result.statement;
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last) return null;
  const start = Date.parse(first.from);
  const span = Math.max(1, Date.parse(last.to) - start);
  const pct = (iso: string) => ((Date.parse(iso) - start) / span) * 100;
  const kinds = [...new Set(rows.map((r) => r.kind))];
  const summary = `Laytime timeline from ${fmt(first.from)} to ${fmt(last.to)}: ${rows.length} intervals${result.laytimeExpiredAt ? `, laytime expired ${fmt(result.laytimeExpiredAt)}` : ''}`;
  return (
    <Box>
      <Box
        role="img"
        aria-label={summary}
        pos="relative"
        h={44}
        style={{ display: 'flex', borderRadius: 6, overflow: 'hidden', border: '1px solid #d9e2ec' }}
      >
        {rows.map((r) => {
          const style = KIND_STYLE[r.kind];
          const partial = r.kind === 'DEDUCTION' && r.counts !== '0';
          return (
            <Box
              key={r.from}
              title={`${style.label}${r.kind === 'DEDUCTION' ? ` (${r.reason}, counts ${r.counts}%)` : ''}${r.onDemurrage ? ' — on demurrage' : ''}: ${fmt(r.from)} – ${fmt(r.to)}`}
              style={{
                width: `${pct(r.to) - pct(r.from)}%`,
                background: partial
                  ? `repeating-linear-gradient(45deg, ${style.color}, ${style.color} 6px, #f5d58a 6px, #f5d58a 12px)`
                  : style.color,
                borderRight: '1px solid rgba(255,255,255,0.6)',
                boxShadow: r.onDemurrage && r.kind !== 'DEMURRAGE' ? 'inset 0 -6px 0 #c53030' : undefined,
              }}
            />
          );
        })}
        {result.laytimeExpiredAt ? (
          <Box
            pos="absolute"
            top={0}
            bottom={0}
            style={{ left: `${pct(result.laytimeExpiredAt)}%`, width: 3, background: '#102a43' }}
            title={`Laytime expired ${fmt(result.laytimeExpiredAt)}`}
          />
        ) : null}
      </Box>
      <Group justify="space-between" mt={4}>
        <Text size="xs" c="dimmed">
          {fmt(first.from)}
        </Text>
        {result.laytimeExpiredAt ? (
          <Text size="xs" fw={600}>
            Laytime expired {fmt(result.laytimeExpiredAt)}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          {fmt(last.to)}
        </Text>
      </Group>
      <Group gap="md" mt="xs" aria-label="Legend">
        {kinds.map((k) => (
          <Group key={k} gap={6}>
            <Box w={14} h={14} style={{ background: KIND_STYLE[k].color, borderRadius: 3 }} />
            <Text size="xs">{KIND_STYLE[k].label}</Text>
          </Group>
        ))}
      </Group>
    </Box>
  );
}

export const hoursOf = (minutes: number) => {
  const h = Math.floor(minutes / 60);
  const m = Math.round((minutes - h * 60) * 100) / 100;
  return `${h}h ${String(m).padStart(2, '0')}m`;
};
