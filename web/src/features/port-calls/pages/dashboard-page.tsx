import { Anchor, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { canUse } from '@portcall/contracts/access';
import {
  dashboardFilterNames,
  type TAppointmentListItem,
  type TDashboardGrouping,
  type TPortCallListItem,
  type TVoyageListItem,
} from '@portcall/contracts/dashboard';
import { formatDate } from '@portcall/contracts/format';
import { DASHBOARD_PAGE_SIZE, dashboardTotalLabel } from '@portcall/contracts/paging';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { filtersOn } from '../../../lib/count-words';
import { useSessionStore } from '../../../lib/session-store';
import { type DataColumn, DataTable } from '../../../ui/data-table';
import { PageHeader } from '../../../ui/page-header';
import { useTableState } from '../../../ui/table-state';
import { useDashboardList } from '../api/list-dashboard';
import { AppointmentsCell } from '../components/appointments-cell';
import { DashboardFiltersBar } from '../components/dashboard-filters';
import { type DashboardFilters, useDashboardStore } from '../components/dashboard-store';
import { DetailsDrawer } from '../components/details-drawer';
import { useDetailsDrawer } from '../components/details-drawer-opener';
import { ReminderButton } from '../components/reminder-button';
import { AppointmentStateBadge, orDash, PortCallStateBadge } from '../components/state-badges';

const groupingOptions: Array<{ value: TDashboardGrouping; label: string }> = [
  { value: 'PORT_CALL', label: 'Port calls' },
  { value: 'VOYAGE', label: 'Voyages' },
  { value: 'APPOINTMENT', label: 'Appointments' },
];

const NEW_APPOINTMENT = '/secured/buyer/dashboard/port-calls/appointment/new';
const PORT_LOGS = '/secured/buyer/dashboard/port-logs';
// The dashboard's own size (5, operations §9) must be among the selector's choices.
const DASHBOARD_PAGE_SIZES = [DASHBOARD_PAGE_SIZE, 10, 20, 50] as const;

type Open = ReturnType<typeof useDetailsDrawer>;

function portCallColumns(open: Open): DataColumn<TPortCallListItem>[] {
  return [
    {
      key: 'id',
      header: 'Port call',
      sortProperty: 'id',
      render: (p) => (
        <Anchor component="button" type="button" size="sm" fw={600} onClick={() => open({ portCallId: p.id })}>
          #{p.id}
        </Anchor>
      ),
    },
    { key: 'vessel', header: 'Vessel', sortProperty: 'vessel', render: (p) => p.vessel.name },
    { key: 'voyage', header: 'Voyage', render: (p) => orDash(p.voyage?.voyageNumber) },
    { key: 'port', header: 'Port', sortProperty: 'port', render: (p) => p.port.label },
    { key: 'eta', header: 'ETA', sortProperty: 'eta', render: (p) => orDash(formatDate(p.eta)) },
    { key: 'ets', header: 'ETS', sortProperty: 'ets', render: (p) => orDash(formatDate(p.ets)) },
    {
      key: 'status',
      header: 'Status',
      sortProperty: 'status',
      render: (p) => <PortCallStateBadge status={p.status} />,
    },
    {
      key: 'appointments',
      header: 'Appointments',
      render: (p) => (
        <AppointmentsCell
          appointments={p.appointments}
          onOpen={(appointmentId) => open({ appointmentId, portCallId: p.id, voyageNumber: p.voyage?.voyageNumber })}
        />
      ),
    },
  ];
}

function voyageColumns(open: Open): DataColumn<TVoyageListItem>[] {
  return [
    {
      key: 'voyageNumber',
      header: 'Voyage',
      sortProperty: 'voyageNumber',
      render: (v) => (
        <Text size="sm" fw={600}>
          {v.voyageNumber}
        </Text>
      ),
    },
    { key: 'vessel', header: 'Vessel', render: (v) => v.vessel.name },
    {
      key: 'portCalls',
      header: 'Port calls',
      sortProperty: 'eta',
      render: (v) => (
        <Stack gap={8}>
          {v.portCalls.map((p) => (
            <Group key={p.id} gap={8} wrap="nowrap" align="flex-start">
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => open({ portCallId: p.id, voyageNumber: v.voyageNumber })}
              >
                {p.port.label}
              </Anchor>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {orDash(formatDate(p.eta))} – {orDash(formatDate(p.ets))}
              </Text>
              <PortCallStateBadge status={p.status} />
            </Group>
          ))}
        </Stack>
      ),
    },
    {
      key: 'appointments',
      header: 'Appointments',
      render: (v) => (
        <Stack gap={8}>
          {v.portCalls.map((p) => (
            <AppointmentsCell
              key={p.id}
              appointments={p.appointments}
              onOpen={(appointmentId) => open({ appointmentId, portCallId: p.id, voyageNumber: v.voyageNumber })}
            />
          ))}
        </Stack>
      ),
    },
  ];
}

function appointmentColumns(open: Open): DataColumn<TAppointmentListItem>[] {
  return [
    {
      key: 'id',
      header: 'Appointment',
      sortProperty: 'id',
      render: (a) => (
        <Stack gap={0}>
          <Anchor
            component="button"
            type="button"
            size="sm"
            fw={600}
            ta="left"
            onClick={() =>
              open({ appointmentId: a.id, portCallId: a.portCall.id, voyageNumber: a.portCall.voyage?.voyageNumber })
            }
          >
            {a.title}
          </Anchor>
          <Text size="xs" c="dimmed">
            #{a.id}
          </Text>
        </Stack>
      ),
    },
    { key: 'agent', header: 'Agent', render: (a) => a.agent.name },
    { key: 'eta', header: 'ETA', sortProperty: 'eta', render: (a) => orDash(formatDate(a.portCall.eta)) },
    {
      key: 'appointedAt',
      header: 'Appointed',
      sortProperty: 'appointedAt',
      render: (a) => orDash(formatDate(a.appointedAt)),
    },
    { key: 'portCall', header: 'Port call', render: (a) => <PortCallStateBadge status={a.portCall.status} /> },
    { key: 'state', header: 'State', sortProperty: 'state', render: (a) => <AppointmentStateBadge state={a.state} /> },
    {
      key: 'reminders',
      header: 'Reminders',
      render: (a) => <ReminderButton appointmentId={a.id} state={a.state} observer={a.observer} />,
    },
  ];
}

const emptyState = {
  title: 'No port calls yet',
  description: 'Plan a port call and appoint an agent: it shows here with its appointments and pending tasks.',
  action: (
    <Button component={Link} to={NEW_APPOINTMENT} size="xs">
      New appointment
    </Button>
  ),
};

/**
 * The buyer dashboard (operations §2): page 0, 5 a page, grouped by port call (default), voyage or
 * appointment, fifteen filters sent only when set; the grouping, filters and sort are kept locally.
 */
export function DashboardPage() {
  // The requests view (DA_DASHBOARD_REQUESTS_VIEW, platform-core §6) sits beside the port calls.
  const maySeeRequests = useSessionStore(
    (s) => !!s.profile && canUse(s.profile, 'DA_DASHBOARD', 'DA_DASHBOARD_REQUESTS_VIEW'),
  );
  const stored = useDashboardStore();
  const table = useTableState<DashboardFilters>({
    filters: stored.filters,
    sort: stored.sort,
    size: DASHBOARD_PAGE_SIZE,
  });
  const { remember, grouping, setGrouping } = stored;
  const { state, setPage, setSort } = table;
  useEffect(() => remember(state.filters, state.sort), [remember, state.filters, state.sort]);

  const open = useDetailsDrawer();
  const profile = useSessionStore((s) => s.profile);
  const canViewPortLogs = !!profile && canUse(profile, 'DA_DASHBOARD', 'DA_DASHBOARD_ASSIGNMENTS_VIEW');
  const list = useDashboardList(grouping, table.query);
  const error = list.isError ? list.error.message : null;

  // Each grouping sorts by its own properties, so a change of grouping clears the sort and returns to page 0.
  const changeGrouping = (next: string) => {
    setGrouping(next as TDashboardGrouping);
    setSort(null);
    setPage(0);
  };

  const common = {
    total: list.data?.total ?? 0,
    // The dashboard stops counting 1,000 rows past the page (operations §2 at fleet scale): "1,000+".
    totalLabel: list.data ? dashboardTotalLabel(list.data) : undefined,
    table,
    isFetching: list.isFetching,
    error,
    emptyState,
    toolbar: <DashboardFiltersBar table={table} />,
    pageSizeOptions: DASHBOARD_PAGE_SIZES,
  };

  return (
    <Stack gap={0}>
      <PageHeader
        eyebrow="Ship operator"
        title="Dashboard"
        description="Every port call of your fleet with its appointments and pending tasks."
        actions={
          <Group gap="sm">
            {canViewPortLogs ? (
              // The port-logs view is its own page of the port-logs feature (features do not import each other).
              <Button variant="default" component={Link} to={PORT_LOGS}>
                Port logs
              </Button>
            ) : null}
            {maySeeRequests ? (
              <Button variant="default" component={Link} to="/secured/buyer/da-tool/request-cases">
                Requests for quotation
              </Button>
            ) : null}
            <Button component={Link} to={NEW_APPOINTMENT}>
              New appointment
            </Button>
          </Group>
        }
      />
      <Group justify="space-between" mb="sm">
        <SegmentedControl
          aria-label="Group by"
          value={grouping}
          onChange={changeGrouping}
          data={groupingOptions}
          color="navy"
        />
        <Text size="sm" c="dimmed">
          {filtersOn(dashboardFilterNames.filter((n) => state.filters[n] !== null && state.filters[n] !== '').length)}
        </Text>
      </Group>
      {grouping === 'PORT_CALL' ? (
        <DataTable
          label="Port calls"
          columns={portCallColumns(open)}
          rows={list.data?.items as TPortCallListItem[] | undefined}
          rowKey={(r) => r.id}
          {...common}
        />
      ) : grouping === 'VOYAGE' ? (
        <DataTable
          label="Voyages"
          columns={voyageColumns(open)}
          rows={list.data?.items as TVoyageListItem[] | undefined}
          rowKey={(r) => r.id}
          {...common}
        />
      ) : (
        <DataTable
          label="Appointments"
          columns={appointmentColumns(open)}
          rows={list.data?.items as TAppointmentListItem[] | undefined}
          rowKey={(r) => r.id}
          {...common}
        />
      )}
      <DetailsDrawer />
    </Stack>
  );
}
