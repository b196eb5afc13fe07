import { Button, Code, Group, Text, TextInput } from '@mantine/core';
import type { TAuditItem } from '@portcall/contracts/admin';
import { formatDateTimeInZone } from '@portcall/contracts/format';
import { errorMessage } from '../../../api/http-policy';
import { type DataColumn, DataTable } from '../../../ui/data-table';
import { TabHeader } from '../../../ui/tab-header';
import { SearchFilter } from '../../../ui/table-filters';
import { useTableState } from '../../../ui/table-state';
import { downloadAuditLog, useAuditLog } from '../api/audit-log';
import { cleanQuery } from './clean-query';

const columns: DataColumn<TAuditItem>[] = [
  { key: 'at', header: 'When', render: (a) => formatDateTimeInZone(a.at) },
  {
    key: 'who',
    header: 'Who',
    render: (a) => (
      <>
        <Text size="sm">{a.profileName ?? (a.profileId === null ? 'System' : `#${a.profileId}`)}</Text>
        {a.actingAdminId !== null ? (
          <Text size="xs" c="orange.8">
            by {a.actingAdminName ?? `#${a.actingAdminId}`} (switched)
          </Text>
        ) : null}
      </>
    ),
  },
  {
    key: 'what',
    header: 'What',
    render: (a) => (
      <>
        <Text size="sm" fw={600}>
          {a.action}
        </Text>
        <Text size="xs" c="dimmed">
          {a.entity} {a.entityId}
        </Text>
      </>
    ),
  },
  {
    key: 'after',
    header: 'Change',
    render: (a) =>
      a.after == null ? null : (
        // A long change scrolls inside its cell; the keyboard reaches it to scroll it too.
        <Code
          block
          tabIndex={0}
          aria-label={`Change of ${a.entity} ${a.entityId}`}
          style={{ maxWidth: 360, maxHeight: 80, overflow: 'auto', fontSize: 11 }}
        >
          {JSON.stringify(a.after)}
        </Code>
      ),
  },
];

/** Who did what and when: filtered by entity, person and dates, and exported as CSV. */
export function AuditLogTab() {
  const table = useTableState({
    filters: { entity: '', actorId: '', from: '', to: '' },
  });
  const { property: _p, direction: _d, ...query } = cleanQuery(table.query);
  const audit = useAuditLog(query);
  const dateInput = (name: 'from' | 'to', label: string) => (
    <TextInput
      type="date"
      label={label}
      w={170}
      value={String(table.state.filters[name] ?? '')}
      onChange={(e) => table.setFilter(name, e.currentTarget.value)}
    />
  );
  return (
    <>
      <TabHeader
        title="Audit log"
        description="Every change with who made it; changes made while an administrator acted as a user name both."
        action={
          <Button
            variant="default"
            onClick={() => {
              const { page: _page, size: _size, ...filters } = query;
              void downloadAuditLog(filters);
            }}
          >
            Export CSV
          </Button>
        }
      />
      <DataTable
        label="Audit log"
        columns={columns}
        rows={audit.data?.items}
        total={audit.data?.total ?? 0}
        rowKey={(a) => a.id}
        table={table}
        isFetching={audit.isFetching}
        error={audit.isError ? errorMessage(audit.error) : null}
        emptyState={{ title: 'Nothing recorded yet', description: 'Changes appear here as people make them.' }}
        toolbar={
          <Group gap="sm" align="flex-end">
            <SearchFilter
              table={table}
              name="entity"
              label="Entity"
              placeholder="profile, feature_flag..."
              width={200}
            />
            <SearchFilter table={table} name="actorId" label="Person (id)" placeholder="Profile id" width={130} />
            {dateInput('from', 'From')}
            {dateInput('to', 'To')}
          </Group>
        }
      />
    </>
  );
}
