import { Alert, Button, Group, Modal, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import type { TReopenDaCandidate } from '@portcall/contracts/evaluation-workflow';
import { formatDate } from '@portcall/contracts/format';
import { messages } from '@portcall/contracts/messages';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../api/http-policy';
import { useCan } from '../../../lib/use-can';
import { StageBadge } from '../../../ui/da-stage-badge';
import { PageHeader } from '../../../ui/page-header';
import { Pager } from '../../../ui/pager';
import { WithReason } from '../../../ui/with-reason';
import { useReopenDaMutation, useReopenDaSearch } from '../api/reopen-da';

/** Asks the reason (kept in the audit log, and told to the buyer and the agent) and reopens. */
function ReopenDialog({ da, onClose }: { da: TReopenDaCandidate; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reopen = useReopenDaMutation();
  const isBlank = reason.trim() === '';
  return (
    <Modal opened onClose={onClose} title={`Reopen DA #${da.proformaId}`} centered>
      <Stack>
        <Text size="sm">
          {da.type} #{da.proformaId}: {da.vessel} at {da.port}, {da.agent} for {da.buyer}.{' '}
          {da.stage === 'APPROVED'
            ? 'Its approved lines go back to verified, for the buyer to approve again.'
            : 'It goes back into the buyer’s evaluation.'}
        </Text>
        <Textarea
          label="Reason"
          description="Kept in the audit log and sent to the buyer and the agent."
          required
          autosize
          minRows={2}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <WithReason reason={isBlank ? messages.REOPEN_DA_REASON_REQUIRED : null}>
            <Button
              color="orange"
              disabled={isBlank}
              loading={reopen.isPending}
              onClick={() =>
                reopen.mutate(
                  { proformaId: da.proformaId, reason: reason.trim() },
                  {
                    onSuccess: () => {
                      toast.success(`DA #${da.proformaId} reopened`);
                      onClose();
                    },
                    onError: (e) => setError(errorMessage(e)),
                  },
                )
              }
            >
              Reopen DA
            </Button>
          </WithReason>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * /secured/admin/reopen-da (platform-core §2 admin "reopen-da"): find a DA of any buyer by vessel,
 * port, agent, buyer or DA number and reopen it with a reason. Only approved or closed DAs whose
 * payment is not under way can reopen; the others say why.
 */
export function ReopenDaPage() {
  const [text, setText] = useState('');
  const [page, setPage] = useState(0);
  const [chosen, setChosen] = useState<TReopenDaCandidate | null>(null);
  const search = useReopenDaSearch(text.trim(), page);
  const mayReopen = useCan('REOPEN_DA');
  const data = search.data;
  return (
    <Stack>
      <PageHeader title="Reopen DA" />
      <TextInput
        label="Find a DA"
        placeholder="Vessel, port, agent, buyer or DA number"
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setPage(0);
        }}
        maw={480}
      />
      {search.isError ? <Text c="red">{errorMessage(search.error)}</Text> : null}
      <Table striped highlightOnHover aria-label="DAs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>DA</Table.Th>
            <Table.Th>Vessel</Table.Th>
            <Table.Th>Port</Table.Th>
            <Table.Th>Agent</Table.Th>
            <Table.Th>Buyer</Table.Th>
            <Table.Th>Submitted</Table.Th>
            <Table.Th>Stage</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data?.items.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={8}>
                <Text c="dimmed" size="sm">
                  No DA matches.
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
          {(data?.items ?? []).map((da) => {
            const reason = !mayReopen.allowed
              ? mayReopen.reason
              : da.isReopenable
                ? null
                : messages.REASON_DA_NOT_REOPENABLE;
            return (
              <Table.Tr key={da.proformaId}>
                <Table.Td>
                  {da.type} #{da.proformaId}
                </Table.Td>
                <Table.Td>{da.vessel}</Table.Td>
                <Table.Td>{da.port}</Table.Td>
                <Table.Td>{da.agent}</Table.Td>
                <Table.Td>{da.buyer}</Table.Td>
                <Table.Td>{da.submittedAt ? formatDate(da.submittedAt) : '—'}</Table.Td>
                <Table.Td>
                  <StageBadge stage={da.stage} />
                </Table.Td>
                <Table.Td ta="right">
                  <WithReason reason={reason}>
                    <Button
                      size="compact-xs"
                      variant="light"
                      color="orange"
                      disabled={reason !== null}
                      aria-label={`Reopen DA #${da.proformaId}`}
                      onClick={() => setChosen(da)}
                    >
                      Reopen
                    </Button>
                  </WithReason>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {data ? <Pager total={data.total} size={data.size} page={page} onPage={setPage} /> : null}
      {chosen ? <ReopenDialog da={chosen} onClose={() => setChosen(null)} /> : null}
    </Stack>
  );
}
