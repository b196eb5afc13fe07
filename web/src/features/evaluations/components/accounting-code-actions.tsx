import { Alert, Anchor, Button, Checkbox, Group, Modal, Select, Stack, Table, Text } from '@mantine/core';
import { hasAuthority } from '@portcall/contracts/access';
import type { TEvaluation, TExpenseEvaluation } from '@portcall/contracts/evaluations';
import { formatAmount } from '@portcall/contracts/format';
import { formatMessage, messages } from '@portcall/contracts/messages';
import { type ReactNode, useRef, useState } from 'react';
import { Link } from 'react-router';
import { countOf } from '../../../lib/count-words';
import { useSessionStore } from '../../../lib/session-store';
import { EditConflictAlert } from '../../../ui/edit-conflict-alert';
import { FormErrorAlert } from '../../../ui/form-error-alert';
import { WithReason } from '../../../ui/with-reason';
import {
  type TAccountingCode,
  useAssignAccountingCodeMutation,
  useBuyerAccountingCodes,
} from '../api/accounting-codes';
import {
  accountingCodeReason,
  codableLines,
  codeGroupLabels,
  codeLabel,
  groupOfLine,
  missingCodeLines,
  selectionReason,
} from '../lib/accounting-codes';
import { evaluatedAmount } from '../lib/evaluation-lines';
import { useDialogSubmit } from './use-dialog-submit';
import { useLinesConflict } from './use-line-conflict';

const CODES_SETTINGS = '/secured/buyer/settings/accounting-codes';

/** What a line is called in the dialog: a split part by its side under its expense's name. */
function lineName(line: TExpenseEvaluation, all: readonly TExpenseEvaluation[]) {
  if (line.parentId === null) return line.name;
  const parent = all.find((l) => l.splitExpenses.some((c) => c.id === line.id));
  return `${parent?.name ?? line.name} (${line.splitType === 'CHARTERER' ? 'charterer' : 'owner'})`;
}

type Opened = {
  /** The lines ticked when the dialog opens. */
  ids: number[];
  /** One line's own control: no list to tick, the line's call. */
  single: boolean;
  /** Approval asked for these lines and found them without codes: approve once they have them. */
  approve?: (latest: TEvaluation) => Promise<unknown>;
};

function AccountingCodeDialog({
  evaluation,
  opened,
  codes,
  onClose,
}: {
  evaluation: TEvaluation;
  opened: Opened;
  codes: TAccountingCode[];
  onClose: () => void;
}) {
  const lines = codableLines(evaluation);
  const [selected, setSelected] = useState<number[]>(opened.ids);
  const [codeId, setCodeId] = useState<string | null>(null);
  const assign = useAssignAccountingCodeMutation(evaluation.id);
  // Codes of two kinds take two rounds: after the first the dialog stays open on the rest.
  const keepOpen = useRef(false);
  // Each chosen line is sent on the version the dialog opened on: another's change meets a 409.
  const conflict = useLinesConflict(evaluation.id, lines, selected, (l) => lineName(l, lines));
  const { submit, error, isPending } = useDialogSubmit(() => {
    if (!keepOpen.current) onClose();
    keepOpen.current = false;
  }, conflict);
  const chosen = lines.filter((l) => selected.includes(l.id));
  const group = chosen[0] ? groupOfLine(chosen[0]) : null;
  const options = codes
    .filter((c) => c.isActive && c.group === group)
    .map((c) => ({ value: String(c.id), label: `${codeLabel(c)} · ${c.description}` }));
  const code = codes.find((c) => String(c.id) === codeId);
  const reason = selectionReason(chosen) ?? (code === undefined ? messages.REASON_CHOOSE_ACCOUNTING_CODE : null);
  const missing = opened.approve ? missingCodeLines(evaluation, opened.ids) : [];

  function run() {
    if (!code) return;
    const items = chosen.map((l) => ({ id: l.id, version: conflict.versionOf(l) }));
    const done = formatMessage('ACCOUNTING_CODES_ASSIGNED', { code: codeLabel(code), count: items.length });
    void submit(async () => {
      const latest = await assign.mutateAsync({ accountingCodeId: code.id, items });
      conflict.pinAll(latest);
      if (!opened.approve) return;
      const rest = missingCodeLines(latest, opened.ids);
      if (rest.length === 0) await opened.approve(latest);
      else {
        keepOpen.current = true;
        setSelected(rest.map((l) => l.id));
        setCodeId(null);
      }
    }, done);
  }

  const title = opened.approve
    ? 'Accounting codes before approval'
    : opened.single
      ? `Accounting code of ${chosen[0] ? lineName(chosen[0], lines) : 'the expense'}`
      : 'Assign accounting codes';
  return (
    <Modal opened onClose={onClose} title={title} zIndex={250} size={opened.single ? 'md' : 'xl'}>
      <Stack>
        {missing.length > 0 && (
          <Alert color="yellow" variant="light" role="status">
            {formatMessage('ACCOUNTING_CODES_MISSING', { names: missing.map((l) => lineName(l, lines)).join(', ') })}
          </Alert>
        )}
        {!opened.single && (
          <Table verticalSpacing={4} aria-label="Expenses to code">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40} />
                <Table.Th>Expense</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>Accounting code</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((l) => (
                <Table.Tr key={l.id}>
                  <Table.Td>
                    <Checkbox
                      aria-label={`Code ${lineName(l, lines)}`}
                      checked={selected.includes(l.id)}
                      onChange={(e) => {
                        const checked = e.currentTarget.checked;
                        setSelected((ids) => (checked ? [...ids, l.id] : ids.filter((id) => id !== l.id)));
                      }}
                    />
                  </Table.Td>
                  <Table.Td>{lineName(l, lines)}</Table.Td>
                  <Table.Td>{codeGroupLabels[groupOfLine(l)]}</Table.Td>
                  <Table.Td>{codeText(l, codes) ?? '—'}</Table.Td>
                  <Table.Td ta="right">{formatAmount(evaluatedAmount(l))}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Select
          label="Accounting code"
          placeholder="Search by code or description"
          searchable
          data={options}
          value={codeId}
          onChange={setCodeId}
          disabled={group === null}
          nothingFoundMessage="No code matches"
          comboboxProps={{ zIndex: 400 }}
        />
        {group !== null && options.length === 0 && (
          <Text size="sm" c="dimmed">
            {messages.NO_ACCOUNTING_CODES}{' '}
            <Anchor component={Link} to={CODES_SETTINGS} size="sm">
              Accounting codes
            </Anchor>
          </Text>
        )}
        <EditConflictAlert conflict={conflict} />
        <FormErrorAlert message={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <WithReason reason={reason}>
            <Button disabled={reason !== null} loading={isPending} onClick={run}>
              {opened.approve
                ? 'Assign and approve'
                : opened.single
                  ? 'Save accounting code'
                  : `Assign to ${countOf(chosen.length, 'expense')}`}
            </Button>
          </WithReason>
        </Group>
      </Stack>
    </Modal>
  );
}

function codeText(line: TExpenseEvaluation, codes: readonly TAccountingCode[]) {
  const code = line.accountingCodeId === null ? undefined : codes.find((c) => c.id === line.accountingCodeId);
  if (line.accountingCodeId === null) return null;
  return code ? `${codeLabel(code)} · ${code.description}` : `#${line.accountingCodeId}`;
}

/**
 * Accounting codes on the evaluation (operations §3 "accounting code" of an expense evaluation): the
 * code shown on each line with its own control, the bulk dialog (tick lines, pick one code), and
 * the approval gate: a final DA's lines without code open the dialog instead of failing.
 * Whether a control may act comes from `accountingCodeReason` alone.
 */
export function useAccountingCodeActions(evaluation: TEvaluation | undefined) {
  const buyerId = useSessionStore((s) => s.profile?.companyId ?? null);
  const mayEdit = useSessionStore((s) => !!s.profile && hasAuthority(s.profile, 'DA_EXPENSE_EVALUATION_EDIT'));
  const codes = useBuyerAccountingCodes(buyerId);
  const [opened, setOpened] = useState<Opened | null>(null);
  const all = codes.data
    ? [...codes.data.PRINCIPAL_AMOUNT, ...codes.data.OWNER_AMOUNT, ...codes.data.CHARTERER_AMOUNT]
    : [];

  /** Under a line's name: its code, or a prompt to set one; a click opens the line's picker. */
  function lineNote(line: TExpenseEvaluation): ReactNode {
    if (!evaluation || line.splitExpenses.length > 0) return null;
    const text = codeText(line, all);
    const reason = accountingCodeReason(evaluation, line, mayEdit);
    const label = text ? `Account ${text}` : 'No accounting code';
    if (reason !== null || line.status === 'REJECTED')
      return (
        <Text size="xs" c="dimmed" data-testid={`accounting-code-${line.id}`}>
          {label}
        </Text>
      );
    return (
      <Anchor
        component="button"
        type="button"
        size="xs"
        c={text ? 'dimmed' : 'orange.8'}
        aria-label={`Accounting code of ${line.parentId === null ? line.name : `${line.splitType?.toLowerCase()} part`}: ${text ?? 'none'}`}
        data-testid={`accounting-code-${line.id}`}
        onClick={() => setOpened({ ids: [line.id], single: true })}
      >
        {label}
      </Anchor>
    );
  }

  const bulkReason = !evaluation
    ? null
    : (accountingCodeReason(evaluation, null, mayEdit) ??
      (codableLines(evaluation).length === 0 ? messages.REASON_NOTHING_TO_CODE : null));
  const bulkButton = evaluation ? (
    <WithReason reason={bulkReason}>
      <Button
        variant="default"
        disabled={bulkReason !== null}
        onClick={() =>
          setOpened({
            ids: codableLines(evaluation)
              .filter((l) => l.accountingCodeId === null)
              .map((l) => l.id),
            single: false,
          })
        }
      >
        Accounting codes…
      </Button>
    </WithReason>
  ) : null;

  /**
   * Approves the lines `ids` with `approve`, unless some of them lack the code a final DA needs:
   * then the dialog opens on those lines, and approves once they have one.
   */
  function guardApproval(ids: number[], approve: (latest: TEvaluation) => Promise<unknown>) {
    if (!evaluation) return;
    const missing = missingCodeLines(evaluation, ids);
    if (missing.length === 0 || accountingCodeReason(evaluation, null, mayEdit) !== null) {
      void approve(evaluation);
      return;
    }
    setOpened({ ids: missing.map((l) => l.id), single: false, approve });
  }

  const dialogs =
    evaluation && opened ? (
      <AccountingCodeDialog evaluation={evaluation} opened={opened} codes={all} onClose={() => setOpened(null)} />
    ) : null;

  return { lineNote, bulkButton, guardApproval, dialogs };
}
