import { Anchor, Badge, Button, Card, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import type { TEstimationState } from '@portcall/contracts/estimations';
import { formatDateTimeInZone } from '@portcall/contracts/format';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../ui/page-header';
import { Pager } from '../../../ui/pager';
import { PortFilter } from '../../../ui/port-filter';
import { useFormulaList } from '../api/formulas';

export const FORMULAS_PATH = '/secured/admin/expense-formulas';
export const stateColour: Record<TEstimationState, string> = {
  DRAFT: 'gray',
  SCHEDULED: 'blue',
  PUBLISHED: 'teal',
  ARCHIVED: 'dark',
};

/** /secured/admin/expense-formulas: the formulas by port and expense, newest first. */
export function FormulaListPage() {
  const [state, setState] = useState<string>('ALL');
  const [portId, setPortId] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const size = 20;
  const list = useFormulaList({
    page,
    size,
    ...(state === 'ALL' ? {} : { state }),
    ...(portId ? { portId: Number(portId) } : {}),
  });
  const total = list.data?.total ?? 0;
  return (
    <Stack gap="md">
      <PageHeader
        eyebrow="Port analysis"
        title="Expense formulas"
        description="Each expense of the catalogue at a port is estimated by a formula over the vessel and the call, with tariff tables. Test it, save test cases, publish it: the port estimator uses the published one."
        actions={
          <Button component={Link} to={`${FORMULAS_PATH}/new`}>
            New formula
          </Button>
        }
      />
      <Group align="flex-end">
        <PortFilter
          label="Port"
          value={portId}
          onChange={(v) => {
            setPortId(v);
            setPage(0);
          }}
        />
        <SegmentedControl
          aria-label="State"
          value={state}
          onChange={(v) => {
            setState(v);
            setPage(0);
          }}
          data={['ALL', 'DRAFT', 'SCHEDULED', 'PUBLISHED', 'ARCHIVED'].map((s) => ({
            value: s,
            label: s === 'ALL' ? 'All' : s.charAt(0) + s.slice(1).toLowerCase(),
          }))}
        />
      </Group>
      <Card withBorder padding={0}>
        <Table aria-label="Expense formulas" verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Expense</Table.Th>
              <Table.Th>Ports</Table.Th>
              <Table.Th>Formula</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th>Updated</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(list.data?.items ?? []).map((f) => (
              <Table.Tr key={f.id}>
                <Table.Td>
                  <Anchor component={Link} to={`${FORMULAS_PATH}/${f.id}`} fw={600} size="sm">
                    {f.expenseName}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{f.locations.map((l) => l.name).join(', ')}</Text>
                </Table.Td>
                <Table.Td maw={320}>
                  <Text size="sm" ff="monospace" truncate>
                    {f.formula}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={stateColour[f.state]} variant="light">
                    {f.state}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDateTimeInZone(f.updatedAt)}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
            {list.data && list.data.items.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={5}>
                  <Text c="dimmed" size="sm" ta="center" py="md">
                    No formula yet. Start with "New formula".
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Card>
      <Pager total={total} size={size} page={page} onPage={setPage} />
    </Stack>
  );
}
