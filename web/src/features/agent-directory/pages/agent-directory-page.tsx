import { Anchor, Badge, Group, NumberInput, Stack, Text } from '@mantine/core';
import { AGENT_VERIFICATIONS, type TAgentDirectoryRow } from '@portcall/contracts/agent-directory';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/http-policy';
import { useAgentTypes } from '../../../api/ref-data/agent-types';
import { useCountries } from '../../../api/ref-data/countries';
import { SCORECARD_FIGURES, ScorecardCell } from '../../../ui/agent-scorecard';
import { type DataColumn, DataTable } from '../../../ui/data-table';
import { PageHeader } from '../../../ui/page-header';
import { PortFilter } from '../../../ui/port-filter';
import { SearchFilter, SelectFilter } from '../../../ui/table-filters';
import { useTableState } from '../../../ui/table-state';
import { useAgentSearch } from '../api/search-agents';
import { InviteAgencyButton, InvitedAgencies } from '../components/invite-agency';
import { KypBadge, VerificationBadge } from '../components/verification-badge';

export const AGENT_DIRECTORY_PATH = '/secured/buyer/agent-directory';

const ports = (n: number) => `${n} ${n === 1 ? 'port' : 'ports'}`;

// Where the agent is, how many ports it serves, the buyer's rating and its expertise read under its
// name, so the figures a buyer compares fit beside it on a laptop's screen (no sideways scroll).
const columns: DataColumn<TAgentDirectoryRow>[] = [
  {
    key: 'name',
    header: 'Agent',
    render: (a) => (
      <Stack gap={2} miw={170}>
        <Anchor component={Link} to={`${AGENT_DIRECTORY_PATH}/agent/${a.id}`} fw={600} size="sm">
          {a.name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {[a.city, a.country?.name].filter(Boolean).join(', ') || '—'} · {ports(a.portCount)}
        </Text>
        {a.rating.count > 0 ? (
          <Text size="xs">
            Your rating {a.rating.average.toFixed(2)} / 5{' '}
            <Text span size="xs" c="dimmed">
              ({a.rating.count})
            </Text>
          </Text>
        ) : null}
        {a.expertise.length > 0 ? (
          <Group gap={4} aria-label={`Expertise of ${a.name}`}>
            {a.expertise.map((e) => (
              <Badge key={e.id} variant="light" color="gray" size="xs">
                {e.name}
              </Badge>
            ))}
          </Group>
        ) : null}
      </Stack>
    ),
  },
  {
    key: 'verification',
    header: 'Verification',
    render: (a) => (
      <Stack gap={4} align="flex-start">
        <VerificationBadge verification={a.verification} />
        <KypBadge kyp={a.kyp} isCompact />
      </Stack>
    ),
  },
  {
    key: 'calls',
    header: 'Calls with you',
    align: 'right',
    sortProperty: 'callsHandled',
    render: (a) => a.callsWithYou,
  },
  // The buyer's own figures of each agent, each with the calls it rests on (sortable by the server).
  ...SCORECARD_FIGURES.filter((f) => f.key !== 'callsHandled').map(
    (f): DataColumn<TAgentDirectoryRow> => ({
      key: f.key,
      header: f.short,
      align: 'right',
      sortProperty: f.key,
      render: (a) => <ScorecardCell figureKey={f.key} figure={a.figures?.[f.key]} />,
    }),
  ),
];

const verificationOptions = AGENT_VERIFICATIONS.map((v) => ({
  value: v,
  label: v === 'VERIFIED' ? 'Verified' : 'Not verified',
}));

/**
 * /secured/buyer/agent-directory: every agent on the platform, found by name, port, country,
 * expertise, verification and the rating the buyer's company gave; a name opens the agent's page.
 */
export function AgentDirectoryPage() {
  const table = useTableState({
    filters: {
      name: '',
      portId: null as string | null,
      countryId: null as string | null,
      expertise: null as string | null,
      verification: null as string | null,
      minRating: null as number | null,
      minCalls: null as number | null,
      maxPdaToFdaChangePct: null as number | null,
    },
  });
  const list = useAgentSearch(table.query);
  const countries = useCountries();
  const agentTypes = useAgentTypes();
  const { filters } = table.state;

  return (
    <Stack gap="lg">
      <PageHeader
        eyebrow="Agent directory"
        title="Find an agent"
        description="Every agent on the platform. Open one to see its ports, contacts and how its calls went: your own history, and the platform's where enough buyers worked with it."
        actions={<InviteAgencyButton />}
      />
      <DataTable
        label="Agents"
        columns={columns}
        rows={list.data?.items}
        total={list.data?.total ?? 0}
        rowKey={(a) => a.id}
        table={table}
        isFetching={list.isFetching}
        error={list.isError ? errorMessage(list.error) : null}
        toolbar={
          <Group gap="sm" align="flex-end" wrap="wrap">
            <SearchFilter table={table} name="name" label="Agent name" placeholder="Search agents" width={180} />
            <PortFilter
              label="Port"
              value={filters.portId}
              onChange={(v) => table.setFilter('portId', v)}
              width={180}
            />
            <SelectFilter table={table} name="countryId" label="Country" data={countries.data ?? []} width={160} />
            <SelectFilter table={table} name="expertise" label="Expertise" data={agentTypes.data ?? []} width={170} />
            <SelectFilter
              table={table}
              name="verification"
              label="Verification"
              data={verificationOptions}
              width={150}
            />
            <NumberInput
              label="Your rating from"
              w={140}
              min={1}
              max={5}
              step={0.5}
              decimalScale={1}
              value={filters.minRating ?? ''}
              onChange={(v) => table.setFilter('minRating', typeof v === 'number' ? v : null)}
            />
            <NumberInput
              label="Sample, at least (calls)"
              title="The calls the sorted figure rests on (calls with you without a sort)"
              w={180}
              min={0}
              allowDecimal={false}
              value={filters.minCalls ?? ''}
              onChange={(v) => table.setFilter('minCalls', typeof v === 'number' ? v : null)}
            />
            <NumberInput
              label="PDA to FDA at most (%)"
              w={180}
              step={1}
              decimalScale={1}
              value={filters.maxPdaToFdaChangePct ?? ''}
              onChange={(v) => table.setFilter('maxPdaToFdaChangePct', typeof v === 'number' ? v : null)}
            />
          </Group>
        }
        emptyState={{
          title: 'No agent found',
          description: 'An agency you work with is not on Portcall yet? Invite it: it registers from your invitation.',
        }}
      />
      <InvitedAgencies />
    </Stack>
  );
}
