import { Group, Text } from '@mantine/core';
import type { TAgentFigure, TAgentFigureKey, TAgentFigures } from '@portcall/contracts/agent-directory';

/** How each of an agent's figures reads, wherever it is shown (scorecards, the agent's page). */
export const figureFormats: Record<TAgentFigureKey, (value: number) => string> = {
  pdaToFdaChangePct: (v) => `${v > 0 ? '+' : ''}${one(v)}%`,
  sentBackSharePct: (v) => `${one(v)}%`,
  daysEtsToFda: (v) => `${one(v)} days`,
  hoursToAnswer: answerTime,
  callsHandled: (v) => String(v),
  averageRating: (v) => `${v.toFixed(2)} / 5`,
};

/** The figures a buyer chooses an agent by, in the order it weighs them. */
export const SCORECARD_FIGURES = [
  { key: 'pdaToFdaChangePct', short: 'PDA to FDA' },
  { key: 'daysEtsToFda', short: 'Sailing to FDA' },
  { key: 'hoursToAnswer', short: 'Answers in' },
  { key: 'sentBackSharePct', short: 'DAs sent back' },
  { key: 'callsHandled', short: 'Calls with you' },
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
/** "1 call", "17 calls". */
export const calls = (n: number) => `${n} ${n === 1 ? 'call' : 'calls'}`;

/** "+4.2% over 17 calls": a figure always with the sample it rests on; "—" when no call gives it. */
export function scorecardText(key: TAgentFigureKey, figure: TAgentFigure): string {
  if (figure.value === null) return '—';
  const value = figureFormats[key](figure.value);
  return key === 'callsHandled' ? value : `${value} over ${calls(figure.calls)}`;
}

/** One figure in a table cell: the value, and below it the calls it rests on. */
export function ScorecardCell({ figureKey, figure }: { figureKey: TScorecardKey; figure: TAgentFigure | undefined }) {
  if (!figure || figure.value === null)
    return (
      <Text size="xs" c="dimmed">
        No data yet
      </Text>
    );
  return (
    <>
      <Text size="sm" fw={600}>
        {figureFormats[figureKey](figure.value)}
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
