import { Button, Collapse, Group, Select, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { TOption } from '@portcall/contracts/fields';
import { messages } from '@portcall/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DateInput } from '../../../ui/date-input';
import { DROPDOWN_Z_INDEX } from '../../../ui/layers';
import { SearchFilter, SelectFilter } from '../../../ui/table-filters';
import type { TableController } from '../../../ui/table-state';
import { filterPorts } from '../api/filter-ports';
import { useKnownAgentOptions } from '../api/list-known-agents';
import { usePeopleOptions } from '../api/list-people';
import { useRegionOptions } from '../api/list-regions';
import { useVesselOptions } from '../api/list-vessels';
import type { DashboardFilters } from './dashboard-store';

type Table = TableController<DashboardFilters>;

/** The port filter searches the server as the user types, like the form's port field. */
function PortFilter({ table }: { table: Table }) {
  const value = table.state.filters.port;
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<TOption | null>(null);
  const search = useQuery({
    queryKey: ['port-calls', 'port-filter', text.trim()],
    queryFn: ({ signal }) => filterPorts(text.trim(), signal),
    enabled: text.trim().length > 0,
    staleTime: 60_000,
    meta: { silent: true },
  });
  const data = [...(chosen ? [chosen] : []), ...(search.data ?? []).filter((o) => o.value !== chosen?.value)];
  return (
    <Select
      label="Port"
      placeholder="Search a port"
      w={220}
      searchable
      clearable
      data={data}
      value={value === null || value === '' ? null : String(value)}
      searchValue={text}
      onSearchChange={setText}
      filter={({ options }) => options}
      onChange={(v, option) => {
        setChosen(option ? { value: option.value, label: option.label } : null);
        table.setFilter('port', v);
      }}
      nothingFoundMessage={text.trim() ? messages.NO_OPTIONS : messages.INSERT_TEXT_TO_SEARCH}
      comboboxProps={{ zIndex: DROPDOWN_Z_INDEX }}
    />
  );
}

function DateFilter({ table, name, label }: { table: Table; name: keyof DashboardFilters; label: string }) {
  const value = table.state.filters[name];
  return (
    <DateInput
      label={label}
      w={160}
      value={typeof value === 'string' && value ? value : null}
      onChange={(v) => table.setFilter(name, v)}
    />
  );
}

function BooleanFilter({ table, name, label }: { table: Table; name: keyof DashboardFilters; label: string }) {
  return (
    <Switch
      label={label}
      checked={table.state.filters[name] === true || table.state.filters[name] === 'true'}
      onChange={(e) => table.setFilter(name, e.currentTarget.checked ? true : null)}
      mb={8}
    />
  );
}

/** An id typed by hand (a port call or appointment number someone quoted in a mail). */
function IdFilter({ table, name, label }: { table: Table; name: keyof DashboardFilters; label: string }) {
  const value = table.state.filters[name];
  return (
    <TextInput
      label={label}
      w={140}
      inputMode="numeric"
      placeholder="Any"
      value={value === null ? '' : String(value)}
      onChange={(e) => {
        const digits = e.currentTarget.value.replace(/\D/g, '');
        table.setFilter(name, digits === '' ? null : digits);
      }}
    />
  );
}

const filterLabels = {
  myPendingTasks: 'my pending tasks',
  mySubmittedAppointments: 'my submitted appointments',
  vessel: 'vessel',
  port: 'port',
  agent: 'agent',
  voyageNumber: 'voyage number',
  etaFromDate: 'ETA from',
  etaToDate: 'ETA to',
  etsFromDate: 'ETS from',
  etsToDate: 'ETS to',
  portCallId: 'port call ID',
  appointmentId: 'appointment ID',
  regionId: 'region',
  assignee: 'assignee',
  opsCoordinator: 'ops coordinator',
} as const;

/**
 * The fifteen filters of operations §2. The common ones are always shown; the rest fold under
 * "More filters" (opened by itself when one of them is set). Only non-empty ones are sent.
 */
export function DashboardFiltersBar({ table }: { table: Table }) {
  const vessels = useVesselOptions();
  const agents = useKnownAgentOptions();
  const people = usePeopleOptions();
  const regions = useRegionOptions();
  const f = table.state.filters;
  const hasMore = [
    f.appointmentId,
    f.portCallId,
    f.regionId,
    f.assignee,
    f.opsCoordinator,
    f.etsFromDate,
    f.etsToDate,
  ].some((v) => v !== null && v !== '');
  const [isOpen, { toggle }] = useDisclosure(hasMore);
  // Filters are kept across visits: say which ones hide rows, with one click to drop them all.
  const active = (Object.keys(filterLabels) as Array<keyof typeof filterLabels>).filter(
    (name) => f[name] !== null && f[name] !== '' && f[name] !== false,
  );
  return (
    <>
      {active.length > 0 ? (
        <Group gap="xs" w="100%" role="status" aria-label="Filters on">
          <Text size="sm" c="dimmed">
            Showing only port calls filtered by {active.map((name) => filterLabels[name]).join(', ')}.
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={() => table.resetFilters()}>
            Clear all filters
          </Button>
        </Group>
      ) : null}
      <BooleanFilter table={table} name="myPendingTasks" label="My pending tasks" />
      <BooleanFilter table={table} name="mySubmittedAppointments" label="My submitted appointments" />
      <SelectFilter table={table} name="vessel" label="Vessel" data={vessels.data ?? []} width={220} />
      <PortFilter table={table} />
      <SelectFilter table={table} name="agent" label="Agent" data={agents.data ?? []} width={200} />
      <SearchFilter table={table} name="voyageNumber" label="Voyage number" placeholder="e.g. 26N01" width={150} />
      <DateFilter table={table} name="etaFromDate" label="ETA from" />
      <DateFilter table={table} name="etaToDate" label="ETA to" />
      <Button variant="subtle" size="sm" onClick={toggle} aria-expanded={isOpen}>
        {isOpen ? 'Fewer filters' : 'More filters'}
      </Button>
      <Collapse expanded={isOpen} w="100%">
        <SimpleGrid cols={{ base: 2, md: 4, lg: 7 }} spacing="sm">
          <DateFilter table={table} name="etsFromDate" label="ETS from" />
          <DateFilter table={table} name="etsToDate" label="ETS to" />
          <IdFilter table={table} name="portCallId" label="Port call ID" />
          <IdFilter table={table} name="appointmentId" label="Appointment ID" />
          <SelectFilter table={table} name="regionId" label="Region" data={regions.data ?? []} width={160} />
          <SelectFilter table={table} name="assignee" label="Assignee" data={people.data ?? []} width={160} />
          <SelectFilter
            table={table}
            name="opsCoordinator"
            label="Ops coordinator"
            data={people.data ?? []}
            width={160}
          />
        </SimpleGrid>
      </Collapse>
    </>
  );
}
