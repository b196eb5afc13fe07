import { Button, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { hasAuthority } from '@portcall/contracts/access';
import { useState } from 'react';
import { errorMessage } from '../../../api/http-policy';
import { useSessionStore } from '../../../lib/session-store';
import { PageHeader } from '../../../ui/page-header';
import { useTableState } from '../../../ui/table-state';
import { downloadPaymentExport } from '../api/downloads';
import { useFinancialBuyers } from '../api/list-buyers';
import { usePaymentList } from '../api/list-payments';
import { AdjustBalanceForm } from '../components/adjust-balance-form';
import { CashFlowPanel } from '../components/cash-flow-panel';
import { initialPaymentFilters, type PaymentFilters, PaymentFiltersBar } from '../components/payment-filters';
import { PaymentsTable } from '../components/payments-table';
import { usePaymentWorkflow } from '../components/use-payment-workflow';
import { paymentListQuery } from '../lib/list-query';

/** An administrator reads payments; the buyer's own reviewers and approvers act on them. */
const READ_ONLY = { profileId: 0, isReviewer: false, isApprover: false };

/**
 * /secured/admin/financial (ADMIN_FINANCIAL): pick a buyer (or all), see its payments and its
 * cash-flow accounts, and adjust a balance with ADMIN_ADJUST_BALANCE.
 */
export function AdminFinancialPage() {
  const profile = useSessionStore((s) => s.profile);
  const canAdjust = !!profile && hasAuthority(profile, 'ADMIN_ADJUST_BALANCE');
  const buyers = useFinancialBuyers();
  const [buyerId, setBuyerId] = useState<number | null>(null);
  const table = useTableState<PaymentFilters>({
    filters: initialPaymentFilters,
    sort: { property: 'updatedAt', direction: 'DESC' },
  });
  const query = paymentListQuery(table.query, buyerId ? { buyerId } : {});
  const payments = usePaymentList(query);
  // Read-only roles: an administrator never requests approval, so the instructions tab is never asked for.
  const workflow = usePaymentWorkflow(READ_ONLY, () => {});

  return (
    <Stack gap="lg">
      <PageHeader
        eyebrow="Administration"
        title="Financial"
        description="Every buyer's payments and cash-flow accounts; balance adjustments are audited."
      />
      <Paper withBorder p="md" radius="md">
        <Group align="flex-end" justify="space-between">
          <Select
            label="Buyer"
            placeholder="All buyers"
            searchable
            clearable
            w={320}
            data={(buyers.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
            value={buyerId ? String(buyerId) : null}
            onChange={(v) => {
              setBuyerId(v ? Number(v) : null);
              table.setPage(0);
            }}
            error={buyers.isError ? errorMessage(buyers.error) : undefined}
          />
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => void downloadPaymentExport('CSV', query)}>
              Export CSV
            </Button>
            <Button size="xs" variant="default" onClick={() => void downloadPaymentExport('XLSX', query)}>
              Export XLSX
            </Button>
          </Group>
        </Group>
      </Paper>
      <PaymentsTable
        label="Payments"
        rows={payments.data?.items}
        total={payments.data?.total ?? 0}
        isFetching={payments.isFetching}
        error={payments.isError ? errorMessage(payments.error) : null}
        table={table}
        roles={READ_ONLY}
        onAction={workflow.onAction}
        showBuyer={buyerId === null}
        toolbar={<PaymentFiltersBar table={table} />}
        emptyState={{ title: 'No payment', description: 'Payments appear once buyers approve DA expenses.' }}
      />
      {buyerId === null ? (
        <Text c="dimmed" size="sm">
          Pick a buyer to see its cash-flow accounts{canAdjust ? ' and adjust a balance' : ''}.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, lg: canAdjust ? 2 : 1 }}>
          <CashFlowPanel buyerId={buyerId} />
          {canAdjust && <AdjustBalanceForm buyerId={buyerId} />}
        </SimpleGrid>
      )}
    </Stack>
  );
}
