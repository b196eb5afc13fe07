import { Group, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import type {
  TEvaluationBenchmarks,
  TLineBenchmark,
  TLineDistribution,
  TLineFlag,
  TLineFlagKind,
} from '@portcall/contracts/evaluation-benchmarks';
import type { TExpenseEvaluation } from '@portcall/contracts/evaluations';
import { formatAmount } from '@portcall/contracts/format';
import { type ReactNode, useId } from 'react';
import { FlagIcon } from '../../../ui/icons';
import { useLineBenchmarks } from '../api/load-line-benchmarks';

/** The word before a flag's sentence, so its kind reads without the colour. */
const kindWords: Record<TLineFlagKind, string> = {
  OUTLIER_HIGH: 'Outlier',
  OUTLIER_LOW: 'Outlier',
  ARITHMETIC: 'Check',
  TARIFF_CURRENCY: 'Check',
  DUPLICATE_ACROSS_SECTIONS: 'Check',
  CHARGED_TWICE: 'Check',
};

/** "Median 120.00, range 104.00–136.00 (10th–90th percentile), 5 calls of … (your history)". */
function DistributionLine({ d, source, currency }: { d: TLineDistribution; source: string; currency: string }) {
  return (
    <Text size="xs" c="dimmed">
      {source}: median {currency} {formatAmount(d.median)}, range {formatAmount(d.p10)}–{formatAmount(d.p90)} (10th–90th
      percentile), {d.calls} calls of {d.groupLabel}
    </Text>
  );
}

/** A flag: its kind and sentence on a button (wrapping in the narrow name column); a click opens why. */
export function LineFlag({ flag }: { flag: TLineFlag }) {
  const headingId = useId();
  const outlier = flag.kind === 'OUTLIER_HIGH' || flag.kind === 'OUTLIER_LOW';
  const color = outlier ? 'red' : 'orange';
  return (
    <Popover width={360} position="bottom-start" withArrow shadow="md">
      <Popover.Target>
        <UnstyledButton
          aria-haspopup="dialog"
          px={6}
          py={2}
          bg={`var(--mantine-color-${color}-1)`}
          style={{ borderRadius: 'var(--mantine-radius-sm)', textAlign: 'left' }}
        >
          <Group gap={4} wrap="nowrap" align="flex-start">
            <FlagIcon size={14} style={{ flexShrink: 0, marginTop: 2 }} color={`var(--mantine-color-${color}-9)`} />
            <Text size="xs" fw={600} c={`${color}.9`}>
              {kindWords[flag.kind]}: {flag.message}
            </Text>
          </Group>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-labelledby={headingId}>
        <Text id={headingId} size="sm" fw={600} mb={4}>
          Why this line is flagged
        </Text>
        <Text size="sm">{flag.why}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}

/** Under a line's name: its history at the port (the buyer's own, and the platform's) and its flags. */
export function LineBenchmarkNote({ benchmark, currency }: { benchmark: TLineBenchmark; currency: string }) {
  if (!benchmark.own && !benchmark.platform && benchmark.flags.length === 0) return null;
  return (
    <Stack gap={2} mt={2}>
      {benchmark.own && <DistributionLine d={benchmark.own} source="Your history" currency={currency} />}
      {benchmark.platform && <DistributionLine d={benchmark.platform} source="Platform" currency={currency} />}
      {benchmark.flags.length > 0 && (
        <Group gap={4}>
          {benchmark.flags.map((f) => (
            <LineFlag key={f.kind} flag={f} />
          ))}
        </Group>
      )}
    </Stack>
  );
}

/** The notes the evaluation page puts under each line, read apart from the evaluation itself. */
export function useLineBenchmarkNotes(evaluationId: number) {
  const benchmarks = useLineBenchmarks(evaluationId, Number.isFinite(evaluationId));
  const byLine = new Map((benchmarks.data?.lines ?? []).map((l) => [l.expenseEvaluationId, l]));
  return function lineNote(line: TExpenseEvaluation): ReactNode {
    const found = byLine.get(line.id);
    return found ? <LineBenchmarkNote benchmark={found} currency={currencyOf(benchmarks.data)} /> : null;
  };
}
const currencyOf = (b: TEvaluationBenchmarks | undefined) => b?.currency ?? '';
