import { Group, Text } from '@mantine/core';
import type { TAgentFigure, TAgentFigures } from '@portcall/contracts/agent-directory';

/** The figures a buyer chooses an agent by, in the order it weighs them, with how each reads. */
export const SCORECARD_FIGURES = [
  { key: 'pdaToFdaChangePct', short: 'PDA to FDA', format: (v: number) => `${v > 0 ? '+' : ''}${one(v)}%` },
  { key: 'daysEtsToFda', short: 'Sailing to FDA', format: (v: number) => `${one(v)} days` },
  { key: 'hoursToAnswer', short: 'Answers in', format: answerTime },
  { key: 'sentBackSharePct', short: 'DAs sent back', format: (v: number) => `${one(v)}%` },
  { key: 'callsHandled', short: 'Calls with you', format: (v: number) => String(v) },
] as const;
export type TScorecardKey = (typeof SCORECARD_FIGURES)[number]['key'];

/**
 * How long an agent takes to answer: hours with one decimal, but within the hour in minutes, so an
 * agent that answers at once does not read "0.0 h".
 */
export function answerTime(hours: number): string {
  if (hours >= 1) return `${one(hours)} h`;
  const minutes = Math.round(hours * 60);
  return minutes < 1 ? '< 1 min' : `${minutes} min`;
}

function one(n: number) {
  return n.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
const calls = (n: number) => `${n} ${n === 1 ? 'call' : 'calls'}`;

/** "+4.2% over 17 calls": a figure always with the sample it rests on; "—" when no call gives it. */
export function scorecardText(key: TScorecardKey, figure: TAgentFigure): string {
  const spec = SCORECARD_FIGURES.find((f) => f.key === key);
  if (!spec || figure.value === null) return '—';
  return key === 'callsHandled'
    ? spec.format(figure.value)
    : `${spec.format(figure.value)} over ${calls(figure.calls)}`;
}

/** One figure in a table cell: the value, and below it the calls it rests on. */
export function ScorecardCell({ figureKey, figure }: { figureKey: TScorecardKey; figure: TAgentFigure | undefined }) {
  if (!figure || figure.value === null)
    return (
      <Text size="xs" c="dimmed">
        No data yet
      </Text>
    );
  const spec = SCORECARD_FIGURES.find((f) => f.key === figureKey);
  return (
    <>
      <Text size="sm" fw={600}>
        {spec?.format(figure.value)}
      </Text>
      <Text size="xs" c="dimmed">
        over {calls(figure.calls)}
      </Text>
    </>
  );
}

/** The agent's figures on one line (the RFQ picker, the quote comparison), each with its sample. */
export function ScorecardLine({ figures, agentName }: { figures: TAgentFigures | undefined; agentName: string }) {
  const parts = figures
    ? SCORECARD_FIGURES.flatMap(({ key, short }) =>
        figures[key].value === null || (key === 'callsHandled' && figures[key].value === 0)
          ? []
          : [`${short} ${scorecardText(key, figures[key])}`],
      )
    : [];
  return (
    <Group gap="xs" wrap="wrap" aria-label={`Figures of ${agentName}`}>
      <Text size="xs" c="dimmed">
        {parts.length > 0 ? parts.join(' · ') : 'No calls with you yet'}
      </Text>
    </Group>
  );
}
