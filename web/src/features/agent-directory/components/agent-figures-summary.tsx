import { Anchor, Group, Text } from '@mantine/core';
import type { TAgentFigureKey } from '@portcall/contracts/agent-directory';
import { Link } from 'react-router';
import { calls, scorecardText } from '../../../ui/agent-scorecard';
import type { AgentFiguresProps } from '../../../ui/appointment-panels';
import { useAgent } from '../api/load-agent';

/** The figures that say most at a glance, in the order a buyer weighs them when appointing. */
const SHOWN: Array<{ key: TAgentFigureKey; short: string }> = [
  { key: 'averageRating', short: 'Rating' },
  { key: 'pdaToFdaChangePct', short: 'PDA to FDA' },
  { key: 'sentBackSharePct', short: 'Sent back' },
  { key: 'hoursToAnswer', short: 'Answers in' },
];

/**
 * One line of an agent's figures from the company's own calls with it (at the call's port for the
 * calls count), with a link to its directory page for the rest and the platform's figures.
 */
export function AgentFiguresSummary({ agentId, portId }: AgentFiguresProps) {
  const agent = useAgent(agentId, portId);
  if (!agent.data) return null;
  const yours = agent.data.yours;
  const parts = SHOWN.flatMap(({ key, short }) => {
    const figure = yours[key];
    if (figure.value === null || (key === 'averageRating' && figure.calls === 0)) return [];
    return [`${short} ${scorecardText(key, figure)}`];
  });
  const handled = yours.callsHandled.value ?? 0;
  if (handled > 0) parts.push(`${calls(handled)} ${portId === null ? 'with you' : 'with you at this port'}`);
  return (
    <Group gap="xs" wrap="wrap" aria-label={`Figures of ${agent.data.name}`}>
      <Text size="xs" c="dimmed">
        {parts.length > 0 ? parts.join(' · ') : 'No calls with you yet'}
      </Text>
      <Anchor component={Link} to={`/secured/buyer/agent-directory/agent/${agentId}`} size="xs" target="_blank">
        Agent page
      </Anchor>
    </Group>
  );
}
