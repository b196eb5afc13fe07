import { Alert, Badge, Button, Card, FileButton, Group, Stack, Table, Text, Title } from '@mantine/core';
import { DCSA_JIT_VERSION, type TTimestampProposal } from '@portcall/contracts/dcsa-timestamps';
import { formatDateTimeInZone } from '@portcall/contracts/format';
import { useState } from 'react';
import { reasonOf, useCan } from '../../../lib/use-can';
import { WithReason } from '../../../ui/with-reason';
import {
  downloadDcsaTimestamps,
  useDcsaProposals,
  useDecideDcsaProposal,
  useImportDcsaTimestamps,
} from '../api/dcsa-timestamps';
import { useSof } from '../api/load-sof';
import { useSofToken } from '../api/sof-client';
import { errorText } from './sof-viewer';

const JSON_FILES = 'application/json,.json';

/**
 * The SOF's exchange with terminals, operators and JIT platforms (issue 44 item 3): its events out
 * as DCSA JIT timestamps, timestamps in as proposals the agent accepts into the SOF or rejects.
 * What each person sees is the policy table's answer; a person the table refuses outright (403)
 * does not see the action at all.
 */
export function DcsaTimestampsPanel({ portCallId }: { portCallId: number }) {
  const token = useSofToken();
  const sof = useSof(portCallId);
  const canExport = useCan('SOF_DCSA_EXPORT');
  const canImport = useCan('SOF_DCSA_IMPORT');
  const canDecide = useCan('SOF_DCSA_DECIDE');
  const proposals = useDcsaProposals(portCallId, canImport.allowed && Boolean(sof.data));
  const upload = useImportDcsaTimestamps(portCallId);
  const [outcome, setOutcome] = useState<{ text: string; isError: boolean } | null>(null);
  if (!sof.data || (!canExport.allowed && !canImport.allowed)) return null;
  const timeZone = sof.data.portCall.timezoneId ?? null;

  const onFile = (file: File | null) => {
    if (!file) return;
    setOutcome(null);
    upload.mutate(file, {
      onSuccess: (r) =>
        setOutcome({
          text: `${r.proposed.length} timestamp${r.proposed.length === 1 ? '' : 's'} proposed, ${r.alreadyKnown} already known`,
          isError: false,
        }),
      onError: (e) => setOutcome({ text: errorText(e), isError: true }),
    });
  };

  const open = (proposals.data ?? []).filter((p) => p.status === 'PROPOSED');
  const decided = (proposals.data ?? []).filter((p) => p.status !== 'PROPOSED');
  return (
    <Card withBorder component="section" aria-label="DCSA timestamps" mb="md">
      <Stack gap="sm">
        <Group justify="space-between" align="start">
          <div>
            <Title order={3}>DCSA timestamps</Title>
            <Text size="sm" c="dimmed">
              This SOF's events as DCSA Just-in-Time {DCSA_JIT_VERSION} port-call timestamps, for terminals, operators
              and JIT platforms. Timestamps received are proposals until the agent accepts them.
            </Text>
          </div>
          <Group gap="xs">
            {canExport.allowed ? (
              <Button variant="default" onClick={() => void downloadDcsaTimestamps(token, portCallId)}>
                Export DCSA timestamps
              </Button>
            ) : null}
            {canImport.allowed ? (
              <FileButton accept={JSON_FILES} onChange={onFile}>
                {(props) => (
                  <Button {...props} variant="light" loading={upload.isPending}>
                    Import DCSA timestamps
                  </Button>
                )}
              </FileButton>
            ) : null}
          </Group>
        </Group>
        {outcome ? (
          <Text size="sm" role={outcome.isError ? 'alert' : 'status'} c={outcome.isError ? 'red' : 'teal'}>
            {outcome.text}
          </Text>
        ) : null}
        {canImport.allowed ? (
          <ProposalList
            portCallId={portCallId}
            version={sof.data.version}
            open={open}
            decided={decided}
            timeZone={timeZone}
            refusal={reasonOf(canDecide)}
          />
        ) : null}
      </Stack>
    </Card>
  );
}

function ProposalList(props: {
  portCallId: number;
  version: number;
  open: TTimestampProposal[];
  decided: TTimestampProposal[];
  timeZone: string | null;
  refusal: string | null;
}) {
  const decide = useDecideDcsaProposal(props.portCallId);
  const [error, setError] = useState<string | null>(null);
  const act = (proposal: TTimestampProposal, decision: 'accept' | 'reject') => {
    setError(null);
    decide.mutate(
      { proposalId: proposal.id, decision, version: props.version },
      { onError: (e) => setError(errorText(e)) },
    );
  };
  const rows = [...props.open, ...props.decided];
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No timestamps received.
      </Text>
    );
  return (
    <>
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      <Table aria-label="Proposed timestamps">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Event</Table.Th>
            <Table.Th>Time</Table.Th>
            <Table.Th>Sent by</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>{p.description}</Table.Td>
              <Table.Td>{formatDateTimeInZone(p.timestamp, props.timeZone)}</Table.Td>
              <Table.Td>{p.sentBy ?? (p.source === 'UPLOAD' ? 'Uploaded file' : 'Webhook')}</Table.Td>
              <Table.Td>
                <Badge
                  variant="light"
                  color={p.status === 'ACCEPTED' ? 'teal' : p.status === 'REJECTED' ? 'gray' : 'blue'}
                >
                  {p.status}
                </Badge>
              </Table.Td>
              <Table.Td>
                {p.status === 'PROPOSED' ? (
                  <Group gap="xs" wrap="nowrap">
                    <WithReason reason={props.refusal}>
                      <Button
                        size="xs"
                        disabled={props.refusal !== null}
                        loading={decide.isPending && decide.variables?.proposalId === p.id}
                        aria-label={`Accept ${p.description}`}
                        onClick={() => act(p, 'accept')}
                      >
                        Accept
                      </Button>
                    </WithReason>
                    <WithReason reason={props.refusal}>
                      <Button
                        size="xs"
                        variant="default"
                        disabled={props.refusal !== null}
                        aria-label={`Reject ${p.description}`}
                        onClick={() => act(p, 'reject')}
                      >
                        Reject
                      </Button>
                    </WithReason>
                  </Group>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
