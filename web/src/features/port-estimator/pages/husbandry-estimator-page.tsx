import { Alert, Button, Card, Checkbox, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { hasAuthority } from '@portcall/contracts/access';
import { formatAmount } from '@portcall/contracts/format';
import type { THusbandryAnswer } from '@portcall/contracts/husbandry-estimator';
import { useMutation } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/http-policy';
import { useSessionStore } from '../../../lib/session-store';
import { DROPDOWN_Z_INDEX } from '../../../ui/layers';
import { PageHeader } from '../../../ui/page-header';
import { calculateGroups, calculateItems, useBasicGroups, useHusbandryPorts } from '../api/husbandry';
import { SourceBadge } from '../components/source-badge';

const QUANTITY = /^\d{1,9}(\.\d{1,4})?$/;
/**
 * /secured/buyer/port-estimator/husbandry: what husbandry costs at a port, item by item from the
 * port's published formula, the agents' price lists or the platform's own final DAs, each line saying
 * which. Basic: choose groups; advanced (HBC_ADVANCED_VIEW): quantities per item.
 */
export function HusbandryEstimatorPage() {
  const profile = useSessionStore((s) => s.profile);
  const advanced = !!profile && hasAuthority(profile, 'HBC_ADVANCED_VIEW');
  const [search, setSearch] = useState('');
  const [filter] = useDebouncedValue(search.trim(), 250);
  const [portId, setPortId] = useState<string | null>(null);
  const ports = useHusbandryPorts(filter);
  const groups = useBasicGroups(portId ? Number(portId) : null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [result, setResult] = useState<THusbandryAnswer | null>(null);
  const key = (g: { groupId: number; currency: string }) => `${g.groupId}:${g.currency}`;

  const calculate = useMutation({
    mutationFn: () => {
      const port = Number(portId);
      const items = Object.entries(quantities)
        .filter(([, q]) => q.trim() !== '' && q.trim() !== '0')
        .map(([id, q]) => ({ expenseItemId: Number(id), quantity: q.trim() }));
      if (advanced && items.length > 0) return calculateItems(port, items);
      return calculateGroups(port, [...new Set(chosen.map((c) => Number(c.split(':')[0])))]);
    },
    onSuccess: setResult,
  });
  const badQuantity = Object.values(quantities).some((q) => q.trim() !== '' && !QUANTITY.test(q.trim()));
  // The chosen port stays an option while the search text (now its label) finds nothing else.
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  const found = (ports.data ?? []).map((p) => ({ value: String(p.id), label: `${p.name} (${p.unlocode})` }));
  const options = picked && !found.some((o) => o.value === picked.value) ? [picked, ...found] : found;

  return (
    <Stack gap="md">
      <PageHeader
        eyebrow={
          <Link to="/secured/buyer/port-estimator" style={{ color: 'inherit' }}>
            Port estimator
          </Link>
        }
        title="Husbandry estimator"
        description="Crew changes, provisions, spares and other husbandry at a port: from the port's published formula, else the agents' current price lists, else the final DAs submitted on the platform. Each line says which."
      />
      <Card withBorder>
        <Group align="flex-end">
          <Select
            label="Port"
            placeholder="Ports with husbandry figures"
            w={320}
            searchable
            data={options}
            value={portId}
            onChange={(v, option) => {
              setPortId(v);
              setPicked(v ? option : null);
              setChosen([]);
              setQuantities({});
              setResult(null);
            }}
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options: all }) => all}
            nothingFoundMessage={
              ports.isFetching ? 'Searching…' : 'No port with a husbandry formula, price list or history'
            }
            comboboxProps={{ zIndex: DROPDOWN_Z_INDEX }}
          />
        </Group>
      </Card>
      {groups.data && groups.data.groups.length === 0 && (
        <Alert color="gray">
          This port has no husbandry formula, no current agent price and no submitted husbandry line yet.
        </Alert>
      )}
      {groups.data && groups.data.groups.length > 0 && (
        <Card withBorder>
          <Stack gap="sm">
            <Table aria-label="Husbandry groups" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40} />
                  <Table.Th>Group / item</Table.Th>
                  <Table.Th ta="right">Average</Table.Th>
                  <Table.Th>Currency</Table.Th>
                  <Table.Th>Source</Table.Th>
                  {advanced && <Table.Th w={120}>Quantity</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {groups.data.groups.map((g) => (
                  <Fragment key={key(g)}>
                    <Table.Tr bg="gray.0">
                      <Table.Td>
                        <Checkbox
                          aria-label={`Choose ${g.name}`}
                          checked={chosen.includes(key(g))}
                          onChange={(e) =>
                            setChosen(
                              e.currentTarget.checked ? [...chosen, key(g)] : chosen.filter((c) => c !== key(g)),
                            )
                          }
                        />
                      </Table.Td>
                      <Table.Td fw={600}>{g.name}</Table.Td>
                      <Table.Td ta="right" ff="monospace" fw={600}>
                        {g.groupTotal}
                      </Table.Td>
                      <Table.Td>{g.currency}</Table.Td>
                      <Table.Td />
                      {advanced && <Table.Td />}
                    </Table.Tr>
                    {g.expenseItemAvgPriceList.map((i) => (
                      <Table.Tr key={`${key(g)}-${i.expenseItemId}`}>
                        <Table.Td />
                        <Table.Td pl="lg">{i.name}</Table.Td>
                        <Table.Td ta="right" ff="monospace">
                          {i.avgPrice}
                        </Table.Td>
                        <Table.Td>{i.currency}</Table.Td>
                        <Table.Td>
                          <SourceBadge source={i.source} count={i.daCount} />
                        </Table.Td>
                        {advanced && (
                          <Table.Td>
                            <TextInput
                              size="xs"
                              aria-label={`Quantity of ${i.name}`}
                              value={quantities[i.expenseItemId] ?? ''}
                              onChange={(e) =>
                                setQuantities({ ...quantities, [i.expenseItemId]: e.currentTarget.value })
                              }
                              inputMode="decimal"
                            />
                          </Table.Td>
                        )}
                      </Table.Tr>
                    ))}
                  </Fragment>
                ))}
              </Table.Tbody>
            </Table>
            <Group>
              <Button
                onClick={() => calculate.mutate()}
                loading={calculate.isPending}
                disabled={badQuantity || (chosen.length === 0 && Object.keys(quantities).length === 0)}
              >
                Calculate
              </Button>
              <Text size="sm" c="dimmed">
                {advanced
                  ? 'Enter quantities for an itemised estimate, or tick whole groups.'
                  : 'Tick the groups the call needs.'}
              </Text>
            </Group>
            {calculate.isError && <Alert color="red">{errorMessage(calculate.error)}</Alert>}
          </Stack>
        </Card>
      )}
      {result && (
        <Card withBorder aria-label="Husbandry estimate">
          <Text fw={600} mb="xs">
            Estimate
          </Text>
          <Table verticalSpacing={4} aria-label="Estimated husbandry lines">
            <Table.Tbody>
              {result.groups.map((g) => (
                <Fragment key={key(g)}>
                  <Table.Tr bg="gray.0">
                    <Table.Td fw={600}>{g.name}</Table.Td>
                    <Table.Td />
                    <Table.Td ta="right" ff="monospace" fw={600}>
                      {formatAmount(g.amount)}
                    </Table.Td>
                    <Table.Td>{g.currency}</Table.Td>
                  </Table.Tr>
                  {g.expenseItemAvgPriceList.map((i) => (
                    <Table.Tr key={`${key(g)}-${i.expenseItemId}`} aria-label={i.name}>
                      <Table.Td pl="lg">
                        {i.name}
                        {i.quantity !== '1' ? ` × ${i.quantity}` : ''}
                      </Table.Td>
                      <Table.Td>
                        <SourceBadge source={i.source} count={i.daCount} />
                      </Table.Td>
                      <Table.Td ta="right" ff="monospace">
                        {formatAmount(i.amount)}
                      </Table.Td>
                      <Table.Td>{i.currency}</Table.Td>
                    </Table.Tr>
                  ))}
                </Fragment>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              {result.totals.map((t) => (
                <Table.Tr key={t.currency}>
                  <Table.Th>Total</Table.Th>
                  <Table.Th />
                  <Table.Th ta="right" ff="monospace">
                    {formatAmount(t.amount)}
                  </Table.Th>
                  <Table.Th>{t.currency}</Table.Th>
                </Table.Tr>
              ))}
            </Table.Tfoot>
          </Table>
        </Card>
      )}
    </Stack>
  );
}
