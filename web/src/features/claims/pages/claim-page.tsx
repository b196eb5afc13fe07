import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  FileInput,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { CLAIM_DOCUMENT_KINDS, CLAIM_TRANSITIONS } from '@portcall/contracts/claims';
import { formatMoney } from '@portcall/contracts/format';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { downloadFile } from '../../../api/download';
import { errorMessage } from '../../../api/http-policy';
import { useCan } from '../../../lib/use-can';
import { PageHeader } from '../../../ui/page-header';
import { CLAIMS_PATH, useCalculation, useClaim, useClaimState, useUploadDocument } from '../api/claims-api';
import { hoursOf, LaytimeTimeline } from '../components/laytime-timeline';
import { DaysLeft, stateLabel } from './claims-page';

const ACTIONS: Record<string, string> = {
  SUBMITTED: 'Submit',
  UNDER_DISCUSSION: 'Under discussion',
  AGREED: 'Agreed',
  PAID: 'Paid',
  WITHDRAWN: 'Withdraw',
};

/** /secured/buyer/claims/:id: a claim, its time bar, states, documents, laytime and PDF. */
export function ClaimPage() {
  const id = Number(useParams().id);
  const claim = useClaim(id);
  const calculation = useCalculation(claim.data?.calculationId ?? null);
  const move = useClaimState(id);
  const upload = useUploadDocument(id);
  const [kind, setKind] = useState<string>('SOF_PDF');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A reader of claims (CLAIMS_VIEW) is not offered what the server refuses it (the policy table's CLAIM_EDIT).
  const mayEdit = useCan('CLAIM_EDIT').allowed;
  if (claim.isError) return <Alert color="red">{errorMessage(claim.error)}</Alert>;
  if (!claim.data) return <Loader />;
  const c = claim.data;
  const act = async (state: string) => {
    setError(null);
    try {
      await move.mutateAsync({ state, version: c.version });
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  const result = calculation.data?.result;
  return (
    <Stack gap="lg">
      <PageHeader
        eyebrow={
          <Anchor component={Link} to={CLAIMS_PATH} size="xs">
            Claims
          </Anchor>
        }
        title={`${stateLabel(c.type)} claim · ${c.vesselName} · ${c.portName}`}
        description={`Against ${c.counterparty}${c.voyageNumber ? `, voyage ${c.voyageNumber}` : ''}.`}
        actions={
          <Button variant="light" onClick={() => downloadFile(`/secured/claims/${c.id}/pdf`, `claim-${c.id}.pdf`)}>
            Download claim PDF
          </Button>
        }
      />
      {c.state === 'DRAFT' && c.warnings.length > 0 ? (
        <Alert
          color="orange"
          title={
            <Text fw={700} c="dark.9">
              Time bar warning
            </Text>
          }
          role="alert"
        >
          Submit this claim within {Math.max(0, c.daysLeft ?? 0)} days: the deadline is {c.deadline?.slice(0, 10)}.
        </Alert>
      ) : null}
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      <Card withBorder>
        <SimpleGrid cols={{ base: 2, sm: 5 }}>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              Amount
            </Text>
            <Text fw={700}>{formatMoney(c.amount, c.currency)}</Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              State
            </Text>
            <Badge variant="light" color="gray">
              {stateLabel(c.state)}
            </Badge>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              Completion of discharge
            </Text>
            <Text>{c.completedAt ? `${c.completedAt.slice(0, 16).replace('T', ' ')} UTC` : '—'}</Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              Deadline ({c.timeBarDays} days)
            </Text>
            <Text>{c.deadline?.slice(0, 10) ?? '—'}</Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              Time bar
            </Text>
            <DaysLeft claim={c} />
          </Stack>
        </SimpleGrid>
        <Group mt="md">
          {(mayEdit ? CLAIM_TRANSITIONS[c.state] : []).map((to) => (
            <Button
              key={to}
              variant={to === 'WITHDRAWN' ? 'subtle' : 'light'}
              color={to === 'WITHDRAWN' ? 'red' : undefined}
              onClick={() => act(to)}
              loading={move.isPending}
            >
              {ACTIONS[to] ?? stateLabel(to)}
            </Button>
          ))}
        </Group>
      </Card>
      {result ? (
        <Card withBorder component="section" aria-label="Laytime">
          <Group justify="space-between" mb="sm">
            <Title order={2} fz="md">
              Laytime
            </Title>
            <Anchor component={Link} to={`${CLAIMS_PATH}/laytime/${c.portCallId}`} size="sm">
              Open the calculation
            </Anchor>
          </Group>
          {calculation.data?.isOutOfDate ? (
            <Alert color="orange" mb="sm">
              The statement of facts changed since the calculation was saved.
            </Alert>
          ) : null}
          <Text size="sm" mb="sm">
            Allowed {hoursOf(result.allowedMinutes)}, used {hoursOf(result.usedMinutes)}, on demurrage{' '}
            {hoursOf(result.demurrageMinutes)}: demurrage {formatMoney(result.demurrageAmount, result.currency)},
            despatch {formatMoney(result.despatchAmount, result.currency)}.
          </Text>
          <LaytimeTimeline result={result} />
        </Card>
      ) : null}
      <Card withBorder component="section" aria-label="Documents">
        <Title order={2} fz="md" mb="sm">
          Documents
        </Title>
        {c.documents.length === 0 ? (
          <Text size="sm" c="dimmed">
            No document yet: add the SOF PDF, the NOR and any letter of protest.
          </Text>
        ) : (
          <Table aria-label="Claim documents">
            <Table.Tbody>
              {c.documents.map((d) => (
                <Table.Tr key={d.id}>
                  <Table.Td>{stateLabel(d.kind).replace('Sof pdf', 'SOF PDF').replace('Nor', 'NOR')}</Table.Td>
                  <Table.Td>
                    <Anchor
                      component="button"
                      size="sm"
                      onClick={() => downloadFile(`/secured/claims/${c.id}/documents/${d.id}`, d.fileName)}
                    >
                      {d.fileName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{Math.ceil(d.size / 1024)} KB</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {mayEdit ? (
          <Group mt="sm" align="flex-end">
            <Select
              label="Document"
              data={CLAIM_DOCUMENT_KINDS.map((k) => ({
                value: k,
                label: { SOF_PDF: 'SOF PDF', NOR: 'NOR', LETTER_OF_PROTEST: 'Letter of protest', OTHER: 'Other' }[k],
              }))}
              value={kind}
              onChange={(v) => setKind(v ?? 'OTHER')}
              allowDeselect={false}
              w={180}
            />
            <FileInput label="File" placeholder="Choose a file" value={file} onChange={setFile} w={240} />
            <Button
              disabled={!file}
              loading={upload.isPending}
              onClick={async () => {
                if (!file) return;
                setError(null);
                try {
                  await upload.mutateAsync({ kind, file });
                  setFile(null);
                } catch (e) {
                  setError(errorMessage(e));
                }
              }}
            >
              Add document
            </Button>
          </Group>
        ) : null}
      </Card>
    </Stack>
  );
}
