import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Modal,
  PasswordInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  CONNECTOR_KINDS,
  type TConnector,
  type TConnectorKind,
  type TIntegrationEvent,
} from '@portcall/contracts/integrations';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { ApiError } from '../../../api/api-error';
import { errorMessage } from '../../../api/http-policy';
import { DROPDOWN_Z_INDEX } from '../../../ui/layers';
import { useConnectors, usePlatformFlows, useSaveConnectorMutation } from '../api/integration-connectors';

const kindLabels: Record<TConnectorKind, string> = {
  TASK_FLOW: 'Task flow (Danaos)',
  VESON: 'Veson IMOS',
  WEBHOOK: 'Webhook',
};

type Draft = {
  id?: number;
  kind: TConnectorKind;
  name: string;
  slug: string;
  url: string;
  secret: string;
  events: TIntegrationEvent[];
  isEnabled: boolean;
};
const emptyDraft: Draft = { kind: 'WEBHOOK', name: '', slug: '', url: '', secret: '', events: [], isEnabled: true };

/** The buyer's outbound connectors, each editable; a connector works only where its switch is on. */
export function IntegrationConnectors({ buyerId }: { buyerId: number }) {
  const connectors = useConnectors(buyerId);
  const [draft, setDraft] = useState<Draft | null>(null);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={4}>Connectors</Title>
        <Button size="xs" onClick={() => setDraft(emptyDraft)}>
          Add connector
        </Button>
      </Group>
      {connectors.isError ? <Text c="red">{errorMessage(connectors.error)}</Text> : null}
      {(connectors.data ?? []).length === 0 && connectors.isSuccess ? (
        <Text c="dimmed" size="sm">
          No connectors yet.
        </Text>
      ) : null}
      {(connectors.data ?? []).map((c) => (
        <ConnectorCard key={c.id} connector={c} onEdit={() => setDraft(toDraft(c))} />
      ))}
      {draft ? <ConnectorModal buyerId={buyerId} initial={draft} onClose={() => setDraft(null)} /> : null}
    </Stack>
  );
}

function toDraft(c: TConnector): Draft {
  return {
    id: c.id,
    kind: c.kind,
    name: c.name,
    slug: c.slug,
    url: c.url,
    secret: '',
    events: c.events,
    isEnabled: c.isEnabled,
  };
}

function ConnectorCard({ connector: c, onEdit }: { connector: TConnector; onEdit: () => void }) {
  return (
    <Card withBorder padding="sm" aria-label={`Connector ${c.name}`}>
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Group gap="xs">
            <Text fw={600}>{c.name}</Text>
            <Badge variant="light">{kindLabels[c.kind]}</Badge>
            {c.isEnabled ? null : <Badge color="gray">Disabled</Badge>}
            {c.isSwitchedOn ? null : <Badge color="orange">Integration switched off</Badge>}
          </Group>
          <Text size="sm" c="dimmed">
            {c.url} · secret {c.secretHint}
            {c.kind === 'VESON' ? ` · calls in at /integration-veson-${c.slug}/api` : ''}
          </Text>
          <Text size="xs" c="dimmed">
            {c.events.length > 0 ? c.events.join(', ') : 'No events'}
          </Text>
        </div>
        <Button size="xs" variant="default" onClick={onEdit}>
          Edit
        </Button>
      </Group>
    </Card>
  );
}

function ConnectorModal({ buyerId, initial, onClose }: { buyerId: number; initial: Draft; onClose: () => void }) {
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<{ message: string; fields: Record<string, string> }>();
  const flows = usePlatformFlows();
  const save = useSaveConnectorMutation(buyerId);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  function submit() {
    setError(undefined);
    const { secret, ...rest } = draft;
    save.mutate(
      { ...rest, ...(secret ? { secret } : {}) },
      {
        onSuccess: () => {
          toast.success(`Connector ${draft.name} saved`);
          onClose();
        },
        onError: (e) => {
          setError({ message: errorMessage(e), fields: e instanceof ApiError ? { ...e.fields } : {} });
        },
      },
    );
  }

  return (
    <Modal opened onClose={onClose} title={draft.id ? 'Edit connector' : 'Add connector'} size="lg">
      <Stack gap="sm">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error.message}
          </Alert>
        ) : null}
        <Select
          label="Kind"
          data={CONNECTOR_KINDS.map((k) => ({ value: k, label: kindLabels[k] }))}
          value={draft.kind}
          onChange={(v) => v && set('kind', v as TConnectorKind)}
          comboboxProps={{ zIndex: DROPDOWN_Z_INDEX + 1000 }}
          allowDeselect={false}
        />
        <TextInput
          label="Name"
          value={draft.name}
          onChange={(e) => set('name', e.currentTarget.value)}
          error={error?.fields.name}
        />
        <TextInput
          label="Path name"
          description="Lower-case letters, digits and dashes; the Veson system calls in at /integration-veson-{path name}/api"
          value={draft.slug}
          onChange={(e) => set('slug', e.currentTarget.value)}
          error={error?.fields.slug}
        />
        <TextInput
          label="Endpoint URL"
          value={draft.url}
          onChange={(e) => set('url', e.currentTarget.value)}
          error={error?.fields.url}
        />
        <PasswordInput
          label="Secret"
          description={
            draft.id ? 'Leave empty to keep the stored secret' : 'Shared with the receiver to check the signature'
          }
          value={draft.secret}
          onChange={(e) => set('secret', e.currentTarget.value)}
          error={error?.fields.secret}
        />
        <Checkbox.Group label="Events" value={draft.events} onChange={(v) => set('events', v as TIntegrationEvent[])}>
          <Stack gap={4} mt={4}>
            {(flows.data ?? []).map((f) => (
              <Checkbox key={f.code} value={f.code} label={`${f.code}: ${f.name}`} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Switch label="Enabled" checked={draft.isEnabled} onChange={(e) => set('isEnabled', e.currentTarget.checked)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            Save connector
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
