import { Badge, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { hasAuthority } from '@portcall/contracts/access';
import { messages } from '@portcall/contracts/messages';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/http-policy';
import { useSessionStore } from '../../../lib/session-store';
import { PageHeader } from '../../../ui/page-header';
import { useTableState } from '../../../ui/table-state';
import { WithReason } from '../../../ui/with-reason';
import { downloadPaymentExport } from '../api/downloads';
import { usePaymentList } from '../api/list-payments';
import { BankFileActions } from '../components/bank-files';
import { CashFlowPanel } from '../components/cash-flow-panel';
import { initialPaymentFilters, type PaymentFilters, PaymentFiltersBar } from '../components/payment-filters';
import { PaymentInstructionsTab } from '../components/payment-instructions-tab';
import { PaymentsTable } from '../components/payments-table';
import { RemittanceSettings } from '../components/remittance-settings';
import { usePaymentWorkflow } from '../components/use-payment-workflow';
import { paymentListQuery } from '../lib/list-query';
import { paymentActions } from '../lib/payment-actions';

const tabs = ['awaiting', 'history', 'instructions', 'cash-flow'] as const;
type Tab = (typeof tabs)[number];

/**
 * /secured/buyer/financial: the payments waiting for this profile (review, approval, payment), the
 * whole history with filters and exports, and the company's cash-flow accounts.
 */
export function BuyerFinancialPage() {
  const profile = useSessionStore((s) => s.profile);
  const company = useSessionStore((s) => s.company);
  const roles = {
    profileId: profile?.id ?? 0,
    isReviewer: !!profile && hasAuthority(profile, 'FINANCIAL_PAYMENT_ORDER_REVIEWER'),
    isApprover: !!profile && hasAuthority(profile, 'FINANCIAL_PAYMENT_ORDER_APPROVER'),
  };
  const [params] = useSearchParams();
  // The evaluation links straight to the instructions tab (?tab=instructions).
  const [tab, setTab] = useState<Tab>(
    tabs.includes(params.get('tab') as Tab) ? (params.get('tab') as Tab) : 'awaiting',
  );
  const workflow = usePaymentWorkflow(roles, () => setTab('instructions'));

  const awaitingTable = useTableState<Record<string, never>>({ filters: {} });
  const awaiting = usePaymentList(paymentListQuery(awaitingTable.query, { awaitingMyAction: true }));
  const historyTable = useTableState<PaymentFilters>({
    filters: initialPaymentFilters,
    sort: { property: 'updatedAt', direction: 'DESC' },
  });
  const historyQuery = paymentListQuery(historyTable.query);
  const history = usePaymentList(historyQuery, tab === 'history');

  const approvable = (awaiting.data?.items ?? []).filter((p) => paymentActions(p, roles).canApprove);
  const selectedCount = approvable.filter((p) => workflow.selection.ids.has(p.id)).length;
  const allSelected = approvable.length > 0 && selectedCount === approvable.length;
  const role =
    roles.isReviewer && roles.isApprover
      ? 'reviewer and approver'
      : roles.isReviewer
        ? 'reviewer'
        : roles.isApprover
          ? 'approver'
          : 'viewer';

  return (
    <Stack gap="lg">
      <PageHeader
        eyebrow="Financial"
        title="Payments"
        description="Payments of approved disbursement accounts: review, approve, pay with the remittance, and follow the balance of each currency."
        actions={
          <Group gap="xs">
            <Badge variant="outline" color="navy" size="lg" radius="sm">
              You are {/^[aeiou]/.test(role) ? 'an' : 'a'} {role}
            </Badge>
          </Group>
        }
      />
      {workflow.warningAlert}
      <BankFileActions />
      <Tabs value={tab} onChange={(v) => setTab((v as Tab) ?? 'awaiting')} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="awaiting" rightSection={<Badge size="sm">{awaiting.data?.total ?? 0}</Badge>}>
            Awaiting my action
          </Tabs.Tab>
          <Tabs.Tab value="history">History</Tabs.Tab>
          <Tabs.Tab value="instructions">Payment instructions</Tabs.Tab>
          <Tabs.Tab value="cash-flow">Cash flow</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="awaiting">
          <PaymentsTable
            label="Payments awaiting my action"
            rows={awaiting.data?.items}
            total={awaiting.data?.total ?? 0}
            isFetching={awaiting.isFetching}
            error={awaiting.isError ? errorMessage(awaiting.error) : null}
            table={awaitingTable}
            roles={roles}
            onAction={workflow.onAction}
            busyId={workflow.busyId}
            selection={roles.isApprover ? workflow.selection : undefined}
            emptyState={{
              title: 'Nothing waits for you',
              description:
                roles.isReviewer || roles.isApprover
                  ? 'Payments to review, approve or pay appear here as their DAs are approved.'
                  : 'You can see payments but neither review nor approve them.',
            }}
            toolbar={
              roles.isApprover && approvable.length > 0 ? (
                <Group gap="sm">
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() =>
                      workflow.selection.setMany(
                        approvable.map((p) => p.id),
                        !allSelected,
                      )
                    }
                  >
                    {allSelected ? 'Clear selection' : 'Select all to approve'}
                  </Button>
                  <WithReason reason={selectedCount === 0 ? messages.REASON_SELECT_PAYMENTS : null}>
                    <Button
                      size="xs"
                      color="teal"
                      disabled={selectedCount === 0}
                      loading={workflow.isBulkPending}
                      onClick={() => void workflow.approveSelected(awaiting.data?.items ?? [])}
                    >
                      Approve selected ({selectedCount})
                    </Button>
                  </WithReason>
                </Group>
              ) : null
            }
          />
        </Tabs.Panel>
        <Tabs.Panel value="history">
          <Stack gap="sm">
            <Group justify="flex-end" gap="xs">
              <Text size="sm" c="dimmed">
                Export what the filters show:
              </Text>
              <Button size="xs" variant="default" onClick={() => void downloadPaymentExport('CSV', historyQuery)}>
                CSV
              </Button>
              <Button size="xs" variant="default" onClick={() => void downloadPaymentExport('XLSX', historyQuery)}>
                XLSX
              </Button>
            </Group>
            <PaymentsTable
              label="Payment history"
              rows={history.data?.items}
              total={history.data?.total ?? 0}
              isFetching={history.isFetching}
              error={history.isError ? errorMessage(history.error) : null}
              table={historyTable}
              roles={roles}
              onAction={workflow.onAction}
              busyId={workflow.busyId}
              toolbar={<PaymentFiltersBar table={historyTable} />}
              emptyState={{
                title: 'No payment yet',
                description: 'A payment appears once expenses of a DA are approved.',
              }}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="instructions">
          {company ? <PaymentInstructionsTab buyerId={company.id} canEdit={roles.isReviewer} /> : null}
        </Tabs.Panel>
        <Tabs.Panel value="cash-flow">
          {company ? (
            <Stack gap="md">
              <CashFlowPanel buyerId={company.id} />
              <RemittanceSettings buyerId={company.id} canEdit={roles.isApprover} />
            </Stack>
          ) : null}
        </Tabs.Panel>
      </Tabs>
      {workflow.dialogs}
    </Stack>
  );
}
