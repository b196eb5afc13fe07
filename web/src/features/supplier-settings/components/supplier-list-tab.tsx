import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import type { TAohContact, TConsignee, TPortAddress } from '@portcall/contracts/supplier';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { ApiError } from '../../../api/api-error';
import { errorMessage } from '../../../api/http-policy';
import type { DataColumn } from '../../../ui/data-table';
import { ListTab } from '../../../ui/list-tab';
import { PortFilter } from '../../../ui/port-filter';
import { useTableState } from '../../../ui/table-state';
import {
  type SupplierListItem,
  type SupplierListKind,
  useSupplierList,
  useSupplierListMutations,
} from '../api/supplier-settings';

interface KindSpec {
  title: string;
  noun: string;
  description: string;
  empty: string;
  columns: DataColumn<SupplierListItem>[];
  rowName: (row: SupplierListItem) => string;
  fields: Array<{ name: string; label: string; required?: boolean; long?: boolean; port?: boolean }>;
}

const specs: Record<SupplierListKind, KindSpec> = {
  'port-addresses': {
    title: 'Port addresses',
    noun: 'port address',
    description: 'Where your office is in each port, for boarding officers and couriers.',
    empty: 'No port address yet',
    columns: [
      { key: 'port', header: 'Port', render: (r) => (r as TPortAddress).portName },
      { key: 'address', header: 'Address', render: (r) => (r as TPortAddress).address },
      { key: 'phone', header: 'Phone', render: (r) => (r as TPortAddress).phone ?? '—' },
      { key: 'email', header: 'E-mail', render: (r) => (r as TPortAddress).email ?? '—' },
    ],
    rowName: (r) => `address in ${(r as TPortAddress).portName}`,
    fields: [
      { name: 'portId', label: 'Port', required: true, port: true },
      { name: 'address', label: 'Address', required: true, long: true },
      { name: 'phone', label: 'Phone' },
      { name: 'email', label: 'E-mail' },
    ],
  },
  consignees: {
    title: 'Consignees',
    noun: 'consignee',
    description: 'The names and addresses buyers ship spares and stores to, care of your agency.',
    empty: 'No consignee yet',
    columns: [
      { key: 'name', header: 'Name', render: (r) => (r as TConsignee).name },
      { key: 'address', header: 'Address', render: (r) => (r as TConsignee).address },
      { key: 'email', header: 'E-mail', render: (r) => (r as TConsignee).email ?? '—' },
      { key: 'phone', header: 'Phone', render: (r) => (r as TConsignee).phone ?? '—' },
    ],
    rowName: (r) => (r as TConsignee).name,
    fields: [
      { name: 'name', label: 'Name', required: true },
      { name: 'address', label: 'Address', required: true, long: true },
      { name: 'email', label: 'E-mail' },
      { name: 'phone', label: 'Phone' },
    ],
  },
  'aoh-contacts': {
    title: 'After-hours contacts',
    noun: 'after-hours contact',
    description: 'Who answers at night and at weekends (AOH), for a port or for all of them.',
    empty: 'No after-hours contact yet',
    columns: [
      { key: 'name', header: 'Name', render: (r) => (r as TAohContact).fullName },
      { key: 'phone', header: 'Phone', render: (r) => (r as TAohContact).phone },
      { key: 'email', header: 'E-mail', render: (r) => (r as TAohContact).email ?? '—' },
      { key: 'port', header: 'Port', render: (r) => (r as TAohContact).portName ?? 'All ports' },
    ],
    rowName: (r) => (r as TAohContact).fullName,
    fields: [
      { name: 'fullName', label: 'Name', required: true },
      { name: 'phone', label: 'Phone', required: true },
      { name: 'email', label: 'E-mail' },
      { name: 'portId', label: 'Port', port: true },
      { name: 'notes', label: 'Notes', long: true },
    ],
  },
};

function ItemForm({
  kind,
  supplierId,
  row,
  close,
}: {
  kind: SupplierListKind;
  supplierId: number;
  row: SupplierListItem | null;
  close: () => void;
}) {
  const spec = specs[kind];
  const { save, remove } = useSupplierListMutations(kind, supplierId);
  const source = (row ?? {}) as Record<string, unknown>;
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(spec.fields.map((f) => [f.name, source[f.name] == null ? '' : String(source[f.name])])),
  );
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const initialPort =
    typeof source.portId === 'number' && typeof source.portName === 'string'
      ? { value: String(source.portId), label: source.portName }
      : undefined;

  async function submit() {
    setError(null);
    setFields({});
    const body: Record<string, unknown> = {};
    for (const f of spec.fields) {
      const v = values[f.name] ?? '';
      if (f.port) body[f.name] = v ? Number(v) : f.required ? undefined : null;
      else if (v !== '' || f.required) body[f.name] = v;
    }
    if (row) body.version = row.version;
    try {
      await save.mutateAsync({ id: row?.id, body });
      toast.success(`${spec.noun[0]?.toUpperCase()}${spec.noun.slice(1)} saved`);
      close();
    } catch (e) {
      if (e instanceof ApiError) setFields({ ...e.fields });
      setError(errorMessage(e));
    }
  }

  return (
    <Stack>
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      {spec.fields.map((f) =>
        f.port ? (
          <PortFilter
            key={f.name}
            label={f.label}
            width="100%"
            required={f.required}
            value={values[f.name] || null}
            initial={initialPort}
            error={fields[f.name]}
            onChange={(v) => setValues((s) => ({ ...s, [f.name]: v ?? '' }))}
          />
        ) : f.long ? (
          <Textarea
            key={f.name}
            label={f.label}
            required={f.required}
            autosize
            minRows={2}
            value={values[f.name] ?? ''}
            onChange={(e) => setValues((s) => ({ ...s, [f.name]: e.currentTarget.value }))}
            error={fields[f.name]}
          />
        ) : (
          <TextInput
            key={f.name}
            label={f.label}
            required={f.required}
            value={values[f.name] ?? ''}
            onChange={(e) => setValues((s) => ({ ...s, [f.name]: e.currentTarget.value }))}
            error={fields[f.name]}
          />
        ),
      )}
      <Group justify="space-between">
        {row ? (
          <Button
            variant="subtle"
            color="red"
            onClick={async () => {
              try {
                await remove.mutateAsync(row.id);
                toast.success(`${spec.noun[0]?.toUpperCase()}${spec.noun.slice(1)} deleted`);
                close();
              } catch (e) {
                setError(errorMessage(e));
              }
            }}
          >
            Delete
          </Button>
        ) : (
          <span />
        )}
        <Group gap="xs">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

/** Port addresses, consignees or after-hours contacts: the paged list and its drawer form. */
export function SupplierListTab({
  kind,
  supplierId,
  canEdit,
}: {
  kind: SupplierListKind;
  supplierId: number;
  canEdit: boolean;
}) {
  const spec = specs[kind];
  const table = useTableState({ filters: {} });
  const list = useSupplierList(kind, { page: table.state.page, size: table.state.size });
  return (
    <ListTab
      title={spec.title}
      description={spec.description}
      noun={spec.noun}
      rowName={spec.rowName}
      rowKey={(r) => r.id}
      drawerId={`supplier-${kind}`}
      canEdit={canEdit}
      table={table}
      rows={list.data?.items}
      total={list.data?.total ?? 0}
      isFetching={list.isFetching}
      error={list.isError ? errorMessage(list.error) : null}
      columns={spec.columns}
      empty={{ title: spec.empty, description: spec.description }}
      form={({ row, formKey, close }) => (
        <ItemForm key={formKey} kind={kind} supplierId={supplierId} row={row} close={close} />
      )}
    />
  );
}
