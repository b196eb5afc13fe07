import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Image,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { hasAuthority } from '@portcall/contracts/access';
import { formatDate } from '@portcall/contracts/format';
import type { ZKypListItem } from '@portcall/contracts/kyp';
import {
  kypCheckNames,
  kypDocumentLabels,
  type TKypChecks,
  type TKypStatus,
  type TKypVerification,
} from '@portcall/contracts/kyp';
import { useState } from 'react';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { errorMessage } from '../../../api/http-policy';
import { useSessionStore } from '../../../lib/session-store';
import { reasonOf, useDecide } from '../../../lib/use-can';
import { type DataColumn, DataTable } from '../../../ui/data-table';
import { PageHeader } from '../../../ui/page-header';
import { PageLoader } from '../../../ui/page-loader';
import { RightDrawer } from '../../../ui/right-drawer';
import { useTableState } from '../../../ui/table-state';
import { useEditDrawer } from '../../../ui/use-edit-drawer';
import { WithReason } from '../../../ui/with-reason';
import { kypStatusLabels } from '../../supplier-settings/components/profile-tabs';
import { useDocumentPreview, useKypAction, useKypAdmins, useKypCase, useKypQueue } from '../api/kyp-admin';

type Item = z.infer<typeof ZKypListItem>;
const DRAWER = 'admin-kyp-case';
const checkLabels: Record<(typeof kypCheckNames)[number], string> = {
  registration: 'Company registration matches the certificate',
  address: 'Address proven (not older than three months)',
  ownership: 'Owners and directors identified',
  bankAccount: 'Bank letter matches the company',
  sanctions: 'No sanctions or adverse media',
};

function StatusBadge({ status }: { status: TKypStatus }) {
  const s = kypStatusLabels[status];
  return (
    <Badge color={s.color} variant="light" style={{ whiteSpace: 'nowrap', maxWidth: 'none' }}>
      {s.label}
    </Badge>
  );
}

const columns: DataColumn<Item>[] = [
  {
    key: 'supplier',
    header: 'Supplier',
    sortProperty: 'supplierName',
    render: (v) => (
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {v.supplierName}
        </Text>
        <Text size="xs" c="dimmed">
          {v.supplierType === 'AGENT' ? 'Agent' : 'Vendor'} · {v.documentCount} document(s)
        </Text>
      </Stack>
    ),
  },
  { key: 'status', header: 'Status', sortProperty: 'status', render: (v) => <StatusBadge status={v.status} /> },
  {
    key: 'primary',
    header: 'Primary check',
    render: (v) =>
      v.primaryVerifier && v.primaryVerifiedAt
        ? `${v.primaryVerifier.fullName}, ${formatDate(v.primaryVerifiedAt)}`
        : '—',
  },
  {
    key: 'verified',
    header: 'Verified',
    render: (v) =>
      v.secondaryVerifier && v.verifiedAt ? `${v.secondaryVerifier.fullName}, ${formatDate(v.verifiedAt)}` : '—',
  },
  {
    key: 'expires',
    header: 'Re-verify from',
    render: (v) => (v.reverificationDate ? formatDate(v.reverificationDate) : '—'),
  },
  { key: 'updated', header: 'Requested', sortProperty: 'requestedAt', render: (v) => formatDate(v.requestedAt) },
];

function DocumentPreview({ verification, documentId }: { verification: TKypVerification; documentId: number }) {
  const preview = useDocumentPreview(`/secured/kyp-verifications/${verification.id}/documents/${documentId}`);
  if (preview.isPending) return <PageLoader label="Loading the document..." />;
  if (!preview.data)
    return (
      <Text size="sm" c="dimmed">
        The document could not be loaded.
      </Text>
    );
  return preview.data.type.startsWith('image/') ? (
    <Image src={preview.data.url} alt="Document preview" fit="contain" mah={420} />
  ) : (
    <iframe
      title="Document preview"
      src={preview.data.url}
      style={{ width: '100%', height: 420, border: 0 }}
      sandbox=""
    />
  );
}

/** One case: documents with their preview, the checks, and the four-eyes actions. */
function CaseReview({ supplierId, close }: { supplierId: number; close: () => void }) {
  const profile = useSessionStore((s) => s.profile);
  const can = useDecide();
  const kyp = useKypCase(supplierId);
  const action = useKypAction();
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [checks, setChecks] = useState<TKypChecks>({
    registration: false,
    address: false,
    ownership: false,
    bankAccount: false,
    sanctions: false,
  });
  const [notes, setNotes] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!kyp.data || !profile) return <PageLoader label="Loading the case..." />;
  const v = kyp.data;
  // The queue lists started cases only; a supplier who never opened its case has nothing to review.
  if (v.id === null)
    return (
      <Text size="sm" c="dimmed">
        This supplier has not started its verification yet.
      </Text>
    );
  const caseId: number = v.id;
  const isPrimary = hasAuthority(profile, 'KYC_PRIMARY_VERIFIER');
  const isSecondary = hasAuthority(profile, 'KYC_SECONDARY_VERIFIER');
  // Four eyes: the admin who recorded the checks sees why the confirmation is not theirs.
  const confirmReason = reasonOf(
    can('KYP_CONFIRM_VERIFICATION', { state: v.status, primaryVerifierId: v.primaryVerifier?.id ?? null }),
  );

  async function run(form: Record<string, unknown>, done: string) {
    setError(null);
    try {
      await action.mutateAsync({ id: caseId, form: { version: v.version, ...form } });
      toast.success(done);
      close();
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  return (
    <Stack>
      <Group justify="space-between">
        <StatusBadge status={v.status} />
        <Text size="sm" c="dimmed">
          Requested {formatDate(v.requestedAt)}
          {v.submittedAt ? `, submitted ${formatDate(v.submittedAt)}` : ''}
        </Text>
      </Group>
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      <Card withBorder padding="sm">
        <Text fw={650} mb={6}>
          Documents
        </Text>
        {v.documents.length === 0 ? (
          <Text size="sm" c="dimmed">
            No document yet.
          </Text>
        ) : (
          <Stack gap={4}>
            {v.documents.map((d) => (
              <Group key={d.id} justify="space-between">
                <Text size="sm">
                  {kypDocumentLabels[d.kind]}: {d.filename}
                </Text>
                <Button size="compact-xs" variant="subtle" onClick={() => setPreviewId(d.id)}>
                  Preview {kypDocumentLabels[d.kind]}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
        {previewId !== null ? <DocumentPreview verification={v} documentId={previewId} /> : null}
      </Card>
      {v.primaryVerifier ? (
        <Text size="sm">
          Checks recorded by {v.primaryVerifier.fullName}
          {v.primaryVerifiedAt ? ` on ${formatDate(v.primaryVerifiedAt)}` : ''}.{v.notes ? ` Notes: ${v.notes}` : ''}
        </Text>
      ) : null}
      {v.status === 'SUBMITTED' ? (
        <Card withBorder padding="sm">
          <Stack gap="xs">
            <Text fw={650}>Checks (primary verifier)</Text>
            {kypCheckNames.map((name) => (
              <Checkbox
                key={name}
                label={checkLabels[name]}
                checked={checks[name]}
                disabled={!isPrimary}
                onChange={(e) => {
                  const checked = e.currentTarget.checked;
                  setChecks((c) => ({ ...c, [name]: checked }));
                }}
              />
            ))}
            <TextInput
              label="Notes"
              value={notes}
              onChange={(e) => setNotes(e.currentTarget.value)}
              disabled={!isPrimary}
            />
            <Group justify="flex-end">
              <Button
                disabled={!isPrimary}
                loading={action.isPending}
                onClick={() => void run({ action: 'PRIMARY_VERIFY', checks, notes }, 'Checks recorded')}
              >
                Record checks
              </Button>
            </Group>
          </Stack>
        </Card>
      ) : null}
      {v.status === 'PRIMARY_VERIFIED' ? (
        <Group justify="flex-end">
          <WithReason reason={confirmReason}>
            <Button
              color="teal"
              disabled={confirmReason !== null}
              aria-description={confirmReason ?? undefined}
              loading={action.isPending}
              onClick={() => void run({ action: 'SECONDARY_VERIFY' }, 'Verification confirmed')}
            >
              Confirm verification
            </Button>
          </WithReason>
        </Group>
      ) : null}
      {v.status === 'SUBMITTED' || v.status === 'PRIMARY_VERIFIED' ? (
        <Card withBorder padding="sm">
          <Stack gap="xs">
            <Textarea
              label="Reason for a rejection"
              autosize
              minRows={2}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button
                color="red"
                variant="light"
                disabled={!(isPrimary || isSecondary)}
                onClick={() => void run({ action: 'REJECT', reason }, 'Verification rejected')}
              >
                Reject
              </Button>
            </Group>
          </Stack>
        </Card>
      ) : null}
      {v.status === 'VERIFIED' || v.status === 'EXPIRED' ? (
        <Group justify="space-between">
          <Text size="sm">
            Verified by {v.secondaryVerifier?.fullName ?? '—'}
            {v.verifiedAt ? ` on ${formatDate(v.verifiedAt)}` : ''}
            {v.expiresAt ? `, valid until ${formatDate(v.expiresAt)}` : ''}.
          </Text>
          <Button
            variant="default"
            onClick={() => void run({ action: 'REQUEST_REVERIFICATION' }, 'Re-verification requested')}
          >
            Request re-verification
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

type StatusFilter = TKypStatus | 'ALL';

/**
 * /secured/admin/know-your-customer: the KYC/KYP queue (platform-core §2, §7): cases by status,
 * each opened in a drawer with its documents' preview and the four-eyes actions.
 */
export function KnowYourCustomerPage() {
  const table = useTableState({ filters: { status: 'SUBMITTED' as StatusFilter, text: '' } });
  const { status, text } = table.state.filters;
  const { status: _s, text: _t, ...paging } = table.query;
  const queue = useKypQueue({ ...paging, ...(status === 'ALL' ? {} : { status }), ...(text ? { text } : {}) });
  const admins = useKypAdmins();
  const editor = useEditDrawer<Item>(DRAWER);
  return (
    <Stack gap="lg">
      <PageHeader
        eyebrow="Administration"
        title="Know your customer"
        description="KYP verification of agents and vendors: a primary verifier records the checks, a different secondary verifier confirms them."
      />
      {admins.data ? (
        <Text size="sm" c="dimmed">
          Verifiers:{' '}
          {admins.data
            .map(
              (a) =>
                `${a.fullName} (${[a.isPrimaryVerifier && 'primary', a.isSecondaryVerifier && 'secondary'].filter(Boolean).join(', ')})`,
            )
            .join(' · ')}
        </Text>
      ) : null}
      <DataTable
        label="Verifications"
        columns={columns}
        rows={queue.data?.items}
        total={queue.data?.total ?? 0}
        rowKey={(v) => v.id}
        table={table}
        isFetching={queue.isFetching}
        error={queue.isError ? errorMessage(queue.error) : null}
        toolbar={
          <Group gap="sm">
            <SegmentedControl
              aria-label="Status"
              value={status}
              onChange={(v) => table.setFilter('status', v)}
              data={[
                { value: 'SUBMITTED', label: 'To check' },
                { value: 'PRIMARY_VERIFIED', label: 'To confirm' },
                { value: 'VERIFIED', label: 'Verified' },
                { value: 'REJECTED', label: 'Rejected' },
                { value: 'ALL', label: 'All' },
              ]}
            />
            <TextInput
              aria-label="Supplier name"
              placeholder="Supplier name"
              value={text}
              onChange={(e) => table.setFilter('text', e.currentTarget.value)}
            />
          </Group>
        }
        emptyState={{
          title: 'No verification here',
          description: 'Cases appear when a supplier submits its documents.',
        }}
        rowActions={(v) => (
          <Button
            size="compact-xs"
            variant="default"
            onClick={() => editor.open(v)}
            aria-label={`Review ${v.supplierName}`}
          >
            Review
          </Button>
        )}
      />
      <RightDrawer
        id={DRAWER}
        title={editor.row ? `Verification of ${editor.row.supplierName}` : 'Verification'}
        width={720}
      >
        {editor.row ? (
          <CaseReview key={editor.formKey} supplierId={editor.row.supplierId} close={editor.close} />
        ) : null}
      </RightDrawer>
    </Stack>
  );
}
