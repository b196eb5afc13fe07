import { Badge, Button, Text } from '@mantine/core';
import type { TJobItem } from '@portcall/contracts/admin';
import { formatDateTimeInZone } from '@portcall/contracts/format';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../api/http-policy';
import { type DataColumn, DataTable } from '../../../ui/data-table';
import { TabHeader } from '../../../ui/tab-header';
import { SelectFilter } from '../../../ui/table-filters';
import { useTableState } from '../../../ui/table-state';
import { useJobs, useRetryJobMutation } from '../api/jobs';
import { cleanQuery } from './clean-query';

const statusColor = { PENDING: 'yellow', RUNNING: 'blue', DONE: 'teal', DEAD: 'red' } as const;
const statusOptions = [
  { value: 'PENDING', label: 'Waiting' },
  { value: 'RUNNING', label: 'Running' },
  { value: 'DONE', label: 'Done' },
  { value: 'DEAD', label: 'Failed' },
];

const columns: DataColumn<TJobItem>[] = [
  { key: 'created', header: 'Created', render: (j) => formatDateTimeInZone(j.createdAt) },
  { key: 'kind', header: 'Task', render: (j) => <Text size="sm">{j.kind}</Text> },
  { key: 'runAt', header: 'Runs at', render: (j) => formatDateTimeInZone(j.runAt) },
  {
    key: 'status',
    header: 'Status',
    render: (j) => (
      <Badge color={statusColor[j.status]} variant="light">
        {statusOptions.find((o) => o.value === j.status)?.label} · {j.attempts}/{j.maxAttempts}
      </Badge>
    ),
  },
  {
    key: 'error',
    header: 'Last error',
    render: (j) => (
      <Text size="xs" c="red.8" lineClamp={2}>
        {j.lastError ?? ''}
      </Text>
    ),
  },
];

/** The background tasks (reminders, scheduled publishing, e-mail sending): what failed, and a retry. */
export function JobsTab() {
  const table = useTableState({ filters: { status: null as string | null } });
  const jobs = useJobs(cleanQuery(table.query));
  const retry = useRetryJobMutation();
  return (
    <>
      <TabHeader
        title="Background tasks"
        description="Work the platform does on its own. A task that failed its last attempt can be run again."
      />
      <DataTable
        label="Background tasks"
        columns={columns}
        rows={jobs.data?.items}
        total={jobs.data?.total ?? 0}
        rowKey={(j) => j.id}
        table={table}
        isFetching={jobs.isFetching}
        error={jobs.isError ? errorMessage(jobs.error) : null}
        emptyState={{ title: 'No background tasks', description: 'Tasks appear here once the platform schedules one.' }}
        toolbar={<SelectFilter table={table} name="status" label="Status" data={statusOptions} width={160} />}
        rowActions={(j) =>
          j.status === 'DEAD' ? (
            <Button
              size="xs"
              variant="light"
              aria-label={`Retry task ${j.id}`}
              loading={retry.isPending && retry.variables === j.id}
              onClick={() =>
                retry.mutate(j.id, {
                  onSuccess: () => toast.success('Task scheduled again'),
                  onError: (error) => toast.error(errorMessage(error)),
                })
              }
            >
              Retry
            </Button>
          ) : null
        }
      />
    </>
  );
}
