import {
  Alert,
  Button,
  Card,
  Group,
  MultiSelect,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { canUse, hasAuthority } from '@portcall/contracts/access';
import { formatAmount } from '@portcall/contracts/format';
import { Decimal } from '@portcall/contracts/money';
import {
  PARTICULAR_LABELS,
  type TEstimatedExpense,
  type TExecuteAnswer,
  type TVesselParticular,
  VESSEL_PARTICULARS,
} from '@portcall/contracts/port-estimator';
import { useMutation } from '@tanstack/react-query';
import { Fragment, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/http-policy';
import { useSessionStore } from '../../../lib/session-store';
import { DROPDOWN_Z_INDEX } from '../../../ui/layers';
import { PageHeader } from '../../../ui/page-header';
import { PortFilter } from '../../../ui/port-filter';
import { executeEstimate, useEstimatorVessels, useLoadConfiguration } from '../api/estimator';
import { SourceBadge } from '../components/source-badge';
import { TraceView } from '../components/trace-view';

const DECIMAL = /^\d{1,13}(\.\d{1,4})?$/;

/** A line of the answer: one per expense, source and currency. */
const lineKey = (e: TEstimatedExpense) => `${e.source}:${e.expenseId}:${e.currency}`;

/** The difference of two decimal texts, signed, or '' when either is missing. */
function difference(now: string | null | undefined, before: string | null | undefined): string {
  if (!now || !before) return '';
  const d = new Decimal(now).minus(before);
  return d.isZero() ? formatAmount(d) : `${d.isPositive() ? '+' : ''}${formatAmount(d)}`;
}

/**
 * /secured/buyer/port-estimator: a call at a port estimated expense by expense from the port's
 * published formulas, else the agents' price lists, else history (each line's source shown). Every
 * formula's estimate shows its working on demand; with PORT_ADVANCED_ESTIMATOR_VIEW
 * the buyer changes inputs and sees the difference against the estimate before.
 */
export function PortEstimatorPage() {
  const profile = useSessionStore((s) => s.profile);
  const advanced = !!profile && hasAuthority(profile, 'PORT_ADVANCED_ESTIMATOR_VIEW');
  const [portId, setPortId] = useState<string | null>(null);
  const [kind, setKind] = useState<'fleet' | 'model'>('fleet');
  const [vesselSearch, setVesselSearch] = useState('');
  const [vesselText] = useDebouncedValue(vesselSearch.trim(), 250);
  const [vesselId, setVesselId] = useState<string | null>(null);
  const [activities, setActivities] = useState<string[]>([]);
  const [daysAlongside, setDaysAlongside] = useState('1');
  const [daysAtAnchor, setDaysAtAnchor] = useState('0');
  const [cargoQuantity, setCargoQuantity] = useState('0');
  const [particulars, setParticulars] = useState<Partial<Record<TVesselParticular, string>>>({});
  const [answer, setAnswer] = useState<TExecuteAnswer | null>(null);
  const [previous, setPrevious] = useState<TExecuteAnswer | null>(null);
  const [open, setOpen] = useState<Record<string, boolean>>({});

  const isModel = kind === 'model';
  const vessels = useEstimatorVessels(vesselText, isModel);
  const config = useLoadConfiguration(portId ? Number(portId) : null, vesselId ? Number(vesselId) : null, isModel);

  // A new port or vessel starts a new estimate: the known particulars are filled in again.
  useEffect(() => {
    const known = config.data?.vessel.particulars ?? {};
    setParticulars({ ...known });
    setAnswer(null);
    setPrevious(null);
  }, [config.data]);

  const asked = VESSEL_PARTICULARS.filter((p) => config.data?.inputs.includes(p));
  const fields = { daysAlongside, daysAtAnchor, cargoQuantity };
  const invalid =
    Object.values(fields).some((v) => !DECIMAL.test(v.trim())) ||
    asked.some((p) => (particulars[p] ?? '').trim() !== '' && !DECIMAL.test((particulars[p] ?? '').trim()));

  const estimate = useMutation({
    mutationFn: () =>
      executeEstimate({
        portId: Number(portId),
        vesselId: Number(vesselId),
        isModelVessel: isModel,
        particulars: Object.fromEntries(
          Object.entries(particulars)
            .map(([k, v]) => [k, (v ?? '').trim()])
            .filter(([, v]) => v !== ''),
        ),
        activities,
        daysAlongside: daysAlongside.trim(),
        daysAtAnchor: daysAtAnchor.trim(),
        cargoQuantity: cargoQuantity.trim(),
      }),
    onSuccess: (next) => {
      setPrevious(answer);
      setAnswer(next);
    },
  });

  const vesselOptions = (vessels.data ?? []).map((v) => ({ value: String(v.id), label: v.name }));
  const before = advanced ? previous : null;
  const beforeOf = (expenseId: number) => before?.expenses.find((e) => e.expenseId === expenseId)?.amount;

  return (
    <Stack gap="md">
      <PageHeader
        eyebrow="Estimators"
        title="Port estimator"
        description="What a call will cost before you ask anyone: each expense from the port's published tariff formula (with its working shown), else the agents' price lists, else past final DAs; each line says which."
        actions={
          profile && canUse(profile, 'HUSBANDRY_ESTIMATOR', 'HBC_VIEW') ? (
            <Button component={Link} to="husbandry" variant="default">
              Husbandry estimator
            </Button>
          ) : null
        }
      />
      <Card withBorder>
        <Stack gap="sm">
          <Group align="flex-end" gap="md" wrap="wrap">
            <PortFilter label="Port" value={portId} onChange={setPortId} width={280} isAvailableInPce />
            <SegmentedControl
              aria-label="Vessel kind"
              value={kind}
              onChange={(v) => {
                setKind(v as 'fleet' | 'model');
                setVesselId(null);
                setVesselSearch('');
              }}
              data={[
                { value: 'fleet', label: 'My vessel' },
                { value: 'model', label: 'Model vessel' },
              ]}
            />
            <Select
              label={isModel ? 'Model vessel' : 'Vessel'}
              placeholder={isModel ? 'Size class, e.g. Supramax' : 'Vessel name or IMO'}
              w={300}
              searchable
              data={vesselOptions}
              value={vesselId}
              onChange={setVesselId}
              searchValue={vesselSearch}
              onSearchChange={setVesselSearch}
              filter={({ options }) => options}
              nothingFoundMessage="No vessel found"
              comboboxProps={{ zIndex: DROPDOWN_Z_INDEX }}
            />
          </Group>
          {config.isError && (
            <Alert color="orange" title="Port not available">
              {errorMessage(config.error)}
            </Alert>
          )}
          {config.data && (
            <>
              <Text size="sm" c="dimmed">
                {config.data.expenses.length} expense{config.data.expenses.length === 1 ? '' : 's'} estimated at{' '}
                {config.data.port.name} ({config.data.port.unlocode}). {config.data.vessel.vesselTypeName}
                {config.data.vessel.sizeClass ? `, ${config.data.vessel.sizeClass}` : ''}.
              </Text>
              <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
                {asked.map((p) => (
                  <TextInput
                    key={p}
                    label={PARTICULAR_LABELS[p]}
                    value={particulars[p] ?? ''}
                    onChange={(e) => setParticulars({ ...particulars, [p]: e.currentTarget.value })}
                    description={
                      config.data?.missingParticulars.includes(p) ? 'Not on record: please enter' : undefined
                    }
                    inputMode="decimal"
                  />
                ))}
                <TextInput
                  label="Days alongside"
                  value={daysAlongside}
                  onChange={(e) => setDaysAlongside(e.currentTarget.value)}
                  inputMode="decimal"
                />
                <TextInput
                  label="Days at anchor"
                  value={daysAtAnchor}
                  onChange={(e) => setDaysAtAnchor(e.currentTarget.value)}
                  inputMode="decimal"
                />
                <TextInput
                  label="Cargo quantity (t)"
                  value={cargoQuantity}
                  onChange={(e) => setCargoQuantity(e.currentTarget.value)}
                  inputMode="decimal"
                />
              </SimpleGrid>
              <MultiSelect
                label="Activities"
                placeholder="Loading, discharging..."
                data={config.data.activities.map((a) => ({ value: a.code, label: a.name }))}
                value={activities}
                onChange={setActivities}
                maw={640}
                comboboxProps={{ zIndex: DROPDOWN_Z_INDEX }}
              />
              <Group>
                <Button onClick={() => estimate.mutate()} loading={estimate.isPending} disabled={invalid}>
                  {answer ? 'Estimate again' : 'Estimate'}
                </Button>
                {invalid && (
                  <Text size="sm" c="red">
                    Enter numbers with up to 4 decimals.
                  </Text>
                )}
              </Group>
            </>
          )}
          {!config.data && !config.isError && (
            <Text size="sm" c="dimmed">
              Choose a port and a vessel (one of yours, or a model vessel of a size class) to start.
            </Text>
          )}
          {estimate.isError && <Alert color="red">{errorMessage(estimate.error)}</Alert>}
        </Stack>
      </Card>

      {answer && (
        <Card withBorder>
          <Stack gap="xs">
            <Text fw={600}>
              Estimate for {answer.vessel.name} at {answer.port.name}
            </Text>
            {before && (
              <Text size="sm" c="dimmed">
                Difference against your previous estimate shown beside each amount.
              </Text>
            )}
            <Table aria-label="Estimated expenses" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Expense</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                  <Table.Th>Currency</Table.Th>
                  {before && <Table.Th ta="right">Difference</Table.Th>}
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {answer.expenses.map((e) => (
                  <Fragment key={lineKey(e)}>
                    <Table.Tr>
                      <Table.Td>
                        {e.expenseName} <SourceBadge size="xs" source={e.source} count={e.daCount} />
                      </Table.Td>
                      <Table.Td ta="right" ff="monospace">
                        {e.amount == null ? '—' : formatAmount(e.amount)}
                      </Table.Td>
                      <Table.Td>{e.currency}</Table.Td>
                      {before && (
                        <Table.Td ta="right" ff="monospace">
                          {difference(e.amount, beforeOf(e.expenseId))}
                        </Table.Td>
                      )}
                      <Table.Td ta="right">
                        {e.problem ? (
                          <Text size="sm" c="orange.8">
                            {e.problem}
                          </Text>
                        ) : e.source === 'FORMULA' ? (
                          <UnstyledButton
                            fz="sm"
                            c="teal.8"
                            onClick={() => setOpen({ ...open, [lineKey(e)]: !open[lineKey(e)] })}
                          >
                            {open[lineKey(e)] ? 'Hide working' : 'Show working'}
                          </UnstyledButton>
                        ) : (
                          <Text size="sm" c="dimmed">
                            {e.source === 'PRICE_LIST'
                              ? "Mean of the agents' current prices"
                              : 'Mean of past final DAs'}
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                    {open[lineKey(e)] && (
                      <Table.Tr>
                        <Table.Td colSpan={before ? 5 : 4} bg="gray.0">
                          <TraceView expense={e} />
                        </Table.Td>
                      </Table.Tr>
                    )}
                  </Fragment>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                {answer.totals.map((t) => (
                  <Table.Tr key={t.currency}>
                    <Table.Th>Total</Table.Th>
                    <Table.Th ta="right" ff="monospace">
                      {formatAmount(t.amount)}
                    </Table.Th>
                    <Table.Th>{t.currency}</Table.Th>
                    {before && (
                      <Table.Th ta="right" ff="monospace">
                        {difference(t.amount, before.totals.find((x) => x.currency === t.currency)?.amount)}
                      </Table.Th>
                    )}
                    <Table.Th />
                  </Table.Tr>
                ))}
              </Table.Tfoot>
            </Table>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
