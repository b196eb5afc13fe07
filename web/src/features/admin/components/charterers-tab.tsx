import { Badge, Button, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { TCharterer } from '@portcall/contracts/admin';
import { formatDate } from '@portcall/contracts/format';
import { useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import { ApiError } from '../../../api/api-error';
import { errorMessage } from '../../../api/http-policy';
import type { DataColumn } from '../../../ui/data-table';
import { ListTab } from '../../../ui/list-tab';
import { SearchFilter, SelectFilter } from '../../../ui/table-filters';
import { useTableState } from '../../../ui/table-state';
import { useCharterers, useSaveChartererMutation } from '../api/charterers';

const columns: DataColumn<TCharterer>[] = [
  {
    key: 'name',
    header: 'Charterer',
    sortProperty: 'name',
    render: (c) => (
      <>
        <Text size="sm" fw={600}>
          {c.name}
        </Text>
        <Text size="xs" c="dimmed">
          {c.email ?? ''}
        </Text>
      </>
    ),
  },
  {
    key: 'links',
    header: 'Buyers and vessel types',
    render: (c) =>
      c.vesselTypes.length === 0 ? (
        <Text size="xs" c="dimmed">
          None yet
        </Text>
      ) : (
        <Text size="xs">
          {c.vesselTypes
            .filter((l) => l.isActive)
            .map((l) => `${l.buyerName}: ${l.vesselTypeName}`)
            .join(' · ')}
        </Text>
      ),
  },
  { key: 'updated', header: 'Updated', sortProperty: 'updatedAt', render: (c) => formatDate(c.updatedAt) },
  {
    key: 'state',
    header: 'Status',
    render: (c) => (
      <Badge color={c.isActive ? 'teal' : 'gray'} variant="light">
        {c.isActive ? 'Active' : 'Inactive'}
      </Badge>
    ),
  },
];

function ChartererForm({ row, onDone }: { row: TCharterer | null; onDone: () => void }) {
  const save = useSaveChartererMutation();
  const [name, setName] = useState(row?.name ?? '');
  const [email, setEmail] = useState(row?.email ?? '');
  const [isActive, setActive] = useState(row?.isActive ?? true);
  const [fields, setFields] = useState<Record<string, string>>({});
  return (
    <Stack>
      <TextInput
        label="Name"
        required
        value={name}
        error={fields.name}
        onChange={(e) => setName(e.currentTarget.value)}
      />
      <TextInput label="E-mail" value={email} error={fields.email} onChange={(e) => setEmail(e.currentTarget.value)} />
      <Switch
        label="Active (an inactive charterer is kept but offered to nobody)"
        checked={isActive}
        onChange={(e) => setActive(e.currentTarget.checked)}
      />
      <Group justify="flex-end">
        <Button
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { ...(row ? { id: row.id } : {}), name, email: email.trim() || null, isActive },
              {
                onSuccess: (saved) => {
                  toast.success(`${saved.name} saved`);
                  onDone();
                },
                onError: (error) => {
                  if (error instanceof ApiError) setFields(error.fields);
                  toast.error(errorMessage(error));
                },
              },
            )
          }
        >
          Save charterer
        </Button>
      </Group>
    </Stack>
  );
}

/** The charterers buyers' vessels work for (operations §7 "Charterers"); deactivated, never deleted. */
export function CharterersTab() {
  const table = useTableState({
    filters: { name: '', isActive: null as string | null },
    sort: { property: 'name', direction: 'ASC' },
  });
  const body = useMemo(() => {
    const { page, size, sort, filters } = table.state;
    return {
      page,
      size,
      filter: {
        ...(filters.name?.trim() ? { name: filters.name.trim() } : {}),
        ...(filters.isActive ? { isActive: filters.isActive === 'true' } : {}),
      },
      ...(sort ? { order: { property: sort.property as 'name', direction: sort.direction } } : {}),
    };
  }, [table.state]);
  const charterers = useCharterers(body);
  return (
    <ListTab
      title="Charterers"
      description="Charterers the buyers' vessels work for. A charterer in use is deactivated, never deleted."
      noun="charterer"
      rowName={(c) => c.name}
      rowKey={(c) => c.id}
      drawerId="admin-charterer"
      canEdit
      table={table}
      rows={charterers.data?.items}
      total={charterers.data?.total ?? 0}
      isFetching={charterers.isFetching}
      error={charterers.isError ? errorMessage(charterers.error) : null}
      columns={columns}
      toolbar={
        <>
          <SearchFilter table={table} name="name" label="Name" placeholder="Search by name" />
          <SelectFilter
            table={table}
            name="isActive"
            label="Status"
            data={[
              { value: 'true', label: 'Active' },
              { value: 'false', label: 'Inactive' },
            ]}
            width={160}
          />
        </>
      }
      empty={{ title: 'No charterers yet', description: 'Add the charterers your buyers work with.' }}
      form={({ row, formKey, close }) => <ChartererForm key={formKey} row={row} onDone={close} />}
    />
  );
}
