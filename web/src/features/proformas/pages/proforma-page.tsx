import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { formatAmount, formatDate } from '@portcall/contracts/format';
import { expenseSections, type TProforma, type TProformaStatus } from '@portcall/contracts/proformas';
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { isApiError } from '../../../api/api-error';
import { DocumentIcon } from '../../../ui/icons';
import { UploadInput } from '../../../ui/upload-field';
import type { SupplierKind } from '../api/keys';
import { useBankAccounts } from '../api/list-bank-accounts';
import { useCatalogueItems } from '../api/list-catalogue-items';
import { useCurrencies } from '../../../api/ref-data/currencies';
import { useProformas } from '../api/list-proformas';
import { useTerminals } from '../api/list-terminals';
import { useAppointment } from '../api/load-appointment';
import { useSaveProformaMutation } from '../api/save-proforma';
import { useSubmitProformaMutation } from '../api/submit-proforma';
import { useWithdrawProformaMutation } from '../api/withdraw-proforma';
import { ExpenseSection } from '../components/expense-section';
import { SupplierPaymentStatus } from '../components/payment-status';
import { type EditorState, editorFromProforma, emptyEditor, lineErrors, toSaveRequest } from '../lib/editor';
import { sectionTotals } from '../lib/totals';

const statusColors: Record<TProformaStatus, string> = {
  DRAFT: 'gray',
  SUBMITTED: 'teal',
  WITHDRAWN: 'orange',
  DELETED: 'red',
};

function errorText(error: unknown): string {
  if (isApiError(error)) {
    // Field messages that add something to the catalogue text (CHECK_REQUIRED_FIELDS names the fields).
    const extra = [...new Set(Object.values(error.fields))].filter((m) => m !== error.message);
    return extra.length > 0 ? `${error.message}: ${extra.join(', ')}` : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * /secured/{agent|vendor}/da-tool/appointment/:appointmentId/proforma: the supplier's DAs of one
 * appointment and the editor of its draft (platform-core §4 "Proforma", §5 rules).
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

  const [selectedId, setSelectedId] = useState<number | 'new' | null>(null);
  const [state, setState] = useState<EditorState>(() => emptyEditor());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();

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
  // Only another DA or a new version replaces what is on screen, not every refetch of the list.
  const selectedStamp = selected ? `${selected.id}:${selected.version}:${selected.status}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the stamp on purpose
  useEffect(() => {
    if (selected) setState(editorFromProforma(selected));
  }, [selectedStamp]);

  const totals = sectionTotals(state.lines);
  const hasDraft = list.some((p) => p.status === 'DRAFT');
  const isFinal = state.type !== 'PDA';
  const accountOptions = (bankAccounts.data ?? [])
    .filter((a) => a.isActive && a.currency === state.currency)
    .map((a) => ({ value: String(a.id), label: `${a.bankName} · ${a.iban} (${a.status.toLowerCase()})` }));

  const patch = (next: Partial<EditorState>) => setState((s) => ({ ...s, ...next }));

  async function saveDraft(): Promise<TProforma | null> {
    setFormError(undefined);
    const found = lineErrors(state.lines);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError('Please check the highlighted fields');
      return null;
    }
    try {
      const saved = await save.mutateAsync(toSaveRequest(state));
      setSelectedId(saved.id);
      setState(editorFromProforma(saved));
      return saved;
    } catch (error) {
      setFormError(errorText(error));
      return null;
    }
  }

  async function onSave() {
    if (await saveDraft()) toast.success('The DA draft is saved');
  }
  async function onSubmit() {
    const saved = await saveDraft();
    if (!saved) return;
    try {
      const submitted = await submit.mutateAsync({ id: saved.id, version: saved.version });
      setState(editorFromProforma(submitted));
      toast.success(`The ${submitted.type} is submitted`);
    } catch (error) {
      setFormError(errorText(error));
    }
  }
  async function onWithdraw() {
    if (!selected) return;
    setFormError(undefined);
    try {
      await withdraw.mutateAsync({ id: selected.id, version: selected.version });
      toast.success(`The ${selected.type} is withdrawn`);
    } catch (error) {
      setFormError(errorText(error));
    }
  }

  const call = appointment.data?.portCall;
  const isBusy = save.isPending || submit.isPending || withdraw.isPending;

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between">
        <div>
          <Text size="sm" c="dimmed">
            <Link to={`/secured/${kind}/da-tool`}>DA tool</Link> / Appointment {appointmentId}
          </Text>
          <Title order={2}>Disbursement accounts</Title>
          {call && (
            <Text c="dimmed">
              {call.vessel.name}
              {call.voyage ? ` V.${call.voyage.voyageNumber}` : ''} at {call.port.name}
              {call.eta ? ` · ETA ${formatDate(call.eta)}` : ''}
            </Text>
          )}
        </div>
        <Button
          variant="light"
          disabled={hasDraft || selectedId === 'new'}
          onClick={() => {
            setSelectedId('new');
            setState(emptyEditor(list.some((p) => p.type === 'PDA' && p.status === 'SUBMITTED') ? 'FDA' : 'PDA'));
            setErrors({});
            setFormError(undefined);
          }}
        >
          New DA
        </Button>
      </Group>

      {list.length > 0 && (
        <Group gap="xs" aria-label="DAs of this appointment">
          {list.map((p) => (
            <Button
              key={p.id}
              size="xs"
              variant={p.id === selectedId ? 'filled' : 'default'}
              onClick={() => setSelectedId(p.id)}
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
            <Title order={4}>{selected ? `${selected.type} #${selected.id}` : 'New DA'}</Title>
            {selected && <Badge color={statusColors[selected.status]}>{selected.status}</Badge>}
            {selected && selected.status !== 'DRAFT' && (
              <SupplierPaymentStatus kind={kind} appointmentId={appointmentId} proformaId={selected.id} />
            )}
          </Group>
          {selected?.submittedAt && <Text size="sm">Submitted {formatDate(selected.submittedAt)}</Text>}
        </Group>
        {isReadOnly && (
          <Alert color="blue" variant="light" mb="sm">
            A submitted DA is read-only.
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <div>
            <Text size="sm" fw={500} mb={4}>
              DA type
            </Text>
            <SegmentedControl
              aria-label="DA type"
              disabled={isReadOnly || selected !== undefined}
              data={['PDA', 'FDA', 'INVOICE']}
              value={state.type}
              onChange={(value) => patch({ type: value as EditorState['type'] })}
            />
          </div>
          <Select
            label="Currency"
            required
            searchable
            disabled={isReadOnly}
            data={(currencies.data ?? []).map((c) => ({ value: c.code, label: `${c.code} · ${c.name}` }))}
            value={state.currency}
            onChange={(value) => patch({ currency: value ?? '', bankAccountId: '' })}
            comboboxProps={{ zIndex: 300 }}
          />
          <TextInput
            label="Rate"
            required
            disabled={isReadOnly}
            value={state.rate}
            onChange={(e) => patch({ rate: e.currentTarget.value })}
          />
          <Select
            label="Terminal"
            required
            disabled={isReadOnly}
            data={terminals.data ?? []}
            value={state.terminalId || null}
            onChange={(value) => patch({ terminalId: value ?? '' })}
            comboboxProps={{ zIndex: 300 }}
          />
          <TextInput
            label="Berth"
            required
            disabled={isReadOnly}
            value={state.berth}
            onChange={(e) => patch({ berth: e.currentTarget.value })}
          />
          <Select
            label="Bank account"
            required
            disabled={isReadOnly}
            placeholder={accountOptions.length === 0 ? `No active account in ${state.currency}` : undefined}
            data={accountOptions}
            value={state.bankAccountId || null}
            onChange={(value) => patch({ bankAccountId: value ?? '' })}
            comboboxProps={{ zIndex: 300 }}
          />
          {isFinal && (
            <TextInput
              type="date"
              label="Sailing date"
              required
              disabled={isReadOnly}
              value={state.sailingDate}
              onChange={(e) => patch({ sailingDate: e.currentTarget.value })}
            />
          )}
        </SimpleGrid>
        {isFinal && (
          <Stack gap={4} mt="sm">
            <Text size="sm" fw={500}>
              {state.type === 'INVOICE' ? 'Invoice' : 'Statement of facts'}
            </Text>
            {state.existingDocuments.map((d) => (
              <Group key={d.id} gap={4}>
                <DocumentIcon size={14} aria-hidden />
                <Text size="xs">{d.filename}</Text>
              </Group>
            ))}
            {!isReadOnly && (
              <UploadInput
                name="documents"
                multiple
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
          currency={state.currency}
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

      {formError && (
        <Alert color="red" variant="light" role="alert">
          {formError}
        </Alert>
      )}

      <Group justify="flex-end">
        {isReadOnly && selected?.status === 'SUBMITTED' && (
          <Button color="orange" variant="light" loading={withdraw.isPending} onClick={onWithdraw}>
            Withdraw
          </Button>
        )}
        {!isReadOnly && (
          <>
            <Button variant="default" loading={save.isPending} disabled={isBusy} onClick={onSave}>
              Save draft
            </Button>
            <Button loading={submit.isPending} disabled={isBusy} onClick={onSubmit}>
              Submit
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}
