import { Anchor, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../ui/page-header';
import { usePortAnalysisSearch } from '../api/port-analysis';

export const PORT_ANALYSIS_PATH = '/secured/admin/port-analysis';

/** /secured/admin/port-analysis: ports by name or UN/LOCODE; one opens its analysis page. */
export function PortAnalysisPage() {
  const [text, setText] = useState('');
  const [portName, setPortName] = useState('');
  const found = usePortAnalysisSearch(portName);
  return (
    <Stack gap="lg">
      <PageHeader
        eyebrow="Port analysis"
        title="Ports"
        description="Find a port to edit what the port directory shows of it and whether the port cost estimator offers it."
        actions={
          <Anchor component={Link} to="/secured/admin/estimation-api">
            Estimation API →
          </Anchor>
        }
      />
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setPortName(text.trim());
        }}
      >
        <Group align="flex-end">
          <TextInput
            label="Port name or UN/LOCODE"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            w={280}
          />
          <Button type="submit">Find</Button>
        </Group>
      </form>
      {found.data && found.data.length === 0 ? <Text c="dimmed">No port by that name.</Text> : null}
      {found.data && found.data.length > 0 ? (
        <Table aria-label="Ports found" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Port</Table.Th>
              <Table.Th>UN/LOCODE</Table.Th>
              <Table.Th>Country</Table.Th>
              <Table.Th>Harbour size</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {found.data.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>
                  <Anchor component={Link} to={`${PORT_ANALYSIS_PATH}/port/${p.id}`} fw={600} size="sm">
                    {p.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{p.unlocode}</Table.Td>
                <Table.Td>{p.country.name}</Table.Td>
                <Table.Td>{p.harborSize ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Stack>
  );
}
