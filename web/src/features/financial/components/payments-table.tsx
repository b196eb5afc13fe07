import { Anchor, Button, Checkbox, Group, Stack, Text, Tooltip } from '@mantine/core';
import { formatAmount, formatDate } from '@portcall/contracts/format';
import { messages } from '@portcall/contracts/messages';
import type { TPaymentListItem } from '@portcall/contracts/payment-list';
import type { ReactNode } from 'react';
import { type DataColumn, DataTable, type DataTableEmptyState } from '../../../ui/data-table';
import type { TableController, TableFilters } from '../../../ui/table-state';
import { type FinancialRoles, paymentActions } from '../lib/payment-actions';
import { PaymentStatusBadge } from './payment-status-badge';

export type PaymentAction = 'requestApproval' | 'approve' | 'backForReview' | 'pay' | 'advice';

export interface Selection {
  ids: ReadonlySet<number>;
  toggle: (id: number) => void;
  setMany: (ids: number[], isOn: boolean) => void;
}

const money = (currency: string | null, amount: string | null) =>
  amount === null ? '-' : `${currency ?? ''} ${formatAmount(amount)}`.trim();

function columns(showBuyer: boolean, selection?: Selection, selectable?: (p: TPaymentListItem) => boolean) {
  const list: DataColumn<TPaymentListItem>[] = [];
  if (selection && selectable)
    list.push({
      key: 'select',
      header: 'Select',
      width: 60,
      render: (p) =>
        selectable(p) ? (
          <Checkbox
            aria-label={`Select payment ${p.id}`}
            checked={selection.ids.has(p.id)}
            onChange={() => selection.toggle(p.id)}
          />
        ) : null,
    });
  list.push(
    { key: 'id', header: '#', sortProperty: 'id', render: (p) => <Text fw={600}>{p.id}</Text> },
    ...(showBuyer ? [{ key: 'buyer', header: 'Buyer', render: (p: TPaymentListItem) => p.buyerName }] : []),
    {
      key: 'vessel',
      header: 'Vessel / port / agent',
      sortProperty: 'vessel',
      render: (p) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {p.vessel}
            {p.voyageNumber ? ` · ${p.voyageNumber}` : ''}
          </Text>
          <Text size="xs" c="dimmed">
            {p.port} · {p.agent}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      sortProperty: 'status',
      render: (p) => (
        <Stack gap={2} align="flex-start">
          <PaymentStatusBadge status={p.status} />
          {(p.requestedBy || p.approvedBy) && (
            <Text size="xs" c="dimmed">
              {p.requestedBy ? `Requested by ${p.requestedBy}` : ''}
              {p.requestedBy && p.approvedBy ? ', ' : ''}
              {p.approvedBy ? `approved by ${p.approvedBy}` : ''}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'amount',
      header: 'Approved',
      sortProperty: 'approvedAmount',
      align: 'right',
      render: (p) => (
        <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
          {money(p.currency, p.approvedAmount)}
        </Text>
      ),
    },
    {
      key: 'remitted',
      header: 'Remitted',
      align: 'right',
      render: (p) => <Text style={{ whiteSpace: 'nowrap' }}>{money(p.currency, p.remittedAmount)}</Text>,
    },
    {
      key: 'updated',
      header: 'Last change',
      sortProperty: 'updatedAt',
      render: (p) => (p.paidDate ? `Paid ${formatDate(p.paidDate)}` : formatDate(p.updatedAt)),
    },
  );
  return list;
}

/**
 * The financial page's payment table. Actions show only when the profile holds the authority and
 * the payment's state allows them (the server enforces the same rules); the advice PDF is always there.
 */
export function PaymentsTable<F extends TableFilters>({
  label,
  rows,
  total,
  isFetching,
  error,
  table,
  roles,
  onAction,
  toolbar,
  emptyState,
  selection,
  showBuyer = false,
  busyId,
}: {
  label: string;
  rows: TPaymentListItem[] | undefined;
  total: number;
  isFetching: boolean;
  error?: string | null;
  table: TableController<F>;
  roles: FinancialRoles;
  onAction: (action: PaymentAction, payment: TPaymentListItem) => void;
  toolbar?: ReactNode;
  emptyState: DataTableEmptyState;
  selection?: Selection;
  showBuyer?: boolean;
  busyId?: number | null;
}) {
  const canSelect = (p: TPaymentListItem) => paymentActions(p, roles).canApprove;
  return (
    <DataTable
      label={label}
      columns={columns(showBuyer, selection, canSelect)}
      rows={rows}
      total={total}
      rowKey={(p) => p.id}
      table={table}
      isFetching={isFetching}
      error={error}
      emptyState={emptyState}
      toolbar={toolbar}
      rowActions={(p) => {
        const can = paymentActions(p, roles);
        const busy = busyId === p.id;
        // Short lines rather than one long one: the step this person takes now, then the way back and
        // the advice, so the row's actions fit beside the payment on a laptop's screen (1366 wide).
        return (
          <Stack gap={4} align="flex-end">
            <Group gap={6} wrap="nowrap" justify="flex-end">
              {can.canRequestApproval && (
                <Button size="compact-xs" loading={busy} onClick={() => onAction('requestApproval', p)}>
                  Request approval
                </Button>
              )}
              {can.requestBlockedReason && (
                <Text size="xs" c="dimmed">
                  {can.requestBlockedReason}
                </Text>
              )}
              {can.approveBlockedReason && (
                <Text size="xs" c="dimmed">
                  {can.approveBlockedReason}
                </Text>
              )}
              {can.canApprove && (
                <Button size="compact-xs" color="teal" loading={busy} onClick={() => onAction('approve', p)}>
                  Approve
                </Button>
              )}
              {can.canPay && (
                <Button size="compact-xs" color="navy" loading={busy} onClick={() => onAction('pay', p)}>
                  Pay
                </Button>
              )}
              {roles.isApprover && p.status === 'PENDING_APPROVAL' && p.requestedById === roles.profileId && (
                <Tooltip label={messages.REASON_OWN_APPROVAL_REQUEST}>
                  <Text size="xs" c="dimmed">
                    Awaiting another approver
                  </Text>
                </Tooltip>
              )}
            </Group>
            <Group gap={4} wrap="wrap" justify="flex-end" maw={150}>
              {can.canBackForReview && (
                <Button size="compact-xs" variant="default" onClick={() => onAction('backForReview', p)}>
                  Back for review
                </Button>
              )}
              <Anchor
                component="button"
                type="button"
                size="xs"
                style={{ whiteSpace: 'nowrap' }}
                onClick={() => onAction('advice', p)}
              >
                Advice PDF
              </Anchor>
            </Group>
          </Stack>
        );
      }}
    />
  );
}
