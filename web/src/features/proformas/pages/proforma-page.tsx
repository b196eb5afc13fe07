import { Alert, Badge, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { THistoryRecord } from '@portcall/contracts/da-helper';
import { formatAmount, formatDate } from '@portcall/contracts/format';
import { formatMessage, messages } from '@portcall/contracts/messages';
import { expenseSections, type TProforma, type TProformaStatus } from '@portcall/contracts/proformas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { useCurrencies } from '../../../api/ref-data/currencies';
import { AppointmentMessages } from '../../../ui/appointment-messages';
import { AttachmentItem, documentKindLabels } from '../../../ui/attachment-item';
import { EditConflictAlert } from '../../../ui/edit-conflict-alert';
import { PageHeader } from '../../../ui/page-header';
import { UploadInput } from '../../../ui/upload-field';
import { useEditConflict } from '../../../ui/use-edit-conflict';
import { useSendFeedbackMutation } from '../../da-helper/api/send-feedback';
import { ReadDocumentButton } from '../../da-helper/components/read-document-button';
import { ReadReview } from '../../da-helper/components/read-review';
import { TotalsCheck } from '../../da-helper/components/totals-check';
import { correctionsOf, prefillLines } from '../../da-helper/lib/prefill';
import { proformaKeys, type SupplierKind } from '../api/keys';
import { useBankAccounts } from '../api/list-bank-accounts';
import { useBerths } from '../api/list-berths';
import { useCatalogueItems } from '../api/list-catalogue-items';
import { listProformas, useProformas } from '../api/list-proformas';
import { useTerminals } from '../api/list-terminals';
import { useAppointment } from '../api/load-appointment';
import { useReviseProformaMutation } from '../api/revise-proforma';
import { useSaveProformaMutation } from '../api/save-proforma';
import { useSubmitProformaMutation } from '../api/submit-proforma';
import { useWithdrawProformaMutation } from '../api/withdraw-proforma';
import { ExpenseSection } from '../components/expense-section';
import { approvedAccountsOf, HeaderFields } from '../components/header-fields';
import { SupplierPaymentStatus } from '../components/payment-status';
import { ProblemsAlert } from '../components/problems-alert';
import { SentBackPanel } from '../components/sent-back-panel';
import { type EditorState, editorFromProforma, emptyEditor, newLineKey, toSaveRequest } from '../lib/editor';
import { type EditorProblems, saveProblems, serverProblems, submitProblems } from '../lib/problems';
import { sectionTotals } from '../lib/totals';

const statusColors: Record<TProformaStatus, string> = {
  DRAFT: 'gray',
  SUBMITTED: 'teal',
  WITHDRAWN: 'orange',
  DELETED: 'red',
};

/**
 * /secured/{agent|vendor}/da-tool/appointment/:appointmentId/proforma: the supplier's DAs of one
 * appointment and the editor of its draft (platform-core §4 "Proforma", §5 rules). Submit sends the
 * draft as on screen in one call, so a refused submit changes nothing.
 */
export function ProformaPage({ kind }: { kind: SupplierKind }) {
  const appointmentId = Number(useParams().appointmentId);
  const appointment = useAppointment(kind, appointmentId);
  const proformas = useProformas(kind, appointmentId);
  const catalogue = useCatalogueItems();
  const currencies = useCurrencies();
  const bankAccounts = useBankAccounts();
  const terminals = useTerminals(appointment.data?.portCall.port.id);
  const save = useSaveProformaMutation(kind, appointmentId);
  const submit = useSubmitProformaMutation(kind, appointmentId);
  const withdraw = useWithdrawProformaMutation(kind, appointmentId);
  const revise = useReviseProformaMutation(kind, appointmentId);
  const feedback = useSendFeedbackMutation();
  const [lastRead, setLastRead] = useState<THistoryRecord | null>(null);
  /** A reading the agent has not applied yet (the review of its lines). */
  const [review, setReview] = useState<THistoryRecord | null>(null);

  const [selectedId, setSelectedId] = useState<number | 'new' | null>(null);
  const [state, setState] = useState<EditorState>(() => emptyEditor());
  const [problems, setProblems] = useState<EditorProblems | null>(null);

  const list = useMemo(
    () => (proformas.data ?? []).filter((p) => p.status !== 'DELETED').sort((a, b) => b.id - a.id),
    [proformas.data],
  );
  const selected: TProforma | undefined = selectedId === 'new' ? undefined : list.find((p) => p.id === selectedId);
  const isReadOnly = selected !== undefined && selected.status !== 'DRAFT';

  // The draft is opened first, else the latest DA; a new DA starts empty.
  useEffect(() => {
    if (selectedId !== null || !proformas.data) return;
    const first = list.find((p) => p.status === 'DRAFT') ?? list[0];
    setSelectedId(first ? first.id : 'new');
  }, [list, proformas.data, selectedId]);
  // Only another DA or a new version replaces what is on screen, not every refetch of the list; a
  // draft being edited is never replaced under the user's hands: a colleague's save is named instead,
  // and the user's own save stands on the version it answered (useEditConflict).
  const isDraft = selected?.status === 'DRAFT';
  const selectedStamp = selected ? `${selected.id}:${isDraft ? 'draft' : selected.version}:${selected.status}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the stamp on purpose
  useEffect(() => {
    if (selected) setState(editorFromProforma(selected));
  }, [selectedStamp]);
  const queryClient = useQueryClient();
  const conflict = useEditConflict({
    current: selected?.version,
    subject: { kind: 'proforma', id: selected?.id ?? 0 },
    refetch: async () => {
      const fresh = await queryClient.fetchQuery({
        queryKey: proformaKeys.list(kind, appointmentId),
        queryFn: ({ signal }) => listProformas(kind, appointmentId, signal),
        staleTime: 0,
      });
      return fresh.find((p) => p.id === selected?.id)?.version;
    },
    isEditing: isDraft,
    onReloaded: (version) => {
      setProblems(null);
      if (version !== undefined) setState((s) => ({ ...s, version }));
    },
  });

  const berths = useBerths(state.terminalId ? Number(state.terminalId) : undefined);
  const currencyOf = (code: string) => currencies.data?.find((c) => c.code === code);
  const totals = sectionTotals(state.lines);
  const hasDraft = list.some((p) => p.status === 'DRAFT');
  const hasSubmittedPda = list.some((p) => p.type === 'PDA' && p.status === 'SUBMITTED');
  const nextType = hasSubmittedPda ? 'FDA' : 'PDA';
  const hasApprovedAccount = approvedAccountsOf(bankAccounts.data ?? [], state.currency).length > 0;
  const errors = problems?.fields ?? {};
  const isBusy = save.isPending || submit.isPending || withdraw.isPending || revise.isPending;

  const patch = (next: Partial<EditorState>) => setState((s) => ({ ...s, ...next }));

  /** Checks what is on screen; shows the problems and answers false when there are any. */
  function check(found: EditorProblems | null): boolean {
    setProblems(found);
    return found === null;
  }

  /** Opens the review of what the helper read from the agent's document. */
  function onRead(record: THistoryRecord) {
    setLastRead(record);
    setReview(record);
  }
  /**
   * Adds the reviewed lines to the editor (the agent's choices for the unsure ones), each with the
   * document it was read from attached: submitting them needs no other file.
   */
  function applyRead(record: THistoryRecord, chosen: ReadonlyMap<number, number>) {
    setReview(null);
    setState((s) => {
      const used = new Set(s.lines.flatMap((l) => (l.catalogueItemId === undefined ? [] : [l.catalogueItemId])));
      const read = prefillLines(record, catalogue.data ?? [], used, chosen).map((line) => ({
        ...line,
        key: newLineKey(),
        existing: [],
        files: [],
        readDocument: { recordId: record.id, filename: record.fileName },
      }));
      return { ...s, lines: [...s.lines, ...read] };
    });
  }
  /** Corrections of read lines (item or amount changed) teach the helper this agent's wording. */
  function teachHelper() {
    const corrections = correctionsOf(state.lines);
    setLastRead(null);
    if (corrections) feedback.mutate(corrections);
  }

  async function onSave() {
    if (!check(saveProblems(state, currencyOf))) return;
    try {
      const saved = await save.mutateAsync(toSaveRequest(state));
      teachHelper();
      setSelectedId(saved.id);
      setState(editorFromProforma(saved));
      conflict.pin(saved.version);
      toast.success(`The ${saved.type} draft is saved`);
    } catch (error) {
      if (!conflict.catches(error)) setProblems(serverProblems(state, error));
    }
  }
  async function onSubmit() {
    if (!check(saveProblems(state, currencyOf) ?? submitProblems(state))) return;
    try {
      const submitted = await submit.mutateAsync(toSaveRequest(state));
      teachHelper();
      setSelectedId(submitted.id);
      setState(editorFromProforma(submitted));
      toast.success(`The ${submitted.type} is submitted`);
    } catch (error) {
      if (!conflict.catches(error)) setProblems(serverProblems(state, error));
    }
  }
  async function onWithdraw() {
    if (!selected) return;
    setProblems(null);
    try {
      await withdraw.mutateAsync({ id: selected.id, version: selected.version });
      toast.success(`The ${selected.type} is withdrawn`);
    } catch (error) {
      if (!conflict.catches(error)) setProblems(serverProblems(state, error));
    }
  }

  /** Opens a revision of the submitted DA: its lines and files carried over, to change and submit. */
  async function onRevise() {
    if (!selected) return;
    setProblems(null);
    try {
      const draft = await revise.mutateAsync({ id: selected.id, version: selected.version });
      setSelectedId(draft.id);
      setState(editorFromProforma(draft));
      toast.success(`Revision ${draft.revision} of the ${draft.type} is open: change what is needed, then submit`);
    } catch (error) {
      if (!conflict.catches(error)) setProblems(serverProblems(state, error));
    }
  }

  const call = appointment.data?.portCall;
  const newDaReason = hasDraft ? messages.REASON_ONE_DRAFT : selectedId === 'new' ? messages.REASON_NEW_DA_OPEN : null;

  return (
    <Stack gap="md">
      <PageHeader
        eyebrow={
          <Link to={`/secured/${kind}/da-tool`} style={{ color: 'inherit' }}>
            DA tool / Appointment {appointmentId}
          </Link>
        }
        title="Disbursement accounts"
        description={
          call
            ? `${call.vessel.name}${call.voyage ? ` V.${call.voyage.voyageNumber}` : ''} at ${call.port.name}${
                call.eta ? ` · ETA ${formatDate(call.eta)}` : ''
              }`
            : undefined
        }
        actions={
          <>
            <Button variant="default" component={Link} to={`/secured/${kind}/da-tool`}>
              Back to DA tool
            </Button>
            <Tooltip label={newDaReason} disabled={!newDaReason} withinPortal>
              <Button
                variant="light"
                // Looks disabled but keeps the tooltip that says why.
                data-disabled={newDaReason ? true : undefined}
                aria-disabled={newDaReason ? true : undefined}
                onClick={(event) => {
                  if (newDaReason) {
                    event.preventDefault();
                    return;
                  }
                  setSelectedId('new');
                  setState(emptyEditor(nextType));
                  setProblems(null);
                }}
              >
                New {nextType}
              </Button>
            </Tooltip>
          </>
        }
      />

      {list.length > 0 && (
        <Group gap="xs" aria-label="DAs of this appointment">
          {list.map((p) => (
            <Button
              key={p.id}
              size="xs"
              variant={p.id === selectedId ? 'filled' : 'default'}
              onClick={() => {
                setSelectedId(p.id);
                setProblems(null);
              }}
              rightSection={
                <Badge size="xs" color={statusColors[p.status]} variant={p.id === selectedId ? 'white' : 'light'}>
                  {p.status}
                </Badge>
              }
            >
              {p.type} #{p.id} · {p.currency} {formatAmount(p.total)}
            </Button>
          ))}
        </Group>
      )}

      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" mb="sm">
          <Group gap="xs">
            <Title order={4}>
              {selected
                ? `${selected.type} #${selected.id}${selected.revision > 1 ? ` · revision ${selected.revision}` : ''}`
                : `New ${state.type}`}
            </Title>
            {selected && <Badge color={statusColors[selected.status]}>{selected.status}</Badge>}
            {selected && selected.status !== 'DRAFT' && (
              <SupplierPaymentStatus kind={kind} appointmentId={appointmentId} proformaId={selected.id} />
            )}
          </Group>
          {selected?.submittedAt && <Text size="sm">Submitted {formatDate(selected.submittedAt)}</Text>}
        </Group>
        {isReadOnly && (
          <Alert color="blue" variant="light" mb="sm">
            {messages.REASON_DA_SUBMITTED}
          </Alert>
        )}
        <SentBackPanel
          kind={kind}
          appointmentId={appointmentId}
          proformaId={selected && selected.status !== 'WITHDRAWN' ? selected.id : undefined}
          currency={selected?.currency ?? null}
        />
        <HeaderFields
          kind={kind}
          state={state}
          errors={errors}
          isReadOnly={isReadOnly}
          isTypeLocked={selected !== undefined}
          currencies={currencies.data ?? []}
          terminals={terminals.data ?? []}
          berths={berths.data ?? []}
          bankAccounts={bankAccounts.data ?? []}
          onChange={patch}
        />
        {!isReadOnly && (
          <Stack gap="xs" mt="sm">
            <Group gap="sm">
              <ReadDocumentButton
                target={{ appointmentId, ...(selected ? { proformaId: selected.id } : {}) }}
                onRead={onRead}
                disabled={isBusy || review !== null}
              />
              <Text size="xs" c="dimmed">
                Your own PDA/FDA as PDF, scan, XLSX or CSV: you check its lines, then apply them to the DA.
              </Text>
            </Group>
            {lastRead ? <TotalsCheck record={lastRead} currency={state.currency} /> : null}
            {review ? (
              <ReadReview
                key={review.id}
                record={review}
                catalogue={catalogue.data ?? []}
                onApply={(chosen) => applyRead(review, chosen)}
                onDiscard={() => {
                  setReview(null);
                  setLastRead(null);
                }}
              />
            ) : null}
          </Stack>
        )}
        {state.type !== 'PDA' && (
          <Stack gap={4} mt="sm">
            {state.existingDocuments.map((d) => (
              <AttachmentItem key={d.id} filename={d.filename} note={d.kind ? documentKindLabels[d.kind] : undefined} />
            ))}
            {!isReadOnly && (
              <UploadInput
                name="documents"
                label={state.type === 'INVOICE' ? 'Invoice' : 'Statement of facts'}
                required
                multiple
                error={errors.documents}
                value={state.documents.map((file) => ({ kind: 'new' as const, file }))}
                onChange={(items) =>
                  patch({ documents: items.flatMap((item) => (item.kind === 'new' ? [item.file] : [])) })
                }
              />
            )}
          </Stack>
        )}
      </Paper>

      {expenseSections.map((section) => (
        <ExpenseSection
          key={section}
          section={section}
          lines={state.lines.filter((l) => l.section === section)}
          catalogue={catalogue.data ?? []}
          total={totals[section]}
          currency={currencyOf(state.currency) ?? { code: state.currency, minorUnits: 2 }}
          isReadOnly={isReadOnly}
          errors={errors}
          onChange={(updateLines) => setState((s) => ({ ...s, lines: updateLines(s.lines) }))}
        />
      ))}

      <Paper withBorder p="md" radius="md" bg="var(--mantine-color-gray-0)">
        <Group justify="space-between">
          <Title order={4}>Total</Title>
          <Text fw={700} size="lg" aria-label="DA total">
            {state.currency} {formatAmount(totals.overall)}
          </Text>
        </Group>
      </Paper>

      <EditConflictAlert conflict={conflict} />
      <ProblemsAlert problems={problems} />

      <Group justify="flex-end">
        {isReadOnly && selected?.status === 'SUBMITTED' && (
          <>
            <Button color="orange" variant="light" loading={withdraw.isPending} onClick={onWithdraw}>
              Withdraw
            </Button>
            <Tooltip label={messages.REASON_ONE_DRAFT} disabled={!hasDraft} withinPortal>
              <Button
                loading={revise.isPending}
                // Looks disabled but keeps the tooltip that says why.
                data-disabled={hasDraft ? true : undefined}
                aria-disabled={hasDraft ? true : undefined}
                onClick={() => {
                  if (!hasDraft) void onRevise();
                }}
              >
                Revise {selected.type}
              </Button>
            </Tooltip>
          </>
        )}
        {!isReadOnly && (
          <>
            <Button variant="default" loading={save.isPending} disabled={isBusy} onClick={onSave}>
              Save draft
            </Button>
            <Tooltip
              label={formatMessage('REASON_NO_APPROVED_ACCOUNT', { currency: state.currency })}
              disabled={hasApprovedAccount || !bankAccounts.data}
              withinPortal
            >
              <Button
                loading={submit.isPending}
                disabled={isBusy}
                // A disabled button shows no tooltip: this one only looks disabled and says why on hover.
                data-disabled={bankAccounts.data !== undefined && !hasApprovedAccount ? true : undefined}
                aria-disabled={bankAccounts.data !== undefined && !hasApprovedAccount ? true : undefined}
                onClick={() => {
                  if (bankAccounts.data !== undefined && !hasApprovedAccount) return;
                  void onSubmit();
                }}
              >
                Submit {state.type}
              </Button>
            </Tooltip>
          </>
        )}
      </Group>
      {!isReadOnly && bankAccounts.data && !hasApprovedAccount ? (
        <Text size="sm" c="dimmed" ta="right">
          Submit needs an approved bank account in {state.currency}.{' '}
          <Link to={`/secured/${kind}/da-tool/bank-accounts`}>Bank accounts</Link>
        </Text>
      ) : null}
      {appointment.data ? (
        <AppointmentMessages appointmentId={appointmentId} buyerId={appointment.data.buyerId} />
      ) : null}
    </Stack>
  );
}
