import { Badge, Group, Select, Text } from '@mantine/core';
import { messages } from '@portcall/contracts/messages';
import { metadataLists, metadataParents, type TMetadataList, type TMetadataRow } from '@portcall/contracts/metadata';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../api/http-policy';
import type { DataColumn } from '../../../ui/data-table';
import { DROPDOWN_Z_INDEX } from '../../../ui/layers';
import { ListTab } from '../../../ui/list-tab';
import { PageHeader } from '../../../ui/page-header';
import { PortFilter } from '../../../ui/port-filter';
import { SearchFilter, SelectFilter } from '../../../ui/table-filters';
import { useTableState } from '../../../ui/table-state';
import { useMetadataParentOptions, useMetadataRows } from '../api/metadata';
import { MetadataForm } from '../components/metadata-form';

const listLabels: Record<TMetadataList, string> = {
  'expense-categories': 'Expense categories',
  'expense-items': 'Expense catalogue items',
  'activity-types': 'Activity types',
  terminals: 'Terminals',
  berths: 'Berths',
  'discrepancy-reasons': 'Discrepancy reasons',
  'agent-types': 'Agent types',
  'vendor-types': 'Vendor types',
  'voyage-types': 'Voyage types',
  segments: 'Segments',
  'accounting-code-application-types': 'Accounting code application types',
  'verification-discount-types': 'Verification discount types',
  'verification-discrepancy-types': 'Verification discrepancy types',
  'port-mapping-types': 'Port mapping types',
  'logo-types': 'Logo types',
};
const parentLabels = { port: 'Port', terminal: 'Terminal', section: 'Section', category: 'Category' } as const;

const columns: DataColumn<TMetadataRow>[] = [
  { key: 'name', header: 'Name', sortProperty: 'name', render: (r) => <Text size="sm">{r.name}</Text> },
  { key: 'code', header: 'Code', sortProperty: 'code', render: (r) => r.code ?? '' },
  { key: 'parent', header: 'Under', render: (r) => r.parentName ?? '' },
  {
    key: 'state',
    header: 'Status',
    sortProperty: 'isActive',
    render: (r) => (
      <Group gap={4}>
        <Badge color={r.isActive ? 'teal' : 'gray'} variant="light">
          {r.isActive ? 'Active' : 'Inactive'}
        </Badge>
        {r.isInUse ? (
          <Badge color="blue" variant="light">
            In use
          </Badge>
        ) : null}
      </Group>
    ),
  },
];

/** The rows a list hangs under: a port (typed), a terminal of a port, a section or a category. */
function ParentPicker(props: {
  kind: 'port' | 'terminal' | 'section' | 'category';
  portId: string | null;
  onPort: (id: string | null) => void;
  parentId: string | null;
  onParent: (id: string | null) => void;
}) {
  const needsPort = props.kind === 'port' || props.kind === 'terminal';
  const optionsKind = props.kind === 'port' ? null : props.kind;
  const options = useMetadataParentOptions(optionsKind, props.portId ? Number(props.portId) : null);
  return (
    <Group mb="md" align="flex-end">
      {needsPort ? <PortFilter label="Port" value={props.portId} onChange={props.onPort} width={280} /> : null}
      {optionsKind ? (
        <Select
          label={parentLabels[optionsKind]}
          placeholder={optionsKind === 'terminal' && !props.portId ? 'Choose a port first' : 'All'}
          data={(options.data ?? []).map((o) => ({ value: String(o.value), label: o.label }))}
          value={props.parentId}
          onChange={props.onParent}
          clearable
          searchable
          disabled={optionsKind === 'terminal' && !props.portId}
          nothingFoundMessage={messages.NO_OPTIONS}
          comboboxProps={{ zIndex: DROPDOWN_Z_INDEX }}
          w={320}
        />
      ) : null}
    </Group>
  );
}

function MetadataTable({ list }: { list: TMetadataList }) {
  const parentKind = metadataParents[list] ?? null;
  const [portId, setPortId] = useState<string | null>(null);
  const [parentId, setParentId] = useState<string | null>(null);
  const parentFilter = parentKind === 'port' ? portId : parentId;
  const table = useTableState({
    filters: { text: '', isActive: null as string | null },
    sort: { property: 'position', direction: 'ASC' },
  });
  const body = useMemo(() => {
    const { page, size, sort, filters } = table.state;
    return {
      page,
      size,
      filter: {
        ...(filters.text?.trim() ? { text: filters.text.trim() } : {}),
        ...(filters.isActive ? { isActive: filters.isActive === 'true' } : {}),
        ...(parentFilter ? { parentId: Number(parentFilter) } : {}),
      },
      ...(sort ? { order: { property: sort.property as 'name', direction: sort.direction } } : {}),
    };
  }, [table.state, parentFilter]);
  // Terminals are listed per port and berths per terminal: ports are too many to list them all at once.
  const isWaitingForPort = (parentKind === 'port' && !portId) || (parentKind === 'terminal' && !parentId);
  const rows = useMetadataRows(list, body, !isWaitingForPort);
  return (
    <>
      {parentKind ? (
        <ParentPicker
          kind={parentKind}
          portId={portId}
          onPort={(id) => {
            setPortId(id);
            setParentId(null);
          }}
          parentId={parentId}
          onParent={setParentId}
        />
      ) : null}
      {isWaitingForPort ? (
        <Text c="dimmed">
          Choose a {parentKind === 'terminal' ? 'port and terminal' : 'port'} to see its{' '}
          {listLabels[list].toLowerCase()}.
        </Text>
      ) : (
        <ListTab
          title={listLabels[list]}
          description="Rename, deactivate or add items. An item in use is deactivated, never deleted; each row keeps its history."
          noun="item"
          rowName={(r) => r.name}
          rowKey={(r) => r.id}
          drawerId="admin-metadata"
          canEdit
          table={table}
          rows={rows.data?.items}
          total={rows.data?.total ?? 0}
          isFetching={rows.isFetching}
          error={rows.isError ? errorMessage(rows.error) : null}
          columns={columns}
          toolbar={
            <>
              <SearchFilter table={table} name="text" label="Search" placeholder="Name or code" />
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
          empty={{ title: 'Nothing here yet', description: 'Add the first item of this list.' }}
          form={({ row, formKey, close }) => (
            <MetadataForm
              key={formKey}
              list={list}
              row={row}
              parentId={parentFilter ? Number(parentFilter) : null}
              needsParent={parentKind !== null}
              onDone={close}
            />
          )}
        />
      )}
    </>
  );
}

/** /secured/admin/metadata (ADMIN_METADATA): the reference lists, one at a time. */
export function MetadataPage() {
  const [list, setList] = useState<TMetadataList>('expense-items');
  return (
    <>
      <PageHeader
        eyebrow="Administration"
        title="Metadata"
        description="Reference lists: the expense catalogue, activity types, terminals and berths, discrepancy reasons and the other code lists."
      />
      <Select
        label="List"
        data={metadataLists.map((l) => ({ value: l, label: listLabels[l] }))}
        value={list}
        onChange={(v) => v && setList(v as TMetadataList)}
        allowDeselect={false}
        comboboxProps={{ zIndex: DROPDOWN_Z_INDEX }}
        w={360}
        mb="md"
      />
      <MetadataTable key={list} list={list} />
    </>
  );
}
