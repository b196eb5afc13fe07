import { Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import type { TOutboxItem } from '@portcall/contracts/admin';
import { formatDateTimeInZone } from '@portcall/contracts/format';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../api/http-policy';
import { type DataColumn, DataTable } from '../../../ui/data-table';
import { TabHeader } from '../../../ui/tab-header';
import { SearchFilter, SelectFilter } from '../../../ui/table-filters';
import { useTableState } from '../../../ui/table-state';
import { useOutbox, useResendEmailMutation } from '../api/outbox';
import { cleanQuery } from './clean-query';
import { OutboxEmailModal } from './outbox-email-modal';

const statusColor = { PENDING: 'yellow', SENT: 'teal', DEAD: 'red' } as const;
const statusOptions = [
  { value: 'PENDING', label: 'Waiting' },
  { value: 'SENT', label: 'Sent' },
  { value: 'DEAD', label: 'Failed' },
];

const columns: DataColumn<TOutboxItem>[] = [
  { key: 'created', header: 'Queued', render: (e) => formatDateTimeInZone(e.createdAt) },
  { key: 'to', header: 'To', render: (e) => e.toAddress },
  {
    key: 'subject',
    header: 'Subject',
    render: (e) => (
      <>
        <Text size="sm">{e.subject}</Text>
        <Text size="xs" c="dimmed">
          {e.kind}
        </Text>
      </>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    render: (e) => (
      <Tooltip label={e.lastError ?? ''} disabled={!e.lastError} multiline w={320}>
        <Badge color={statusColor[e.status]} variant="light">
          {statusOptions.find((o) => o.value === e.status)?.label} · {e.attempts} tries
        </Badge>
      </Tooltip>
    ),
  },
  {
    key: 'error',
    header: 'Last error',
    render: (e) => (
      <Text size="xs" c="red.8" lineClamp={2}>
        {e.lastError ?? ''}
      </Text>
    ),
  },
];

/** Every e-mail the platform queued: what went out, what failed and why, and a resend. */
export function OutboxTab() {
  const table = useTableState({ filters: { status: null as string | null, to: null as string | null } });
  const outbox = useOutbox(cleanQuery(table.query));
  const resend = useResendEmailMutation();
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <>
      <TabHeader
        title="E-mail outbox"
        description="Every e-mail the platform sent or tried to send, newest first. Open one to read it as sent and follow its links."
      />
      <OutboxEmailModal id={openId} onClose={() => setOpenId(null)} />
      <DataTable
        label="E-mail outbox"
        columns={columns}
        rows={outbox.data?.items}
        total={outbox.data?.total ?? 0}
        rowKey={(e) => e.id}
        table={table}
        isFetching={outbox.isFetching}
        error={outbox.isError ? errorMessage(outbox.error) : null}
        emptyState={{ title: 'No e-mails yet', description: 'E-mails appear here once the platform sends one.' }}
        toolbar={
          <>
            <SearchFilter table={table} name="to" label="Recipient" placeholder="Part of the address" />
            <SelectFilter table={table} name="status" label="Status" data={statusOptions} width={160} />
          </>
        }
        rowActions={(e) => (
          <Group gap={6} wrap="nowrap">
            <Button
              size="xs"
              variant="default"
              aria-label={`Open ${e.subject} to ${e.toAddress}`}
              onClick={() => setOpenId(e.id)}
            >
              Open
            </Button>
            {e.status === 'SENT' ? null : (
              <Button
                size="xs"
                variant="light"
                aria-label={`Resend ${e.subject} to ${e.toAddress}`}
                loading={resend.isPending && resend.variables === e.id}
                onClick={() =>
                  resend.mutate(e.id, {
                    onSuccess: () => toast.success('E-mail queued again'),
                    onError: (error) => toast.error(errorMessage(error)),
                  })
                }
              >
                Resend
              </Button>
            )}
          </Group>
        )}
      />
    </>
  );
}
