import { Badge, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { formatDate } from '@portcall/contracts/format';
import { kypDocumentLabels } from '@portcall/contracts/kyp';
import { messages } from '@portcall/contracts/messages';
import type { TRegistrationItem } from '@portcall/contracts/registrations';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../api/http-policy';
import { type DataColumn, DataTable } from '../../../ui/data-table';
import { TabHeader } from '../../../ui/tab-header';
import { SearchFilter, SelectFilter } from '../../../ui/table-filters';
import { useTableState } from '../../../ui/table-state';
import { useRegistrations, useReviewRegistrationMutation } from '../api/registrations';
import { cleanQuery } from './clean-query';

const statusOptions = [
  { value: 'PENDING', label: 'Pending' },
  { value: 'REJECTED', label: 'Rejected' },
  { value: 'APPROVED', label: 'Approved' },
];
const typeOptions = [
  { value: 'AGENT', label: 'Agent' },
  { value: 'VENDOR', label: 'Vendor' },
  { value: 'BUYER', label: 'Buyer' },
];
const kypColor: Record<string, string> = { VERIFIED: 'teal', REJECTED: 'red', EXPIRED: 'red', SUBMITTED: 'blue' };

const columns: DataColumn<TRegistrationItem>[] = [
  {
    key: 'company',
    header: 'Company',
    render: (r) => (
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {r.name}
        </Text>
        <Text size="xs" c="dimmed">
          {r.type.toLowerCase()} · registered {formatDate(r.registeredAt)}
          {r.registeredBy ? ` by ${r.registeredBy.name} (${r.registeredBy.email})` : ''}
        </Text>
      </Stack>
    ),
  },
  { key: 'country', header: 'Country', render: (r) => r.country ?? '-' },
  {
    key: 'ports',
    header: 'Ports',
    render: (r) => (
      <Text size="sm" lineClamp={3}>
        {r.ports.map((p) => (p.unlocode ? `${p.name} (${p.unlocode})` : p.name)).join(', ') || '-'}
      </Text>
    ),
  },
  {
    key: 'kyp',
    header: 'KYP',
    render: (r) =>
      r.kyp ? (
        <Stack gap={2}>
          <Badge size="sm" variant="light" color={kypColor[r.kyp.status] ?? 'yellow'}>
            {r.kyp.status.replace('_', ' ')}
          </Badge>
          {r.kyp.documents.map((d) => (
            <Text size="xs" key={`${d.kind}-${d.filename}`}>
              {kypDocumentLabels[d.kind]}: {d.filename}
            </Text>
          ))}
          {r.kyp.documents.length === 0 ? (
            <Text size="xs" c="dimmed">
              No documents
            </Text>
          ) : null}
        </Stack>
      ) : (
        <Text size="xs" c="dimmed">
          No KYP case yet
        </Text>
      ),
  },
  {
    key: 'status',
    header: 'Review',
    render: (r) => (
      <Stack gap={2}>
        <Badge variant="light" color={r.status === 'APPROVED' ? 'teal' : r.status === 'REJECTED' ? 'red' : 'yellow'}>
          {statusOptions.find((o) => o.value === r.status)?.label}
        </Badge>
        {r.rejectionReason ? <Text size="xs">{r.rejectionReason}</Text> : null}
      </Stack>
    ),
  },
];

/**
 * Support's "Pending registrations": companies that registered themselves, with their ports and KYP
 * case, to approve (buyers then find them) or reject with the reason the company is told.
 */
export function RegistrationsTab() {
  const table = useTableState({
    filters: { status: 'PENDING' as string | null, type: null as string | null, text: null as string | null },
  });
  const registrations = useRegistrations(cleanQuery(table.query));
  const review = useReviewRegistrationMutation();
  const [rejecting, setRejecting] = useState<TRegistrationItem | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const reject = () => {
    if (!rejecting) return;
    if (!reason.trim()) return setReasonError(messages.REGISTRATION_REASON_REQUIRED);
    review.mutate(
      { companyId: rejecting.companyId, kind: 'reject', reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success(`${rejecting.name} rejected`);
          setRejecting(null);
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  return (
    <>
      <TabHeader
        title="Pending registrations"
        description="Companies that registered themselves wait here. Approve one and buyers find it in the agent directory and the request wizard; reject one and it is told why by e-mail and in its settings."
      />
      <DataTable
        label="Registrations"
        columns={columns}
        rows={registrations.data?.items}
        total={registrations.data?.total ?? 0}
        rowKey={(r) => r.companyId}
        table={table}
        isFetching={registrations.isFetching}
        error={registrations.isError ? errorMessage(registrations.error) : null}
        emptyState={{ title: 'No registrations here', description: 'Nothing waits for a review in this list.' }}
        toolbar={
          <>
            <SearchFilter table={table} name="text" label="Company" placeholder="Part of the name" />
            <SelectFilter table={table} name="status" label="Review" data={statusOptions} width={150} />
            <SelectFilter table={table} name="type" label="Kind" data={typeOptions} width={130} />
          </>
        }
        rowActions={(r) =>
          r.status === 'APPROVED' ? null : (
            <Group gap={6} wrap="nowrap">
              <Button
                size="xs"
                color="teal"
                aria-label={`Approve ${r.name}`}
                loading={review.isPending && review.variables?.companyId === r.companyId}
                onClick={() =>
                  review.mutate(
                    { companyId: r.companyId, kind: 'approve' },
                    {
                      onSuccess: () => toast.success(`${r.name} approved`),
                      onError: (error) => toast.error(errorMessage(error)),
                    },
                  )
                }
              >
                Approve
              </Button>
              {r.status === 'PENDING' ? (
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  aria-label={`Reject ${r.name}`}
                  onClick={() => {
                    setReason('');
                    setReasonError(null);
                    setRejecting(r);
                  }}
                >
                  Reject
                </Button>
              ) : null}
            </Group>
          )
        }
      />
      <Modal opened={rejecting !== null} onClose={() => setRejecting(null)} title={`Reject ${rejecting?.name ?? ''}`}>
        <Stack>
          <Textarea
            label="Reason"
            description="The company reads it in its e-mail and its settings."
            autosize
            minRows={3}
            maxLength={1000}
            value={reason}
            error={reasonError}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setReasonError(null);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRejecting(null)}>
              Cancel
            </Button>
            <Button color="red" loading={review.isPending} onClick={reject}>
              Reject registration
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
