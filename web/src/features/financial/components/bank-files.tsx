import { Alert, Badge, Button, Checkbox, FileInput, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import type { TBankStatement, TStatementEntry } from '@portcall/contracts/bank-files';
import { formatMoney } from '@portcall/contracts/format';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../api/http-policy';
import { useCan } from '../../../lib/use-can';
import {
  downloadPaymentFile,
  useBankStatement,
  useConfirmBankStatement,
  useImportBankStatement,
} from '../api/bank-files';

/** A calendar day of the bank (YYYY-MM-DD) as the spec shows dates: dd/MM/yyyy. */
const day = (iso: string | null) => (iso ? iso.slice(0, 10).split('-').reverse().join('/') : '-');

/**
 * The approver's bank files on the Financial page: the pain.001 payment file of the approved
 * payments for the bank portal, and the bank's statement read back to mark them paid. Both follow
 * the policy table (PAYMENT_FILE_DOWNLOAD, BANK_STATEMENT_IMPORT): people who do not pay see neither.
 */
export function BankFileActions() {
  const canDownload = useCan('PAYMENT_FILE_DOWNLOAD').allowed;
  const canImport = useCan('BANK_STATEMENT_IMPORT').allowed;
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [isDownloading, setDownloading] = useState(false);
  const [isImportOpen, setImportOpen] = useState(false);
  if (!canDownload && !canImport) return null;

  async function download() {
    setDownloadError(null);
    setDownloading(true);
    try {
      const name = await downloadPaymentFile(new Date().toISOString().slice(0, 10));
      toast.success(`Payment file ${name} downloaded`);
    } catch (e) {
      setDownloadError(errorMessage(e));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Stack gap="xs">
      <Group gap="xs" justify="flex-end">
        <Text size="sm" c="dimmed">
          Pay through your bank:
        </Text>
        {canDownload ? (
          <Button size="xs" variant="default" loading={isDownloading} onClick={() => void download()}>
            Download payment file
          </Button>
        ) : null}
        {canImport ? (
          <Button size="xs" variant="default" onClick={() => setImportOpen(true)}>
            Import bank statement
          </Button>
        ) : null}
      </Group>
      {downloadError ? (
        <Alert color="red" title="No payment file" withCloseButton onClose={() => setDownloadError(null)}>
          {downloadError}
        </Alert>
      ) : null}
      {isImportOpen ? <BankStatementModal onClose={() => setImportOpen(false)} /> : null}
    </Stack>
  );
}

function BankStatementModal({ onClose }: { onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [statementId, setStatementId] = useState<number | null>(null);
  const importing = useImportBankStatement();
  const statement = useBankStatement(statementId);

  async function read() {
    if (!file) return;
    const answer = await importing.mutateAsync(file).catch(() => null);
    if (answer) setStatementId(answer.id);
  }

  return (
    <Modal opened onClose={onClose} size="xl" title="Import bank statement">
      {statement.data ? (
        <StatementReview statement={statement.data} onClose={onClose} />
      ) : (
        <Stack>
          <Text size="sm">
            The statement (camt.053) or debit notification (camt.054) your bank issues. Each booked payment is matched
            to a payment here; nothing is marked paid until you confirm.
          </Text>
          <FileInput
            label="Bank statement file"
            placeholder="Choose an XML file"
            accept=".xml,application/xml,text/xml"
            value={file}
            onChange={setFile}
            clearable
          />
          {importing.isError ? <Alert color="red">{errorMessage(importing.error)}</Alert> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button disabled={!file} loading={importing.isPending} onClick={() => void read()}>
              Read statement
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

const groups: Array<{ title: string; outcomes: TStatementEntry['outcome'][]; note: string }> = [
  { title: 'Matched', outcomes: ['MATCHED'], note: 'Same payment, same amount: confirm to mark them paid.' },
  {
    title: 'Amount differs',
    outcomes: ['PARTIAL'],
    note: 'The bank paid another amount than approved: tick the ones to record with the bank’s amount.',
  },
  { title: 'Unmatched', outcomes: ['UNMATCHED'], note: 'No payment waits for these bookings: nothing changes.' },
  { title: 'Paid', outcomes: ['PAID', 'ALREADY_PAID'], note: 'Already recorded as paid.' },
];

function StatementReview({ statement, onClose }: { statement: TBankStatement; onClose: () => void }) {
  const confirm = useConfirmBankStatement();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [chosen, setChosen] = useState<Set<number>>(
    () => new Set(statement.entries.filter((e) => e.outcome === 'MATCHED').map((e) => e.id)),
  );
  const payable = statement.entries.filter(
    (e) => (e.outcome === 'MATCHED' || e.outcome === 'PARTIAL') && chosen.has(e.id) && e.payment,
  );

  async function submit() {
    const items = payable.map((e) => ({
      entryId: e.id,
      paymentId: e.payment?.id as number,
      version: e.payment?.version as number,
    }));
    const answer = await confirm.mutateAsync({ id: statement.id, body: { items }, idempotencyKey }).catch(() => null);
    if (answer) {
      toast.success(`${items.length} payment(s) marked paid from the bank statement`);
      setChosen(new Set());
    }
  }

  const toggle = (id: number, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {statement.messageType} {statement.messageId} · {statement.filename}
      </Text>
      {groups.map((group) => {
        const entries = statement.entries.filter((e) => group.outcomes.includes(e.outcome));
        return (
          <section key={group.title} aria-label={group.title}>
            <Group gap="xs" mb={4}>
              <Title order={4}>{group.title}</Title>
              <Badge variant="light">{entries.length}</Badge>
            </Group>
            <Text size="xs" c="dimmed" mb={4}>
              {group.note}
            </Text>
            {entries.length > 0 ? (
              <Table striped withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th />
                    <Table.Th>Bank reference</Table.Th>
                    <Table.Th>Booked</Table.Th>
                    <Table.Th>Paid by the bank</Table.Th>
                    <Table.Th>Payment</Table.Th>
                    <Table.Th>Approved</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {entries.map((e) => (
                    <Table.Tr key={e.id}>
                      <Table.Td>
                        {e.outcome === 'MATCHED' || e.outcome === 'PARTIAL' ? (
                          <Checkbox
                            aria-label={`Confirm booking ${e.bankReference ?? e.id}`}
                            checked={chosen.has(e.id)}
                            onChange={(event) => toggle(e.id, event.currentTarget.checked)}
                          />
                        ) : null}
                      </Table.Td>
                      <Table.Td>{e.bankReference ?? '-'}</Table.Td>
                      <Table.Td>{day(e.bookingDate)}</Table.Td>
                      <Table.Td>{formatMoney(e.amount, e.currency)}</Table.Td>
                      <Table.Td>
                        {e.payment ? (
                          <Text size="sm">
                            #{e.payment.id} · DA #{e.payment.proformaId} ·{' '}
                            {e.payment.status === 'PAID' ? 'Paid' : e.payment.status.replace(/_/g, ' ').toLowerCase()}
                          </Text>
                        ) : (
                          (e.creditorName ?? '-')
                        )}
                      </Table.Td>
                      <Table.Td>
                        {e.payment
                          ? formatMoney(e.payment.remittedAmount ?? e.payment.approvedAmount, e.payment.currency)
                          : '-'}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ) : null}
          </section>
        );
      })}
      {confirm.isError ? <Alert color="red">{errorMessage(confirm.error)}</Alert> : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <Button disabled={payable.length === 0} loading={confirm.isPending} onClick={() => void submit()}>
          Confirm {payable.length} payment(s)
        </Button>
      </Group>
    </Stack>
  );
}
