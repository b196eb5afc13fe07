import { Alert, Badge, Button, Paper, Stack, Table, Text } from '@mantine/core';
import type { TBankAccount } from '@portcall/contracts/bank-accounts';
import { formatDate } from '@portcall/contracts/format';
import { Link } from 'react-router';
import { CoinsIcon } from '../../../ui/icons';
import { PageHeader } from '../../../ui/page-header';
import { RightDrawer } from '../../../ui/right-drawer';
import { useEditDrawer } from '../../../ui/use-edit-drawer';
import { useBankAccounts } from '../api/list-bank-accounts';
import { BankAccountForm } from '../components/bank-account-form';

const DRAWER = 'bank-account';
const noTruncation = { root: { flexShrink: 0, maxWidth: 'none', overflow: 'visible' }, label: { overflow: 'visible' } };

function StatusBadge({ account }: { account: TBankAccount }) {
  const isApproved = account.status === 'APPROVED';
  return (
    <Stack gap={2}>
      <Badge color={isApproved ? 'teal' : 'orange'} variant="light" radius="sm" styles={noTruncation}>
        {isApproved ? 'Approved' : 'Pending approval'}
      </Badge>
      {isApproved && account.approvedAt ? (
        <Text size="xs" c="dimmed">
          {account.approvedBy ? `${account.approvedBy.fullName}, ` : ''}
          {formatDate(account.approvedAt)}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * /secured/{agent|vendor}/da-tool/bank-accounts: the accounts principals pay DAs into (operations
 * §7). Added and changed here; a principal approves them, and a DA only carries an approved one.
 */
export function BankAccountsPage({ kind }: { kind: 'agent' | 'vendor' }) {
  const accounts = useBankAccounts();
  const editor = useEditDrawer<TBankAccount>(DRAWER);
  const rows = [...(accounts.data ?? [])].sort(
    (a, b) => a.currency.localeCompare(b.currency) || a.bankName.localeCompare(b.bankName),
  );

  return (
    <>
      <PageHeader
        eyebrow={kind === 'agent' ? 'Port agent' : 'Vendor'}
        title="Bank accounts"
        description="The accounts your DAs are paid into. A new or changed account waits for a principal's approval; a DA can only carry an approved account of its currency."
        actions={
          <>
            <Button variant="default" component={Link} to={`/secured/${kind}/da-tool`}>
              Back to DA tool
            </Button>
            <Button onClick={() => editor.open(null)}>Add bank account</Button>
          </>
        }
      />
      {accounts.isError ? (
        <Alert color="red" variant="light" role="alert">
          {accounts.error.message}
        </Alert>
      ) : null}
      <Paper withBorder radius="md">
        <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="Bank accounts">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={90}>Currency</Table.Th>
              <Table.Th>Bank</Table.Th>
              <Table.Th>IBAN / BIC</Table.Th>
              <Table.Th w={200}>Status</Table.Th>
              <Table.Th w={110}>Documents</Table.Th>
              <Table.Th w={90} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && !accounts.isLoading ? (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Text c="dimmed" size="sm" py="md" ta="center">
                    No bank accounts yet. Add one to put it on your DAs once a principal approves it.
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
            {rows.map((a) => (
              <Table.Tr key={a.id} aria-label={`${a.currency} account at ${a.bankName}`}>
                <Table.Td>
                  <Text fw={600}>{a.currency}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{a.bankName}</Text>
                  <Text size="xs" c="dimmed">
                    {a.beneficiaryName}
                    {a.isActive ? '' : ' · inactive'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {a.iban}
                  </Text>
                  <Text size="xs" c="dimmed" ff="monospace">
                    {a.swift}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <StatusBadge account={a} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{a.attachments.length === 0 ? 'None' : `${a.attachments.length} file(s)`}</Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    aria-label={`Edit ${a.currency} account at ${a.bankName}`}
                    onClick={() => editor.open(a)}
                  >
                    Edit
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <RightDrawer
        id={DRAWER}
        title={editor.row ? `${editor.row.currency} account at ${editor.row.bankName}` : 'New bank account'}
        icon={<CoinsIcon />}
        width={560}
      >
        <BankAccountForm key={editor.formKey} account={editor.row} onDone={editor.close} />
      </RightDrawer>
    </>
  );
}
