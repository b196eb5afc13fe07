import { Alert, Badge, Button, Container, Group, Loader, Stack, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../api/http-policy';
import { PageHeader } from '../../../ui/page-header';
import { sofKeys } from '../api/keys';
import { sofGraphql } from '../api/sof-client';
import { SofView } from '../components/sof-view';
import { SofViewerContext } from '../components/sof-viewer';

interface AdminRow {
  portCallId: number;
  status: string;
  updatedAt: string;
  portCall: { vesselName: string; portName: string; agentName: string | null };
}

/** /secured/admin/sof: every SOF (ADMIN_SOF), read only, newest first by page. */
export function AdminSofPage() {
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  const list = useQuery({
    queryKey: sofKeys.admin(page),
    queryFn: async () =>
      (
        await sofGraphql<{ adminPortCalls: AdminRow[] }>(
          null,
          'query($page: Int) { adminPortCalls(page: $page, size: 10) { portCallId status updatedAt portCall { vesselName portName agentName } } }',
          { page },
        )
      ).adminPortCalls,
  });
  return (
    <Container size="xl" py="md">
      <Stack>
        <PageHeader
          eyebrow="Administration"
          title="Statements of facts"
          description="The statement of facts of every port call, newest first, read only. Open one to see its events, remarks and signatures."
        />
        {list.isPending ? <Loader size="sm" role="status" aria-label="Loading statements of facts" /> : null}
        {list.isError ? <Alert color="red">{errorMessage(list.error)}</Alert> : null}
        {list.data && list.data.length === 0 && page === 0 ? (
          <Alert color="gray" title="No statement of facts yet">
            A port call's statement of facts starts when its agent or buyer first opens it; it is listed here from then
            on.
          </Alert>
        ) : null}
        <Table striped withTableBorder aria-label="Statements of facts" hidden={!list.data?.length}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Port call</Table.Th>
              <Table.Th>Vessel</Table.Th>
              <Table.Th>Port</Table.Th>
              <Table.Th>Agent</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(list.data ?? []).map((r) => (
              <Table.Tr key={r.portCallId}>
                <Table.Td>{r.portCallId}</Table.Td>
                <Table.Td>{r.portCall.vesselName}</Table.Td>
                <Table.Td>{r.portCall.portName}</Table.Td>
                <Table.Td>{r.portCall.agentName ?? '-'}</Table.Td>
                <Table.Td>
                  <Badge>{r.status}</Badge>
                </Table.Td>
                <Table.Td>
                  <Button size="compact-xs" variant="light" onClick={() => setOpen(r.portCallId)}>
                    Open
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group>
          <Button variant="default" disabled={page === 0} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <Button variant="default" disabled={(list.data?.length ?? 0) < 10} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </Group>
        {open !== null ? (
          <SofViewerContext.Provider
            value={{ side: 'ADMIN', involvement: 'AUTOMATIC', canEdit: false, canInvite: false }}
          >
            <SofView portCallId={open} />
          </SofViewerContext.Provider>
        ) : null}
      </Stack>
    </Container>
  );
}
