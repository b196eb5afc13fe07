import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { appointmentTitle } from '@portcall/contracts/appointments';
import { formatDate, formatDateTimeInZone } from '@portcall/contracts/format';
import { DASHBOARD_PAGE_SIZE } from '@portcall/contracts/paging';
import { PORT_LOG_STATES, type TDashboardAssignment } from '@portcall/contracts/port-logs';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '../../../ui/data-table';
import { SearchFilter, SelectFilter } from '../../../ui/table-filters';
import { useTableState } from '../../../ui/table-state';
import { portLogKeys } from '../api/keys';
import { useDashboardPortLogs } from '../api/list-dashboard-port-logs';
import { PortLogStateBadge } from './state-badge';

/** The dashboard's own page sizes: 5 rows first, like its port calls. */
const PAGE_SIZES = [DASHBOARD_PAGE_SIZE, 10, 20, 50] as const;
const stateOptions = PORT_LOG_STATES.map((s) => ({ value: s, label: s }));

const titleOf = (row: TDashboardAssignment) =>
  appointmentTitle({ vessel: row.vessel.name, voyageNumber: row.voyageNumber, port: row.port.name });

/** `onOpen` runs as a row's port log is opened. */
const columnsOf = (onOpen: (row: TDashboardAssignment) => void): DataColumn<TDashboardAssignment>[] => [
  {
    key: 'title',
    header: 'Port log',
    render: (row) => (
      <Stack gap={2}>
        <Anchor
          component={Link}
          to={`/secured/buyer/dashboard/port-log/${row.appointmentId}`}
          aria-label={`Port log of ${titleOf(row)}`}
          onClick={() => onOpen(row)}
          size="sm"
          fw={600}
        >
          {titleOf(row)}
        </Anchor>
        <Text size="xs" c="dimmed">
          Appointment #{row.appointmentId}
        </Text>
      </Stack>
    ),
  },
  { key: 'state', header: 'State', render: (row) => <PortLogStateBadge state={row.state} /> },
  { key: 'eta', header: 'ETA', render: (row) => formatDate(row.eta) || '-' },
  { key: 'agent', header: 'Agent', render: (row) => row.agent.name },
  {
    key: 'departments',
    header: 'Entries done',
    render: (row) => {
      const withEntries = row.departments.filter((d) => d.total > 0);
      if (withEntries.length === 0) return <Text size="sm">No entries</Text>;
      return (
        <Group gap={4}>
          {withEntries.map((d) => (
            <Badge
              key={d.departmentId}
              variant="light"
              color={d.done === d.total ? 'teal' : 'gray'}
              title={`${d.departmentName}: ${d.done} of ${d.total} done${d.isIncluded ? '' : ' (not shown to the agent)'}`}
            >
              {d.abbreviation} {d.done}/{d.total}
            </Badge>
          ))}
        </Group>
      );
    },
  },
  {
    key: 'updated',
    header: 'Last change',
    render: (row) => (
      <Stack gap={0}>
        <Text size="sm">{formatDateTimeInZone(row.updatedAt)}</Text>
        <Text size="xs" c="dimmed">
          {row.submittedAt ? `Submitted ${formatDateTimeInZone(row.submittedAt)}` : 'Not yet submitted'}
        </Text>
      </Stack>
    ),
  },
];

/**
 * The buyer dashboard's port-logs view (DA_DASHBOARD_ASSIGNMENTS_VIEW): every port log of the company
 * inside the caller's regions, newest change first, filtered by state and by vessel, port, agent or
 * voyage number; each row opens the internal port log.
 */
export function PortLogsDashboard() {
  const table = useTableState<{ state: string | null; text: string }>({
    filters: { state: null, text: '' },
    size: DASHBOARD_PAGE_SIZE,
  });
  const list = useDashboardPortLogs(table.query);
  const client = useQueryClient();
  // The row may show what the cached port log has not seen yet (an agent's done mark): read it again.
  const onOpen = (row: TDashboardAssignment) => {
    void client.invalidateQueries({ queryKey: portLogKeys.ofAppointment(row.appointmentId) });
    void client.invalidateQueries({ queryKey: portLogKeys.internal(row.id) });
  };
  return (
    <DataTable
      label="Port logs"
      columns={columnsOf(onOpen)}
      rows={list.data?.items}
      total={list.data?.total ?? 0}
      rowKey={(row) => row.id}
      table={table}
      isFetching={list.isFetching}
      error={list.isError ? list.error.message : null}
      pageSizeOptions={PAGE_SIZES}
      emptyState={{
        title: 'No port logs yet',
        description: "Start a port log from an appointment's drawer on the dashboard: it shows here.",
      }}
      toolbar={
        <Group gap="sm" align="flex-end">
          <SearchFilter table={table} name="text" label="Vessel, port, agent or voyage" width={280} />
          <SelectFilter table={table} name="state" label="State" data={stateOptions} />
        </Group>
      }
    />
  );
}
