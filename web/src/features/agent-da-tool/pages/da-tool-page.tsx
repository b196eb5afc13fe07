import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { appointmentStates, type TSupplierAppointment } from '@portcall/contracts/appointments';
import { formatDate } from '@portcall/contracts/format';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { isApiError } from '../../../api/api-error';
import { useDecide } from '../../../lib/use-can';
import { AppointmentSofLink } from '../../../ui/appointment-panels';
import { type DataColumn, DataTable } from '../../../ui/data-table';
import { PageHeader } from '../../../ui/page-header';
import { SelectFilter } from '../../../ui/table-filters';
import { useTableState } from '../../../ui/table-state';
import { useAcceptAppointmentMutation } from '../api/accept-appointment';
import { downloadOfficialPreview } from '../api/download-official-preview';
import type { SupplierKind } from '../api/keys';
import { useAppointmentList } from '../api/list-appointments';
import { useRejectAppointmentMutation } from '../api/reject-appointment';
import { DisbursementBadges } from '../components/disbursement-badges';
import { OnboardingChecklist } from '../components/onboarding-checklist';
import { RejectModal } from '../components/reject-modal';
import { StateBadge } from '../components/state-badge';

const stateOptions = appointmentStates.filter((s) => s !== 'DRAFT').map((s) => ({ value: s, label: s }));
const dash = (text: string) => text || '-';

/**
 * The agent's (or vendor's) DA tool: the appointments addressed to the company, newest first, to
 * accept or reject while they wait (APPOINTED). An appointment the buyer reminded about shows as new.
 */
export function DaToolPage({ kind }: { kind: SupplierKind }) {
  const table = useTableState<{ state: string | null }>({
    filters: { state: null },
    sort: { property: 'appointedAt', direction: 'DESC' },
  });
  const list = useAppointmentList(kind, table.query);
  const accept = useAcceptAppointmentMutation(kind);
  const reject = useRejectAppointmentMutation(kind);
  // The policy table's answer per row: only an APPOINTED appointment takes an answer.
  const may = useDecide();
  const [rejecting, setRejecting] = useState<TSupplierAppointment | null>(null);

  const fail = (error: unknown) =>
    toast.error(isApiError(error) ? error.message : 'The appointment could not be changed');

  const columns: DataColumn<TSupplierAppointment>[] = [
    {
      key: 'title',
      // The title names vessel, voyage and port, the principal sits under it: a row fits 1366 px.
      header: 'Appointment',
      sortProperty: 'id',
      render: (a) => (
        <Stack gap={0}>
          <Group gap={6}>
            <Text size="sm" fw={600}>
              {a.title}
            </Text>
            {a.observer.state === 'UNREAD' ? (
              <Badge size="xs" color="orange" variant="filled">
                New
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {a.buyer.name} · #{a.id}
            {a.observer.pokes > 0 ? ` · ${a.observer.pokes} reminder(s)` : ''}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'schedule',
      header: 'ETA / ETS',
      render: (a) => (
        <Stack gap={0}>
          <Text size="sm">{dash(formatDate(a.portCall.eta))}</Text>
          <Text size="xs" c="dimmed">
            {dash(formatDate(a.portCall.ets))}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'appointedAt',
      header: 'Appointed',
      sortProperty: 'appointedAt',
      render: (a) => dash(formatDate(a.appointedAt)),
    },
    {
      key: 'state',
      header: 'State',
      render: (a) => <StateBadge state={a.state} />,
    },
    { key: 'disbursements', header: 'DAs', render: (a) => <DisbursementBadges disbursements={a.disbursements} /> },
  ];

  return (
    <>
      <PageHeader
        eyebrow={kind === 'agent' ? 'Port agent' : 'Vendor'}
        title="DA tool"
        description="Appointments addressed to your company: accept them, then prepare their PDA and FDA."
        actions={
          <Group gap="sm">
            {kind === 'agent' ? (
              <Button variant="default" component={Link} to="/secured/agent/da-tool/requests">
                Requests for quotation
              </Button>
            ) : null}
            <Button variant="default" component={Link} to={`/secured/${kind}/da-tool/bank-accounts`}>
              Bank accounts
            </Button>
          </Group>
        }
      />
      <OnboardingChecklist kind={kind} />
      <DataTable
        label="Appointments"
        columns={columns}
        rows={list.data?.items}
        total={list.data?.total ?? 0}
        rowKey={(a) => a.id}
        table={table}
        isFetching={list.isFetching}
        error={list.isError ? list.error.message : null}
        emptyState={{
          title: 'No appointments yet',
          description: 'When a principal appoints your company for a port call, it shows here.',
        }}
        toolbar={<SelectFilter table={table} name="state" label="State" data={stateOptions} />}
        rowActions={(a) => (
          // Up to six actions (an awarded appointment has its PDA draft while it waits to be accepted):
          // they wrap onto a second line instead of pushing the table wider than a laptop screen.
          <Group gap={6} justify="flex-end" w={270}>
            {a.state === 'ACCEPTED' || a.disbursements.length > 0 ? (
              <Button
                size="compact-sm"
                variant={a.disbursements.length > 0 ? 'light' : 'filled'}
                component={Link}
                to={`/secured/${kind}/da-tool/appointment/${a.id}/proforma`}
                aria-label={`${a.disbursements.length > 0 ? 'Open DA' : 'Prepare PDA'} for appointment ${a.id}`}
              >
                {a.disbursements.length > 0 ? 'Open DA' : 'Prepare PDA'}
              </Button>
            ) : null}
            <Button
              size="compact-sm"
              variant="subtle"
              component={Link}
              to={`/secured/${kind}/da-tool/appointment/${a.id}/official-preview`}
              aria-label={`Official preview of appointment ${a.id}`}
            >
              Preview
            </Button>
            {/* The port log lives in its own feature: linked by path (STYLE rule 9). */}
            {a.state === 'DRAFT' ? null : (
              <Button
                size="compact-sm"
                variant="subtle"
                component={Link}
                to={`/secured/${kind}/da-tool/appointment/${a.id}/port-log`}
                aria-label={`Port log of appointment ${a.id}`}
              >
                Port log
              </Button>
            )}
            <AppointmentSofLink portCallId={a.portCall.id} kind={kind} state={a.state} />
            <Button size="compact-sm" variant="subtle" onClick={() => void downloadOfficialPreview(a.id)}>
              PDF
            </Button>
            {may('APPOINTMENT_ACCEPT', { state: a.state }).allowed ? (
              <Button
                size="compact-sm"
                color="teal"
                aria-label={`Accept appointment ${a.id}`}
                loading={accept.isPending && accept.variables === a.id}
                onClick={() =>
                  accept.mutate(a.id, { onSuccess: () => toast.success('Appointment accepted'), onError: fail })
                }
              >
                Accept
              </Button>
            ) : null}
            {may('APPOINTMENT_DECLINE', { state: a.state }).allowed ? (
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                aria-label={`Reject appointment ${a.id}`}
                onClick={() => setRejecting(a)}
              >
                Reject
              </Button>
            ) : null}
          </Group>
        )}
      />
      <RejectModal
        key={rejecting?.id ?? 0}
        title={rejecting?.title ?? ''}
        isOpen={rejecting !== null}
        isPending={reject.isPending}
        onClose={() => setRejecting(null)}
        onConfirm={(reason) => {
          if (!rejecting) return;
          reject.mutate(
            { id: rejecting.id, reason },
            {
              onSuccess: () => {
                toast.success('Appointment rejected');
                setRejecting(null);
              },
              onError: fail,
            },
          );
        }}
      />
    </>
  );
}
