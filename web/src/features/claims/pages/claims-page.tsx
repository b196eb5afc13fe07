import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import type { TClaim } from '@portcall/contracts/claims';
import { formatMoney } from '@portcall/contracts/format';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../api/http-policy';
import { useCan } from '../../../lib/use-can';
import { PageHeader } from '../../../ui/page-header';
import { CLAIMS_PATH, useClaimablePortCalls, useClaims, useCreateClaim } from '../api/claims-api';

export const stateLabel = (state: string) => state.charAt(0) + state.slice(1).toLowerCase().replaceAll('_', ' ');

/** Days left as a badge: red under 3 days (or past), orange under 14, yellow under 30. */
export function DaysLeft({ claim }: { claim: TClaim }) {
  if (claim.daysLeft === null)
    return (
      <Text size="sm" c="dimmed">
        No completion
      </Text>
    );
  if (!['DRAFT'].includes(claim.state))
    return (
      <Text size="sm" c="dimmed">
        {claim.daysLeft} days
      </Text>
    );
  const color = claim.daysLeft < 3 ? 'red' : claim.daysLeft < 14 ? 'orange' : claim.daysLeft < 30 ? 'yellow' : 'teal';
  return (
    // Light tints with dark text: readable (WCAG AA) in every colour.
    <Badge color={color} variant="light" c="dark.9" style={{ border: `1px solid var(--mantine-color-${color}-6)` }}>
      {claim.daysLeft < 0 ? 'Time-barred' : `${claim.daysLeft} days left`}
    </Badge>
  );
}

/**
 * /secured/buyer/claims: every claim of the company sorted by days left to its time bar, with the
 * warnings raised, and the start of a laytime calculation from a port call's SOF.
 */
export function ClaimsPage() {
  const claims = useClaims();
  const [isPicking, setPicking] = useState(false);
  const [isOther, setOther] = useState(false);
  const mayEdit = useCan('CLAIM_EDIT').allowed;
  const warned = (claims.data?.items ?? []).filter((c) => c.state === 'DRAFT' && c.warnings.length > 0);
  return (
    <Stack gap="lg">
      <PageHeader
        eyebrow="Claims"
        title="Demurrage and other claims"
        description="Laytime computed from the signed statement of facts, every claim with its time bar, sorted by the days left to present it."
        actions={
          <>
            {mayEdit ? (
              <Button variant="light" onClick={() => setOther(true)}>
                New other claim
              </Button>
            ) : null}
            <Button onClick={() => setPicking(true)}>New laytime calculation</Button>
          </>
        }
      />
      {warned.length > 0 ? (
        <Alert
          color="orange"
          title={
            <Text fw={700} c="dark.9">
              Time bar warnings
            </Text>
          }
          role="alert"
        >
          <Stack gap={2}>
            {warned.map((c) => (
              <Text key={c.id} size="sm">
                <Anchor component={Link} to={`${CLAIMS_PATH}/${c.id}`}>
                  {c.vesselName} · {c.portName} · {c.counterparty}
                </Anchor>
                : submit within {Math.max(0, c.daysLeft ?? 0)} days (deadline {c.deadline?.slice(0, 10)})
              </Text>
            ))}
          </Stack>
        </Alert>
      ) : null}
      <Card withBorder p={0}>
        {claims.isError ? <Alert color="red">{errorMessage(claims.error)}</Alert> : null}
        {claims.isLoading ? <Loader m="md" /> : null}
        {claims.data && claims.data.items.length === 0 ? (
          <Stack p="xl" align="center" gap={4}>
            <Text fw={600}>No claim yet</Text>
            <Text c="dimmed" size="sm">
              Start a laytime calculation from a port call's statement of facts, then open a claim from it.
            </Text>
          </Stack>
        ) : null}
        {claims.data && claims.data.items.length > 0 ? (
          <Table aria-label="Claims" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Vessel / port</Table.Th>
                <Table.Th>Counterparty</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th>Deadline</Table.Th>
                <Table.Th>Time bar</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {claims.data.items.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`${CLAIMS_PATH}/${c.id}`} fw={600} size="sm">
                      {c.vesselName} · {c.portName}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {c.voyageNumber ?? ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>{c.counterparty}</Table.Td>
                  <Table.Td>{stateLabel(c.type)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(c.amount, c.currency)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color="gray">
                      {stateLabel(c.state)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{c.deadline?.slice(0, 10) ?? '—'}</Table.Td>
                  <Table.Td>
                    <DaysLeft claim={c} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
      </Card>
      <PortCallPicker opened={isPicking} onClose={() => setPicking(false)} />
      <OtherClaimModal opened={isOther} onClose={() => setOther(false)} />
    </Stack>
  );
}

function PortCallPicker({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const calls = useClaimablePortCalls(opened);
  const navigate = useNavigate();
  const [value, setValue] = useState<string | null>(null);
  const data = (calls.data?.items ?? [])
    .filter((c) => c.hasSof)
    .map((c) => ({ value: String(c.id), label: `${c.label}${c.agentName ? ` · ${c.agentName}` : ''}` }));
  return (
    <Modal opened={opened} onClose={onClose} title="New laytime calculation">
      <Stack>
        <Text size="sm" c="dimmed">
          Choose a port call with a statement of facts: its NOR, commencement, completion and stoppages are read from
          it.
        </Text>
        <Select
          label="Port call"
          searchable
          data={data}
          value={value}
          onChange={setValue}
          nothingFoundMessage={calls.isLoading ? 'Loading…' : 'No port call with a statement of facts'}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={value === null} onClick={() => navigate(`${CLAIMS_PATH}/laytime/${value}`)}>
            Read the SOF
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A claim that is not laytime (damage, shortage, extra costs): an amount, a counterparty, a time bar. */
function OtherClaimModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const calls = useClaimablePortCalls(opened);
  const create = useCreateClaim();
  const navigate = useNavigate();
  const [form, setForm] = useState({
    portCallId: null as string | null,
    counterparty: '',
    amount: '',
    currency: 'USD',
    completedOn: '',
    timeBarDays: 90 as number | string,
  });
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setError(null);
    try {
      const claim = await create.mutateAsync({
        portCallId: Number(form.portCallId),
        counterparty: form.counterparty,
        type: 'OTHER',
        amount: form.amount,
        currency: form.currency,
        completedAt: form.completedOn ? `${form.completedOn}T00:00:00Z` : null,
        timeBarDays: Number(form.timeBarDays),
      });
      navigate(`${CLAIMS_PATH}/${claim.id}`);
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title="New other claim">
      <Stack>
        <Select
          label="Port call"
          searchable
          data={(calls.data?.items ?? []).map((c) => ({ value: String(c.id), label: c.label }))}
          value={form.portCallId}
          onChange={(v) => setForm({ ...form, portCallId: v })}
        />
        <TextInput
          label="Counterparty"
          value={form.counterparty}
          onChange={(e) => setForm({ ...form, counterparty: e.currentTarget.value })}
        />
        <Group grow>
          <TextInput
            label="Amount"
            value={form.amount}
            onChange={(e) => setForm({ ...form, amount: e.currentTarget.value })}
          />
          <TextInput
            label="Currency"
            value={form.currency}
            onChange={(e) => setForm({ ...form, currency: e.currentTarget.value.toUpperCase() })}
          />
        </Group>
        <Group grow>
          <TextInput
            type="date"
            label="Completion of discharge"
            value={form.completedOn}
            onChange={(e) => setForm({ ...form, completedOn: e.currentTarget.value })}
          />
          <NumberInput
            label="Time bar (days)"
            min={1}
            max={3650}
            value={form.timeBarDays}
            onChange={(v) => setForm({ ...form, timeBarDays: v })}
          />
        </Group>
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={create.isPending} disabled={!form.portCallId}>
            Create claim
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
