import { Table, Text } from '@mantine/core';
import {
  AGENT_FIGURES,
  PLATFORM_FIGURE_MIN_BUYERS,
  type TAgentFigure,
  type TAgentFigureKey,
  type TAgentFigures,
  type TPlatformFigures,
} from '@portcall/contracts/agent-directory';
import { figureFormats } from '../../../ui/agent-scorecard';

/** What each figure says and how its value reads. */
export const FIGURE_LABELS: Record<TAgentFigureKey, string> = {
  pdaToFdaChangePct: 'PDA to FDA change (median)',
  sentBackSharePct: 'DAs sent back for review',
  daysEtsToFda: 'Days from sailing to FDA (median)',
  hoursToAnswer: 'Time to answer an appointment (median)',
  callsHandled: 'Calls handled',
  averageRating: 'Average rating',
};

export const basedOn = (calls: number) => `based on ${calls} ${calls === 1 ? 'call' : 'calls'}`;

function FigureCell({
  figureKey,
  figure,
  hidden,
}: {
  figureKey: TAgentFigureKey;
  figure: TAgentFigure | null;
  hidden?: string;
}) {
  if (!figure)
    return (
      <Text size="sm" c="dimmed">
        {hidden}
      </Text>
    );
  return (
    <>
      <Text size="sm" fw={600}>
        {figure.value === null
          ? 'No data yet'
          : // platform-core §9 makes an unrated agent's rating 0; it reads as not rated, not as zero stars.
            figureKey === 'averageRating' && figure.calls === 0
            ? 'Not rated yet'
            : figureFormats[figureKey](figure.value)}
      </Text>
      <Text size="xs" c="dimmed">
        {basedOn(figure.calls)}
      </Text>
    </>
  );
}

/**
 * The agent's figures, computed from the platform's own calls: the reader's company's history beside
 * the platform's (anonymised, shown only from five distinct buyers), each with the calls it rests on.
 */
export function AgentFigures({ yours, platform }: { yours: TAgentFigures; platform: TPlatformFigures }) {
  const hidden = `Not enough data (fewer than ${PLATFORM_FIGURE_MIN_BUYERS} buyers)`;
  return (
    <Table withTableBorder verticalSpacing="sm" aria-label="Agent figures">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Figure</Table.Th>
          <Table.Th>Your calls</Table.Th>
          <Table.Th>All buyers on the platform</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {AGENT_FIGURES.map((key) => (
          <Table.Tr key={key}>
            <Table.Td>
              <Text size="sm">{FIGURE_LABELS[key]}</Text>
            </Table.Td>
            <Table.Td>
              <FigureCell figureKey={key} figure={yours[key]} />
            </Table.Td>
            <Table.Td>
              <FigureCell figureKey={key} figure={platform[key]} hidden={hidden} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
