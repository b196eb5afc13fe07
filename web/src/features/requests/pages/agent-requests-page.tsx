import { Button, Group, Text } from '@mantine/core';
import { formatDate } from '@portcall/contracts/format';
import { REQUEST_STATUSES, type ZAgentRequestListItem } from '@portcall/contracts/requests';
import { Link } from 'react-router';
import type { z } from 'zod';
import { type DataColumn, DataTable } from '../../../ui/data-table';
import { PageHeader } from '../../../ui/page-header';
import { SelectFilter } from '../../../ui/table-filters';
import { useTableState } from '../../../ui/table-state';
import { useAgentRequests } from '../api/list-agent-requests';
import { RequestStatusBadge } from '../components/status-badge';

type Row = z.infer<typeof ZAgentRequestListItem>;
const statusOptions = REQUEST_STATUSES.map((s) => ({ value: s, label: s }));

/** The agent's inbox of requests for quotation, newest first. */
export function AgentRequestsPage() {
  const table = useTableState<{ status: string | null }>({ filters: { status: null } });
  const list = useAgentRequests(table.query);
  const columns: DataColumn<Row>[] = [
    {
      key: 'request',
      header: 'Request',
      render: (r) => (
        <Link to={`/secured/agent/da-tool/request/${r.id}`}>
          {r.vesselName} at {r.portName}
        </Link>
      ),
    },
    { key: 'buyer', header: 'Principal', render: (r) => r.buyerName },
    { key: 'eta', header: 'ETA', render: (r) => formatDate(r.eta) || '-' },
    { key: 'due', header: 'Due', render: (r) => formatDate(r.dueDate) || '-' },
    {
      key: 'status',
      header: 'Status',
      render: (r) => (
        <Group gap={4}>
          <RequestStatusBadge status={r.status} />
          {r.isAutomatic ? <Text size="xs">(automatic)</Text> : null}
        </Group>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        eyebrow="Port agent"
        title="Requests for quotation"
        description="Principals ask your company for a quotation: quote by section, or decline with a reason."
        actions={
          <Group>
            <Button variant="default" component={Link} to="/secured/agent/da-tool">
              Appointments
            </Button>
            <Button variant="default" component={Link} to="/secured/agent/pricelist">
              Price list
            </Button>
          </Group>
        }
      />
      <DataTable
        label="Requests for quotation"
        columns={columns}
        rows={list.data?.items}
        total={list.data?.total ?? 0}
        rowKey={(r) => r.id}
        table={table}
        isFetching={list.isFetching}
        error={list.isError ? list.error.message : null}
        emptyState={{
          title: 'No requests yet',
          description: 'When a principal asks your company for a quotation, it shows here.',
        }}
        toolbar={<SelectFilter table={table} name="status" label="Status" data={statusOptions} />}
      />
    </>
  );
}
