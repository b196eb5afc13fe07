import {
  Alert,
  Button,
  Card,
  Code,
  Group,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatDateTimeInZone } from '@portcall/contracts/format';
import type { TCreatedApiKey } from '@portcall/contracts/port-analysis';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../api/http-policy';
import { filterPorts } from '../../../api/ref-data/filter-ports';
import { usePortMappingTypes } from '../../../api/ref-data/port-mapping-types';
import { DROPDOWN_Z_INDEX } from '../../../ui/layers';
import { PageHeader } from '../../../ui/page-header';
import {
  useApiKeys,
  useCreateApiKey,
  useCreatePortMapping,
  useDeletePortMapping,
  usePortMappings,
  useRevokeApiKey,
} from '../api/port-analysis';

/**
 * /secured/admin/estimation-api: how other systems name our ports (external codes by mapping type) and
 * the API keys they call the estimator with (shown once, stored hashed, revocable, rate-limited).
 */
export function EstimationApiPage() {
  return (
    <Stack gap="lg">
      <PageHeader
        eyebrow="Estimation API"
        title="Port mappings and API keys"
        description="Other systems call the estimator with an API key (header x-api-key) under /da-app/estimation-api/v1, naming ports by their own codes."
      />
      <PortMappings />
      <ApiKeys />
    </Stack>
  );
}

function PortMappings() {
  const mappings = usePortMappings();
  const types = usePortMappingTypes();
  const create = useCreatePortMapping();
  const remove = useDeletePortMapping();
  const [typeId, setTypeId] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [portId, setPortId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search.trim(), 300);
  const ports = useQuery({
    queryKey: ['ref', 'ports', 'filter', text],
    queryFn: ({ signal }) => filterPorts(text, signal),
    enabled: text.length >= 2,
  });
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} fz="lg" mb="sm">
        Port code mappings
      </Title>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!typeId || !portId) return;
          create.mutate(
            { mappingTypeId: Number(typeId), externalCode: code, portId: Number(portId) },
            { onSuccess: () => setCode('') },
          );
        }}
      >
        <Group align="flex-end" gap="sm">
          <Select
            label="Mapping type"
            data={types.data ?? []}
            value={typeId}
            onChange={setTypeId}
            w={220}
            comboboxProps={{ zIndex: DROPDOWN_Z_INDEX }}
          />
          <TextInput label="External code" value={code} onChange={(e) => setCode(e.currentTarget.value)} w={160} />
          <Select
            label="Port"
            placeholder="Type a port"
            searchable
            data={ports.data ?? []}
            value={portId}
            onChange={setPortId}
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options }) => options}
            w={240}
            comboboxProps={{ zIndex: DROPDOWN_Z_INDEX }}
          />
          <Button type="submit" loading={create.isPending} disabled={!typeId || !portId || !code}>
            Add mapping
          </Button>
        </Group>
      </form>
      {create.isError ? (
        <Alert color="red" variant="light" mt="sm" role="alert">
          {errorMessage(create.error)}
        </Alert>
      ) : null}
      {mappings.data && mappings.data.length > 0 ? (
        <Table aria-label="Port code mappings" striped mt="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Type</Table.Th>
              <Table.Th>External code</Table.Th>
              <Table.Th>Port</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {mappings.data.map((m) => (
              <Table.Tr key={m.id}>
                <Table.Td>{m.mappingType.name}</Table.Td>
                <Table.Td>
                  <Code>{m.externalCode}</Code>
                </Table.Td>
                <Table.Td>
                  {m.port.name} ({m.port.unlocode})
                </Table.Td>
                <Table.Td>
                  <Button size="xs" variant="subtle" color="red" onClick={() => remove.mutate(m.id)}>
                    Delete
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text size="sm" c="dimmed" mt="sm">
          No mapping yet.
        </Text>
      )}
    </Card>
  );
}

function ApiKeys() {
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [name, setName] = useState('');
  const [perMinute, setPerMinute] = useState<number>(60);
  const [shown, setShown] = useState<TCreatedApiKey | null>(null);
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} fz="lg" mb="sm">
        API keys
      </Title>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate(
            { name, requestsPerMinute: perMinute },
            {
              onSuccess: (key) => {
                setShown(key);
                setName('');
              },
            },
          );
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput label="System name" value={name} onChange={(e) => setName(e.currentTarget.value)} w={240} />
          <NumberInput
            label="Calls per minute"
            value={perMinute}
            min={1}
            max={6000}
            onChange={(v) => setPerMinute(typeof v === 'number' ? v : 60)}
            w={150}
          />
          <Button type="submit" loading={create.isPending} disabled={!name.trim()}>
            Create key
          </Button>
        </Group>
      </form>
      {create.isError ? (
        <Alert color="red" variant="light" mt="sm" role="alert">
          {errorMessage(create.error)}
        </Alert>
      ) : null}
      {shown ? (
        <Alert color="yellow" variant="light" mt="sm" title={`Key for ${shown.name}: copy it now`}>
          <Code block>{shown.key}</Code>
          <Text size="xs" mt={4}>
            Only a hash of it is kept: it will not be shown again.
          </Text>
        </Alert>
      ) : null}
      {keys.data && keys.data.length > 0 ? (
        <Table aria-label="API keys" striped mt="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>System</Table.Th>
              <Table.Th>Key starts</Table.Th>
              <Table.Th>Calls / min</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>Last used</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {keys.data.map((k) => (
              <Table.Tr key={k.id}>
                <Table.Td>{k.name}</Table.Td>
                <Table.Td>
                  <Code>{k.prefix}…</Code>
                </Table.Td>
                <Table.Td>{k.requestsPerMinute}</Table.Td>
                <Table.Td>{formatDateTimeInZone(k.createdAt)}</Table.Td>
                <Table.Td>{k.lastUsedAt ? formatDateTimeInZone(k.lastUsedAt) : 'Never'}</Table.Td>
                <Table.Td>
                  {k.revokedAt ? (
                    <Text size="sm" c="dimmed">
                      Revoked {formatDateTimeInZone(k.revokedAt)}
                    </Text>
                  ) : (
                    <Button size="xs" variant="light" color="red" onClick={() => revoke.mutate(k.id)}>
                      Revoke
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text size="sm" c="dimmed" mt="sm">
          No key yet.
        </Text>
      )}
    </Card>
  );
}
