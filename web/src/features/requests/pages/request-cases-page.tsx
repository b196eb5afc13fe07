import { Button, Text } from '@mantine/core';
import { canUse } from '@portcall/contracts/access';
import { formatDate } from '@portcall/contracts/format';
import type { ZRequestCaseListItem } from '@portcall/contracts/requests';
import { REQUEST_CASE_STATUSES } from '@portcall/contracts/requests';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useSessionStore } from '../../../lib/session-store';
import { type DataColumn, DataTable } from '../../../ui/data-table';
import { PageHeader } from '../../../ui/page-header';
import { SelectFilter } from '../../../ui/table-filters';
import { useTableState } from '../../../ui/table-state';
import { useRequestCases } from '../api/list-request-cases';
import { RequestStatusBadge } from '../components/status-badge';

type Row = z.infer<typeof ZRequestCaseListItem>;
const statusOptions = REQUEST_CASE_STATUSES.map((s) => ({ value: s, label: s }));

/** The buyer dashboard's requests view: every request case, drafts to resume and sent ones to compare. */
export function RequestCasesPage() {
  const table = useTableState<{ status: string | null }>({ filters: { status: null } });
  const list = useRequestCases(table.query);
  const mayCreate = useSessionStore((s) => !!s.profile && canUse(s.profile, 'DA_TOOL', 'DA_REQUESTS_CREATE'));
  const columns: DataColumn<Row>[] = [
    {
      key: 'case',
      header: 'Request case',
      render: (c) => (
        <Link
          to={
            c.status === 'DRAFT'
              ? `/secured/buyer/da-tool/request-case/${c.id}/wizard`
              : `/secured/buyer/da-tool/request-case/${c.id}`
          }
        >
          {c.vesselName} at {c.portName} · #{c.id}
        </Link>
      ),
    },
    { key: 'eta', header: 'ETA', render: (c) => formatDate(c.eta) || '-' },
    { key: 'currency', header: 'Currency', render: (c) => c.currency },
    {
      key: 'requests',
      header: 'Quotes',
      render: (c) => (
        <Text size="sm">
          {c.quoted} of {c.requests}
        </Text>
      ),
    },
    { key: 'status', header: 'Status', render: (c) => <RequestStatusBadge status={c.status} /> },
  ];
  return (
    <>
      <PageHeader
        eyebrow="DA tool"
        title="Requests for quotation"
        description="Ask several agents for a quotation, compare their quotes and appoint one."
        actions={
          mayCreate ? (
            <Button component={Link} to="/secured/buyer/da-tool/request-case/new">
              New request
            </Button>
          ) : null
        }
      />
      <DataTable
        label="Request cases"
        columns={columns}
        rows={list.data?.items}
        total={list.data?.total ?? 0}
        rowKey={(c) => c.id}
        table={table}
        isFetching={list.isFetching}
        error={list.isError ? list.error.message : null}
        emptyState={{
          title: 'No requests yet',
          description: 'Start one with "New request": pick a port call, the expenses and the agents to ask.',
        }}
        toolbar={<SelectFilter table={table} name="status" label="Status" data={statusOptions} />}
      />
    </>
  );
}
