import { Alert, Anchor, Badge, Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { TBankAccountForReview } from '@portcall/contracts/bank-accounts';
import { formatDate } from '@portcall/contracts/format';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { ApiError } from '../../../api/api-error';
import { errorMessage } from '../../../api/http-policy';
import { useDecide } from '../../../lib/use-can';
import { type DataColumn, DataTable } from '../../../ui/data-table';
import { PageHeader } from '../../../ui/page-header';
import { useTableState } from '../../../ui/table-state';
import { useBankAccountReviewMutations, useBankAccountsForReview } from '../api/bank-accounts';
import { BankLetterCheck } from '../components/bank-letter-check';

const columns: DataColumn<TBankAccountForReview>[] = [
  {
    key: 'agent',
    header: 'Agent',
    render: (a) => (
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {a.supplierName}
        </Text>
        <Text size="xs" c="dimmed">
          {a.beneficiaryName}
        </Text>
      </Stack>
    ),
  },
  { key: 'currency', header: 'Currency', render: (a) => a.currency },
  {
    key: 'bank',
    header: 'Bank / IBAN / SWIFT',
    render: (a) => (
      <Stack gap={0}>
        <Text size="sm">{a.bankName}</Text>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {a.iban} · {a.swift}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    render: (a) => (
      <Stack gap={2} align="flex-start">
        <Badge
          variant="light"
          color={a.status === 'APPROVED' ? 'teal' : 'yellow'}
          style={{ flexShrink: 0, overflow: 'visible', maxWidth: 'none' }}
        >
          {a.status === 'APPROVED' ? 'Approved' : 'Pending approval'}
        </Badge>
        {a.approvedBy && a.approvedAt ? (
          <Text size="xs" c="dimmed">
            by {a.approvedBy.fullName}, {formatDate(a.approvedAt)}
          </Text>
        ) : null}
        {a.approvalOverrideReason ? (
          <Text size="xs" c="orange">
            Approved without KYP verification: {a.approvalOverrideReason}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  {
    key: 'verbal',
    header: 'Verbal verification',
    render: (a) =>
      a.verbalVerification ? (
        <Text size="xs">
          With {a.verbalVerification.verifiedWith}, {formatDate(a.verbalVerification.verifiedAt)}
          {a.verbalVerification.verifiedBy ? ` by ${a.verbalVerification.verifiedBy.fullName}` : ''}
        </Text>
      ) : (
        <Text size="xs" c="dimmed">
          Not recorded
        </Text>
      ),
  },
];

type Status = 'PENDING' | 'APPROVED' | 'ALL';

/**
 * /secured/buyer/da-tool/bank-accounts: the bank accounts of the agents this buyer appointed. Those
 * who verify DAs approve pending accounts (a DA can carry only an approved one) and record who
 * confirmed the details by phone.
 */
export function BankAccountsPage() {
  const table = useTableState({ filters: { status: 'PENDING' as Status } });
  const { status } = table.state.filters;
  const { status: _ignored, ...paging } = table.query;
  const list = useBankAccountsForReview(status === 'ALL' ? paging : { ...paging, status });
  const { approve, verbalVerify } = useBankAccountReviewMutations();
  // The policy table's answer per account: a 403 (not a reviewer) hides the action, as does an approved account.
  const may = useDecide();
  const [verifying, setVerifying] = useState<TBankAccountForReview | null>(null);
  const [verifiedWith, setVerifiedWith] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [overriding, setOverriding] = useState<TBankAccountForReview | null>(null);
  const [overrideReason, setOverrideReason] = useState('');
  const [checking, setChecking] = useState<TBankAccountForReview | null>(null);

  /** An unverified supplier's account is approved only with a reason (audited): ask for one. */
  async function approveAccount(a: TBankAccountForReview) {
    setError(null);
    if (a.approvalNeedsReason) {
      setOverrideReason('');
      setOverriding(a);
      return;
    }
    try {
      await approve.mutateAsync({ id: a.id, version: a.version });
      toast.success('Bank account approved');
    } catch (e) {
      if (e instanceof ApiError && e.code === 'BANK_ACCOUNT_SUPPLIER_UNVERIFIED') {
        setOverrideReason('');
        setOverriding(a);
      } else setError(errorMessage(e));
    }
  }

  async function run(action: () => Promise<unknown>, done: string) {
    setError(null);
    try {
      await action();
      toast.success(done);
      return true;
    } catch (e) {
      setError(errorMessage(e));
      return false;
    }
  }

  return (
    <Stack gap="lg">
      <PageHeader
        eyebrow="DA tool"
        title="Agents' bank accounts"
        description="An agent's DA can carry only an approved account of its currency: approve the accounts your agents saved, and record who confirmed the details on the phone."
        actions={
          <Anchor component={Link} to="/secured/buyer/da-tool">
            ← Disbursement accounts
          </Anchor>
        }
      />
      {error ? (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
      <DataTable
        label="Agents' bank accounts"
        columns={columns}
        rows={list.data?.items}
        total={list.data?.total ?? 0}
        rowKey={(a) => a.id}
        table={table}
        isFetching={list.isFetching}
        error={list.isError ? errorMessage(list.error) : null}
        toolbar={
          <SegmentedControl
            aria-label="Status"
            value={status}
            onChange={(v) => table.setFilter('status', v)}
            data={[
              { value: 'PENDING', label: 'Pending approval' },
              { value: 'APPROVED', label: 'Approved' },
              { value: 'ALL', label: 'All' },
            ]}
          />
        }
        emptyState={{
          title: status === 'PENDING' ? 'No account waits for approval' : 'No bank account yet',
          description: 'Accounts appear here when an agent you appointed saves one.',
        }}
        rowActions={(a) => (
          <Group gap={6} wrap="wrap" justify="flex-end" maw={190}>
            <Button
              size="compact-xs"
              variant="default"
              style={{ whiteSpace: 'nowrap' }}
              aria-label={`Check ${a.supplierName} ${a.currency} bank letter`}
              onClick={() => setChecking(a)}
            >
              Check letter
            </Button>
            {may('BANK_ACCOUNT_APPROVE', { state: a.status }).allowed ? (
              <Button
                size="compact-xs"
                color="teal"
                loading={approve.isPending && approve.variables?.id === a.id}
                aria-label={`Approve ${a.supplierName} ${a.currency} account`}
                onClick={() => void approveAccount(a)}
              >
                Approve
              </Button>
            ) : null}
            {may('BANK_ACCOUNT_VERBAL_VERIFY').allowed ? (
              <Button
                size="compact-xs"
                variant="default"
                style={{ whiteSpace: 'nowrap' }}
                onClick={() => {
                  setVerifiedWith('');
                  setVerifying(a);
                }}
              >
                Verbal verification
              </Button>
            ) : null}
          </Group>
        )}
      />
      <Modal
        opened={checking !== null}
        onClose={() => setChecking(null)}
        title={checking ? `${checking.supplierName}: ${checking.currency} account against its bank letter` : ''}
        size="xl"
      >
        {checking ? (
          <Stack gap="md">
            <BankLetterCheck accountId={checking.id} />
            {may('BANK_ACCOUNT_APPROVE', { state: checking.status }).allowed ? (
              <Group justify="flex-end">
                <Button
                  color="teal"
                  loading={approve.isPending}
                  onClick={() => {
                    const account = checking;
                    setChecking(null);
                    void approveAccount(account);
                  }}
                >
                  Approve
                </Button>
              </Group>
            ) : null}
          </Stack>
        ) : null}
      </Modal>
      <Modal opened={overriding !== null} onClose={() => setOverriding(null)} title="Approve without KYP verification">
        {overriding ? (
          <Stack>
            <Alert color="orange" variant="light">
              {overriding.supplierName} is not KYP verified. You can approve its {overriding.currency} account only with
              a reason, which is recorded with your name.
            </Alert>
            <TextInput
              label="Reason"
              required
              maxLength={1000}
              value={overrideReason}
              onChange={(e) => setOverrideReason(e.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOverriding(null)}>
                Cancel
              </Button>
              <Button
                color="orange"
                disabled={overrideReason.trim() === ''}
                loading={approve.isPending}
                onClick={async () => {
                  const done = await run(
                    () =>
                      approve.mutateAsync({
                        id: overriding.id,
                        version: overriding.version,
                        overrideReason: overrideReason.trim(),
                      }),
                    'Bank account approved with an override',
                  );
                  if (done) setOverriding(null);
                }}
              >
                Approve anyway
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
      <Modal opened={verifying !== null} onClose={() => setVerifying(null)} title="Record a verbal verification">
        {verifying ? (
          <Stack>
            <Text size="sm">
              {verifying.supplierName}: {verifying.bankName}, {verifying.iban}. Who at the agent's office confirmed
              these details on the phone?
            </Text>
            <TextInput
              label="Confirmed by"
              required
              maxLength={200}
              value={verifiedWith}
              onChange={(e) => setVerifiedWith(e.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setVerifying(null)}>
                Cancel
              </Button>
              <Button
                disabled={verifiedWith.trim() === ''}
                loading={verbalVerify.isPending}
                onClick={async () => {
                  const done = await run(
                    () =>
                      verbalVerify.mutateAsync({
                        id: verifying.id,
                        version: verifying.version,
                        verifiedWith: verifiedWith.trim(),
                      }),
                    'Verbal verification recorded',
                  );
                  if (done) setVerifying(null);
                }}
              >
                Record verification
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
