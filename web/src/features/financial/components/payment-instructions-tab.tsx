import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { formatAmount } from '@portcall/contracts/format';
import type { TPaymentInstruction } from '@portcall/contracts/payments';
import { errorMessage } from '../../../api/http-policy';
import { type DataColumn, DataTable } from '../../../ui/data-table';
import { RightDrawer } from '../../../ui/right-drawer';
import { SearchFilter } from '../../../ui/table-filters';
import { useTableState } from '../../../ui/table-state';
import { useEditDrawer } from '../../../ui/use-edit-drawer';
import { usePaymentInstructionPage } from '../api/list-payment-instructions';
import { PaymentInstructionForm } from './payment-instruction-form';

const DRAWER = 'financial-payment-instruction';

const columns: DataColumn<TPaymentInstruction>[] = [
  {
    key: 'name',
    header: 'Instructions',
    sortProperty: 'name',
    render: (i) => (
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {i.name}
        </Text>
        <Text size="xs" c="dimmed">
          {i.bankName} · {i.iban}
        </Text>
      </Stack>
    ),
  },
  { key: 'currency', header: 'Currency', sortProperty: 'currency', render: (i) => i.currency },
  {
    key: 'reviewer',
    header: 'Reviewer',
    render: (i) => i.reviewer?.fullName ?? <Text c="dimmed">Any reviewer</Text>,
  },
  {
    key: 'approver',
    header: 'Approver',
    render: (i) =>
      i.approver ? (
        <Stack gap={0}>
          <Text size="sm">{i.approver.fullName}</Text>
          <Text size="xs" c="dimmed">
            {i.approvalThreshold === null
              ? 'every payment'
              : `above ${i.currency} ${formatAmount(i.approvalThreshold)}`}
          </Text>
        </Stack>
      ) : (
        <Text c="dimmed">Any approver</Text>
      ),
  },
  {
    key: 'state',
    header: 'Status',
    render: (i) => (
      <Badge variant="light" color={i.isActive ? 'teal' : 'gray'} style={{ flexShrink: 0 }}>
        {i.isActive ? 'Active' : 'Inactive'}
      </Badge>
    ),
  },
];

/**
 * The buyer's payment instructions (platform-core §7; tables page 0, size 10): the accounts DAs are
 * paid from and who reviews and approves each; reviewers add and edit them, everyone reads them.
 */
export function PaymentInstructionsTab({ buyerId, canEdit }: { buyerId: number; canEdit: boolean }) {
  const table = useTableState({ filters: { search: '' }, sort: { property: 'name', direction: 'ASC' } });
  const page = usePaymentInstructionPage(buyerId, table.query);
  const editor = useEditDrawer<TPaymentInstruction>(DRAWER);
  const addButton = canEdit ? <Button onClick={() => editor.open(null)}>Add payment instructions</Button> : null;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Text size="sm" c="dimmed" maw={720}>
          Choose one of these on an evaluation before requesting its payment: it says which account pays the DA, who
          requests approval and who approves.
        </Text>
        {addButton}
      </Group>
      <DataTable
        label="Payment instructions"
        columns={columns}
        rows={page.data?.items}
        total={page.data?.total ?? 0}
        rowKey={(i) => i.id}
        table={table}
        isFetching={page.isFetching}
        error={page.isError ? errorMessage(page.error) : null}
        toolbar={<SearchFilter table={table} name="search" label="Search" placeholder="Name, bank or IBAN" />}
        emptyState={{
          title: 'No payment instructions yet',
          description: canEdit
            ? 'Add the account your DAs are paid from, in each currency you pay in.'
            : 'A payment reviewer adds the accounts your DAs are paid from.',
          action: addButton,
        }}
        rowActions={
          canEdit
            ? (i) => (
                <Button variant="subtle" size="xs" onClick={() => editor.open(i)} aria-label={`Edit ${i.name}`}>
                  Edit
                </Button>
              )
            : undefined
        }
      />
      <RightDrawer id={DRAWER} title={editor.row ? `Edit ${editor.row.name}` : 'New payment instructions'} width={640}>
        <PaymentInstructionForm key={editor.formKey} row={editor.row} buyerId={buyerId} onDone={editor.close} />
      </RightDrawer>
    </Stack>
  );
}
