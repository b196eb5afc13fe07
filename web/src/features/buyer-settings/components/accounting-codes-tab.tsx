import { Alert, Badge, Button, Checkbox, Group, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../api/http-policy';
import { type DataColumn, DataTable } from '../../../ui/data-table';
import { ListIcon } from '../../../ui/icons';
import { RightDrawer } from '../../../ui/right-drawer';
import { TabHeader } from '../../../ui/tab-header';
import { activeFilterOptions, SearchFilter, SelectFilter } from '../../../ui/table-filters';
import { pageLocally, useTableState } from '../../../ui/table-state';
import { useEditDrawer } from '../../../ui/use-edit-drawer';
import { downloadAccountingCodes } from '../api/download-accounting-codes';
import { type TAccountingCode, useAccountingCodes } from '../api/list-accounting-codes';
import { useUpdateAccountingCodeStateMutation } from '../api/update-accounting-code-state';
import {
  type AccountingCodeFilters,
  accountingCodeGroupLabels,
  accountingCodeGroupOptions,
  flattenAccountingCodes,
  matchesAccountingCode,
} from '../lib/accounting-codes';
import { AccountingCodeForm } from './accounting-code-form';
import { AccountingCodesUpload } from './accounting-codes-upload';
import type { SettingsAccess } from './settings-access';
import { ActiveBadge } from './status-badges';

const DRAWER = 'buyer-settings-accounting-code';
const codeLabel = (c: TAccountingCode) => (c.subAccount ? `${c.code} / ${c.subAccount}` : c.code);

const columns: DataColumn<TAccountingCode>[] = [
  {
    key: 'group',
    header: 'Group',
    sortProperty: 'group',
    render: (c) => (
      <Badge variant="light" color="navy" tt="none" radius="sm">
        {accountingCodeGroupLabels[c.group]}
      </Badge>
    ),
  },
  {
    key: 'code',
    header: 'Code',
    sortProperty: 'code',
    render: (c) => (
      <Text size="sm" fw={600}>
        {c.code}
      </Text>
    ),
  },
  { key: 'subAccount', header: 'Sub account', sortProperty: 'subAccount', render: (c) => c.subAccount ?? '—' },
  { key: 'description', header: 'Description', sortProperty: 'description', render: (c) => c.description },
  { key: 'state', header: 'Status', sortProperty: 'isActive', render: (c) => <ActiveBadge isActive={c.isActive} /> },
];

/**
 * The buyer's accounting codes (operations §3, §4, §7): grouped principal / charterer / owner,
 * filtered and paged here (the server answers the whole list), edited one by one, activated or
 * deactivated in bulk, and exchanged as CSV. Reading needs DA_VIEW or DA_EVALUATION_VIEW; changing
 * needs SETTINGS_EDIT_COMPANY, as on the server.
 */
export function AccountingCodesTab({ access, buyerId }: { access: SettingsAccess; buyerId: number }) {
  const codes = useAccountingCodes(buyerId);
  const updateState = useUpdateAccountingCodeStateMutation(buyerId);
  const editor = useEditDrawer<TAccountingCode>(DRAWER);
  const table = useTableState<AccountingCodeFilters>({
    filters: { text: '', group: null, isActive: null },
    sort: { property: 'group', direction: 'ASC' },
  });
  const [selected, setSelected] = useState<number[]>([]);
  const [isUploadShown, setUploadShown] = useState(false);
  const [error, setError] = useState<string>();
  const canEdit = access.canEditAccountingCodes;

  const rows = useMemo(() => (codes.data ? flattenAccountingCodes(codes.data) : undefined), [codes.data]);
  const page = useMemo(
    () =>
      pageLocally(rows ?? [], table.state, {
        matches: matchesAccountingCode,
        sortValues: {
          // Group order is the spec's, not the alphabet's.
          group: (c) => accountingCodeGroupOptions.findIndex((o) => o.value === c.group),
          code: (c) => c.code,
          subAccount: (c) => c.subAccount,
          description: (c) => c.description,
          isActive: (c) => !c.isActive,
        },
      }),
    [rows, table.state],
  );
  // A code deleted or filtered away stays out of the bulk action.
  const liveSelected = selected.filter((id) => rows?.some((r) => r.id === id));

  async function setState(isActive: boolean) {
    setError(undefined);
    try {
      const answer = await updateState.mutateAsync({ ids: liveSelected, isActive });
      toast.success(`${answer.updated} code(s) ${isActive ? 'activated' : 'deactivated'}`);
      setSelected([]);
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  const selectColumn: DataColumn<TAccountingCode> = {
    key: 'select',
    header: 'Select',
    width: 60,
    render: (c) => (
      <Checkbox
        aria-label={`Select ${codeLabel(c)}`}
        checked={selected.includes(c.id)}
        onChange={(e) => {
          const checked = e.currentTarget.checked;
          setSelected((ids) => (checked ? [...ids, c.id] : ids.filter((id) => id !== c.id)));
        }}
      />
    ),
  };

  const actions = canEdit ? (
    <Group gap="xs">
      <Button variant="default" onClick={() => downloadAccountingCodes(buyerId)}>
        Download CSV
      </Button>
      <Button variant="default" onClick={() => setUploadShown(true)}>
        Upload CSV
      </Button>
      <Button onClick={() => editor.open(null)}>Add code</Button>
    </Group>
  ) : null;

  return (
    <>
      <TabHeader
        title="Accounting codes"
        description="The codes your accounts post DA expenses to: principal codes for whole lines, charterer and owner codes for split lines."
        action={actions}
      />
      {isUploadShown && canEdit && <AccountingCodesUpload buyerId={buyerId} onDone={() => setUploadShown(false)} />}
      {error && (
        <Alert color="red" variant="light" role="alert" mb="sm" withCloseButton onClose={() => setError(undefined)}>
          {error}
        </Alert>
      )}
      {canEdit && liveSelected.length > 0 && (
        <Group gap="xs" mb="sm" aria-label="Bulk actions">
          <Text size="sm" fw={600}>
            {liveSelected.length} selected
          </Text>
          <Button size="xs" variant="light" loading={updateState.isPending} onClick={() => setState(true)}>
            Activate
          </Button>
          <Button size="xs" variant="light" color="red" loading={updateState.isPending} onClick={() => setState(false)}>
            Deactivate
          </Button>
          <Button size="xs" variant="subtle" onClick={() => setSelected([])}>
            Clear selection
          </Button>
        </Group>
      )}
      <DataTable
        label="Accounting codes"
        columns={canEdit ? [selectColumn, ...columns] : columns}
        rows={rows ? page.items : undefined}
        total={page.total}
        rowKey={(c) => c.id}
        table={table}
        isFetching={codes.isFetching}
        error={codes.isError ? errorMessage(codes.error) : null}
        toolbar={
          <>
            <SearchFilter table={table} name="text" label="Search" placeholder="Code, sub account or description" />
            <SelectFilter table={table} name="group" label="Group" data={accountingCodeGroupOptions} width={200} />
            <SelectFilter table={table} name="isActive" label="Status" data={activeFilterOptions} width={160} />
          </>
        }
        emptyState={{
          title: 'No accounting codes yet',
          // The header already holds the actions; repeating them here would give two of each button.
          description: canEdit
            ? 'Add codes one by one, or upload them as a CSV file (buttons above).'
            : 'Your company has not set up accounting codes.',
        }}
        rowActions={
          canEdit
            ? (c) => (
                <Button variant="subtle" size="xs" onClick={() => editor.open(c)} aria-label={`Edit ${codeLabel(c)}`}>
                  Edit
                </Button>
              )
            : undefined
        }
      />
      <RightDrawer
        id={DRAWER}
        title={editor.row ? `Edit ${codeLabel(editor.row)}` : 'New accounting code'}
        icon={<ListIcon />}
        width={520}
      >
        <AccountingCodeForm key={editor.formKey} buyerId={buyerId} code={editor.row} onDone={editor.close} />
      </RightDrawer>
    </>
  );
}
