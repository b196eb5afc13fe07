import { Alert, List } from '@mantine/core';
import { formatMessage } from '@portcall/contracts/messages';
import type { TPaymentListItem } from '@portcall/contracts/payment-list';
import type { TPaymentWarning } from '@portcall/contracts/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../api/http-policy';
import { downloadPaymentAdvice } from '../api/downloads';
import { financialKeys } from '../api/keys';
import { payPayment } from '../api/pay-payment';
import {
  approvePayment,
  backForReview,
  bulkApprovePayments,
  requestApproval,
  usePaymentMutation,
} from '../api/payment-transitions';
import { createAttemptKeys, payFingerprint } from '../lib/idempotency';
import type { FinancialRoles } from '../lib/payment-actions';
import { paymentActions } from '../lib/payment-actions';
import { BackForReviewModal, PayModal, type PayValues } from './payment-dialogs';
import type { PaymentAction, Selection } from './payments-table';
import { RequestApprovalModal, type RequestApprovalValues } from './request-approval-dialog';

/**
 * The payment actions of the financial page: each row action, the bulk approval of the selected
 * rows, the pay dialog with its Idempotency-Key per attempt, and the remitted-amount warnings of the
 * last pay (they are warnings: the payment is recorded).
 */
export function usePaymentWorkflow(
  roles: FinancialRoles,
  /** Shows the payment instructions tab (the request dialog's way to add instructions). */
  onSetUpInstructions: () => void,
) {
  const queryClient = useQueryClient();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<{ kind: 'pay' | 'back' | 'request'; payment: TPaymentListItem } | null>(null);
  const [requestError, setRequestError] = useState<string | null>(null);
  const [warnings, setWarnings] = useState<{ paymentId: number; items: TPaymentWarning[] } | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [payError, setPayError] = useState<string | null>(null);
  const attemptKeys = useMemo(() => createAttemptKeys(), []);

  const fail = (error: unknown) => toast.error(errorMessage(error));
  const request = usePaymentMutation(requestApproval);
  const approve = usePaymentMutation(approvePayment);
  const back = usePaymentMutation(backForReview);
  const bulk = usePaymentMutation(bulkApprovePayments);
  const pay = useMutation({
    mutationFn: payPayment,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: financialKeys.all() }),
    meta: { silent: true },
  });

  const selection: Selection = {
    ids: selected,
    toggle: (id) =>
      setSelected((s) => {
        const next = new Set(s);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    setMany: (ids, isOn) =>
      setSelected((s) => {
        const next = new Set(s);
        for (const id of ids)
          if (isOn) next.add(id);
          else next.delete(id);
        return next;
      }),
  };

  async function run(payment: TPaymentListItem, call: () => Promise<unknown>, done: string) {
    setBusyId(payment.id);
    try {
      await call();
      toast.success(done);
    } catch (error) {
      fail(error);
    } finally {
      setBusyId(null);
    }
  }

  function onAction(action: PaymentAction, p: TPaymentListItem) {
    const ref = { id: p.id, version: p.version };
    if (action === 'requestApproval' && paymentActions(p, roles).needsPaymentDetails) {
      setRequestError(null);
      setDialog({ kind: 'request', payment: p });
    } else if (action === 'requestApproval')
      void run(p, () => request.mutateAsync(ref), formatMessage('PAYMENT_APPROVAL_REQUESTED', { id: p.id }));
    else if (action === 'approve')
      void run(p, () => approve.mutateAsync(ref), formatMessage('PAYMENT_APPROVED', { id: p.id }));
    else if (action === 'advice') void downloadPaymentAdvice(p.id);
    else {
      setPayError(null);
      setDialog({ kind: action === 'pay' ? 'pay' : 'back', payment: p });
    }
  }

  async function approveSelected(rows: TPaymentListItem[]) {
    const items = rows.filter((r) => selected.has(r.id)).map((r) => ({ id: r.id, version: r.version }));
    if (items.length === 0) return;
    try {
      await bulk.mutateAsync(items);
      toast.success(formatMessage('PAYMENTS_APPROVED', { count: items.length }));
      setSelected(new Set());
    } catch (error) {
      fail(error);
    }
  }

  async function submitPay(payment: TPaymentListItem, values: PayValues) {
    const form = {
      paymentId: payment.id,
      version: payment.version,
      remittedAmount: values.remittedAmount,
      paidDate: values.paidDate,
    };
    const idempotencyKey = attemptKeys.keyFor(payFingerprint(form, values.files));
    try {
      const answer = await pay.mutateAsync({ form, files: values.files, idempotencyKey });
      attemptKeys.settle();
      setDialog(null);
      setWarnings(answer.warnings.length > 0 ? { paymentId: payment.id, items: answer.warnings } : null);
      toast.success(formatMessage('PAYMENT_RECORDED', { id: payment.id }));
    } catch (error) {
      setPayError(errorMessage(error));
    }
  }

  async function submitRequest(payment: TPaymentListItem, values: RequestApprovalValues) {
    try {
      await request.mutateAsync({ id: payment.id, version: payment.version, ...values });
      setDialog(null);
      toast.success(formatMessage('PAYMENT_APPROVAL_REQUESTED', { id: payment.id }));
    } catch (error) {
      setRequestError(errorMessage(error));
    }
  }

  const dialogs = (
    <>
      {dialog?.kind === 'request' && (
        <RequestApprovalModal
          payment={dialog.payment}
          isPending={request.isPending}
          error={requestError}
          onClose={() => setDialog(null)}
          onConfirm={(values) => void submitRequest(dialog.payment, values)}
          onSetUpInstructions={() => {
            setDialog(null);
            onSetUpInstructions();
          }}
        />
      )}
      {dialog?.kind === 'pay' && (
        <PayModal
          payment={dialog.payment}
          isPending={pay.isPending}
          error={payError}
          onClose={() => setDialog(null)}
          onConfirm={(values) => void submitPay(dialog.payment, values)}
        />
      )}
      {dialog?.kind === 'back' && (
        <BackForReviewModal
          payment={dialog.payment}
          isPending={back.isPending}
          onClose={() => setDialog(null)}
          onConfirm={(comments) =>
            void run(
              dialog.payment,
              () => back.mutateAsync({ id: dialog.payment.id, version: dialog.payment.version, comments }),
              formatMessage('PAYMENT_SENT_BACK', { id: dialog.payment.id }),
            ).then(() => setDialog(null))
          }
        />
      )}
    </>
  );

  const warningAlert = warnings ? (
    <Alert
      color="yellow"
      variant="light"
      title={formatMessage('PAYMENT_RECORDED_WITH_WARNING', { id: warnings.paymentId })}
      withCloseButton
      onClose={() => setWarnings(null)}
      role="alert"
    >
      <List size="sm">
        {warnings.items.map((w) => (
          <List.Item key={w.code}>{w.message}</List.Item>
        ))}
      </List>
    </Alert>
  ) : null;

  return { onAction, busyId, selection, approveSelected, isBulkPending: bulk.isPending, dialogs, warningAlert };
}
