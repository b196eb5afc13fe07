import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { TBillingCompany, TBuyerSettingsProfile } from '@portcall/contracts/settings';
import { useMemo } from 'react';
import { type DataColumn, DataTable } from '../../../ui/data-table';
import { RightDrawer } from '../../../ui/right-drawer';
import { TabHeader } from '../../../ui/tab-header';
import { activeFilterOptions, SearchFilter, SelectFilter } from '../../../ui/table-filters';
import { pageLocally, useTableState } from '../../../ui/table-state';
import { useEditDrawer } from '../../../ui/use-edit-drawer';
import { BillingCompanyForm } from './billing-company-form';
import type { SettingsAccess } from './settings-access';
import { ActiveBadge } from './status-badges';

const DRAWER = 'buyer-settings-billing-company';

const columns: DataColumn<TBillingCompany>[] = [
  {
    key: 'name',
    header: 'Legal name',
    sortProperty: 'name',
    render: (b) => (
      <Group gap={6} wrap="nowrap">
        <Text size="sm" fw={600}>
          {b.name}
        </Text>
        {b.isDefault ? (
          <Badge variant="filled" color="teal.9" radius="sm" tt="none" size="sm">
            Default
          </Badge>
        ) : null}
      </Group>
    ),
  },
  {
    key: 'address',
    header: 'Address',
    render: (b) => (
      <Stack gap={0}>
        <Text size="sm">{b.street}</Text>
        <Text size="xs" c="dimmed">
          {[b.postcode, b.city].filter(Boolean).join(' ')}
        </Text>
      </Stack>
    ),
  },
  { key: 'country', header: 'Country', sortProperty: 'country', render: (b) => b.country.name },
  { key: 'vat', header: 'VAT number', render: (b) => b.vatNumber ?? '—' },
  { key: 'state', header: 'Status', sortProperty: 'isActive', render: (b) => <ActiveBadge isActive={b.isActive} /> },
];

/** The legal entities invoices are addressed to; one may be the default. */
export function BillingCompaniesTab({ profile, access }: { profile: TBuyerSettingsProfile; access: SettingsAccess }) {
  const table = useTableState({
    filters: { name: '', isActive: null as string | null },
    sort: { property: 'name', direction: 'ASC' },
  });
  const editor = useEditDrawer<TBillingCompany>(DRAWER);
  const page = useMemo(
    () =>
      pageLocally(profile.billingCompanies, table.state, {
        matches: (b, f) =>
          (!f.name || b.name.toLowerCase().includes(f.name.trim().toLowerCase())) &&
          (!f.isActive || String(b.isActive) === f.isActive),
        sortValues: { name: (b) => b.name, country: (b) => b.country.name, isActive: (b) => !b.isActive },
      }),
    [profile.billingCompanies, table.state],
  );
  const canEdit = access.canEditBillingCompanies;
  const addButton = canEdit ? <Button onClick={() => editor.open(null)}>Add billing company</Button> : null;

  return (
    <>
      <TabHeader
        title="Billing companies"
        description="The legal entities your invoices are addressed to. The default one is used unless another is chosen."
        action={addButton}
      />
      <DataTable
        label="Billing companies"
        columns={columns}
        rows={page.items}
        total={page.total}
        rowKey={(b) => b.id}
        table={table}
        toolbar={
          <>
            <SearchFilter table={table} name="name" label="Name" placeholder="Search by name" />
            <SelectFilter table={table} name="isActive" label="Status" data={activeFilterOptions} width={160} />
          </>
        }
        emptyState={{
          title: 'No billing companies yet',
          description: 'Add the legal entity your agents should invoice.',
          action: addButton,
        }}
        rowActions={
          canEdit
            ? (b) => (
                <Button variant="subtle" size="xs" onClick={() => editor.open(b)} aria-label={`Edit ${b.name}`}>
                  Edit
                </Button>
              )
            : undefined
        }
      />
      <RightDrawer id={DRAWER} title={editor.row ? `Edit ${editor.row.name}` : 'New billing company'} width={640}>
        <BillingCompanyForm key={editor.formKey} company={editor.row} onDone={editor.close} />
      </RightDrawer>
    </>
  );
}
