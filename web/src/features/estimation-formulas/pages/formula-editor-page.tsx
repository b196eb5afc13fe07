import {
  Alert,
  Badge,
  Button,
  Card,
  CloseButton,
  FileInput,
  Grid,
  Group,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { TEstimation, TEstimationTestAnswer, TEstimationTestCase } from '@portcall/contracts/estimations';
import { formatDateTimeInZone } from '@portcall/contracts/format';
import { type FormulaNode, parseFormula } from '@portcall/contracts/formula';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../api/http-policy';
import { AccuracyNotes, accuracyText } from '../../../ui/accuracy-figure';
import { DROPDOWN_Z_INDEX } from '../../../ui/layers';
import { PageHeader } from '../../../ui/page-header';
import {
  actOnFormula,
  type FormulaAction,
  formulaKeys,
  saveFormula,
  testFormula,
  useCatalogueExpenses,
  useFormula,
  useFormulaAccuracy,
  useFormulaHistory,
} from '../api/formulas';
import { FormulaDiff } from '../components/formula-diff';
import { FormulaField, formulaProblem } from '../components/formula-field';
import { PortPicker } from '../components/port-picker';
import { fromDrafts, type TariffDraft, TariffsField, toDrafts } from '../components/tariffs-field';
import { FORMULAS_PATH, stateColour } from './formula-list-page';

/** The names a formula reads, in order (the test panel asks for each). */
function namesIn(source: string): string[] {
  if (formulaProblem(source)) return [];
  const seen: string[] = [];
  const walk = (n: FormulaNode): void => {
    if (n.kind === 'name' && !seen.includes(n.name)) seen.push(n.name);
    if (n.kind === 'call') n.args.forEach(walk);
    if (n.kind === 'unary') walk(n.operand);
    if (n.kind === 'binary') {
      walk(n.left);
      walk(n.right);
    }
  };
  if (source.trim()) walk(parseFormula(source));
  return seen;
}
/** An input typed "true"/"false" is a yes/no; anything else is sent as typed. */
const asInput = (v: string): string | boolean => (v === 'true' ? true : v === 'false' ? false : v);

interface Port {
  value: string;
  label: string;
}

/**
 * /secured/admin/expense-formulas/new and /{id}: the formula editor. A draft is edited and saved; any
 * formula is tested with its working shown; saved test cases must pass for it to be published.
 */
export function FormulaEditorPage() {
  const { estimationId } = useParams();
  const id = estimationId ? Number(estimationId) : null;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loaded = useFormula(id);
  const expenses = useCatalogueExpenses();
  const [expenseId, setExpenseId] = useState<string | null>(null);
  const [ports, setPorts] = useState<Port[]>([]);
  const [currency, setCurrency] = useState('EUR');
  const [formula, setFormula] = useState('');
  const [tariffs, setTariffs] = useState<TariffDraft[]>([]);
  const [testCases, setTestCases] = useState<TEstimationTestCase[]>([]);
  const [notes, setNotes] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [inputs, setInputs] = useState<Record<string, string>>({});
  const [result, setResult] = useState<TEstimationTestAnswer | null>(null);
  const [caseName, setCaseName] = useState('');
  const [scheduleAt, setScheduleAt] = useState('');
  const [diffOf, setDiffOf] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const current: TEstimation | undefined = loaded.data;
  useEffect(() => {
    if (!current) return;
    setExpenseId(String(current.expenseId));
    setPorts(current.locations.map((l) => ({ value: String(l.id), label: `${l.name} (${l.unlocode})` })));
    setCurrency(current.currency);
    setFormula(current.formula);
    setTariffs(toDrafts(current.tariffs));
    setTestCases(current.testCases);
    setNotes(current.notes ?? '');
  }, [current]);
  const history = useFormulaHistory(current ? current.expenseId : null);
  const accuracy = useFormulaAccuracy(current ? current.id : null, current?.version ?? 0);
  const editable = id === null || current?.state === 'DRAFT';
  const names = namesIn(formula);

  const refresh = () => queryClient.invalidateQueries({ queryKey: formulaKeys.all() });
  const save = useMutation({
    mutationFn: () =>
      saveFormula(
        id,
        {
          expenseId: Number(expenseId),
          portIds: ports.map((p) => Number(p.value)),
          currency: currency.trim().toUpperCase(),
          formula,
          tariffs: fromDrafts(tariffs),
          testCases,
          notes: notes.trim() || undefined,
          ...(current ? { version: current.version } : {}),
        },
        files,
      ),
    onSuccess: async (saved) => {
      setFiles([]);
      setNotice('Saved.');
      await refresh();
      if (id === null) navigate(`${FORMULAS_PATH}/${saved.id}`);
    },
  });
  const test = useMutation({
    mutationFn: () =>
      testFormula({
        formula,
        tariffs: fromDrafts(tariffs),
        inputs: Object.fromEntries(names.map((n) => [n, asInput((inputs[n] ?? '').trim())])),
      }),
    onSuccess: setResult,
  });
  const act = useMutation({
    mutationFn: (action: FormulaAction) =>
      actOnFormula(id as number, action, action === 'schedule' ? new Date(scheduleAt).toISOString() : undefined),
    onSuccess: async (answer, action) => {
      await refresh();
      if (action === 'delete') navigate(FORMULAS_PATH);
      else if (action === 'duplicate') navigate(`${FORMULAS_PATH}/${(answer as TEstimation).id}`);
      else setNotice(action === 'schedule' ? 'Scheduled.' : `${action.charAt(0).toUpperCase()}${action.slice(1)}ed.`);
    },
  });

  const [isConfirmingPublish, setConfirmingPublish] = useState(false);
  const savedCases = current?.testCases.length ?? 0;

  const expenseOptions = (expenses.data ?? []).map((e) => ({ value: e.value, label: e.label }));
  const canSave = editable && expenseId && ports.length > 0 && formula.trim() && !formulaProblem(formula);

  return (
    <Stack gap="md">
      <Modal
        opened={isConfirmingPublish && !!current}
        onClose={() => setConfirmingPublish(false)}
        title="Publish this formula?"
      >
        <Stack gap="sm">
          <Text size="sm">
            The estimators use it at once for {current?.expenseName} at{' '}
            {current?.locations.map((l) => l.name).join(', ')}, and the formula published there now is archived.
          </Text>
          <Text size="sm">
            All {savedCases} saved test case{savedCases === 1 ? '' : 's'} must pass; a failing one stops the
            publication.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmingPublish(false)}>
              Cancel
            </Button>
            <Button
              color="teal"
              loading={act.isPending}
              onClick={() => {
                setConfirmingPublish(false);
                act.mutate('publish');
              }}
            >
              Publish now
            </Button>
          </Group>
        </Stack>
      </Modal>
      <PageHeader
        eyebrow={
          <Link to={FORMULAS_PATH} style={{ color: 'inherit' }}>
            Expense formulas
          </Link>
        }
        title={current ? `${current.expenseName}` : 'New formula'}
        description={
          current ? (
            <Group gap="xs">
              <Badge color={stateColour[current.state]} variant="light">
                {current.state}
              </Badge>
              <Text size="sm">
                Version {current.version}
                {current.scheduledAt ? ` · publishes ${formatDateTimeInZone(current.scheduledAt)}` : ''}
              </Text>
            </Group>
          ) : (
            'An expense of the catalogue at one or more ports, estimated by a formula over the vessel and the call.'
          )
        }
      />
      {notice && (
        <Alert color="teal" withCloseButton onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {[save, act].map((m, i) =>
        m.isError ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: two fixed slots
          <Alert key={i} color="red">
            {errorMessage(m.error)}
          </Alert>
        ) : null,
      )}
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder>
            <Stack gap="sm">
              <Group grow align="flex-start">
                <Select
                  label="Expense"
                  searchable
                  data={expenseOptions}
                  value={expenseId}
                  onChange={setExpenseId}
                  disabled={!editable}
                  comboboxProps={{ zIndex: DROPDOWN_Z_INDEX }}
                />
                <TextInput
                  label="Currency"
                  value={currency}
                  maxLength={3}
                  onChange={(e) => setCurrency(e.currentTarget.value)}
                  disabled={!editable}
                />
              </Group>
              <Stack gap={4}>
                {editable && (
                  <PortPicker
                    label="Add a port"
                    onPick={(port) => {
                      if (!ports.some((p) => p.value === port.value)) setPorts([...ports, port]);
                    }}
                  />
                )}
                <Group gap={6} role="group" aria-label="Ports">
                  {ports.length === 0 && (
                    <Text size="sm" c="dimmed">
                      No port yet.
                    </Text>
                  )}
                  {ports.map((p) => (
                    <Badge
                      key={p.value}
                      variant="outline"
                      rightSection={
                        editable ? (
                          <CloseButton
                            size="xs"
                            aria-label={`Remove ${p.label}`}
                            onClick={() => setPorts(ports.filter((x) => x.value !== p.value))}
                          />
                        ) : null
                      }
                    >
                      {p.label}
                    </Badge>
                  ))}
                </Group>
              </Stack>
              <FormulaField value={formula} onChange={setFormula} readOnly={!editable} />
              <TariffsField value={tariffs} onChange={setTariffs} disabled={!editable} />
              <Textarea
                label="Notes"
                value={notes}
                onChange={(e) => setNotes(e.currentTarget.value)}
                disabled={!editable}
              />
              {editable && (
                <FileInput
                  label="Tariff documents"
                  placeholder="Attach the port's tariff (PDF)"
                  multiple
                  value={files}
                  onChange={setFiles}
                  clearable
                />
              )}
              {current && current.attachments.length > 0 && (
                <Text size="sm">Attached: {current.attachments.map((a) => a.name).join(', ')}</Text>
              )}
              <Group>
                {editable && (
                  <Button onClick={() => save.mutate()} loading={save.isPending} disabled={!canSave}>
                    {id === null ? 'Create draft' : 'Save draft'}
                  </Button>
                )}
                {current && (current.state === 'DRAFT' || current.state === 'SCHEDULED') && (
                  <Button
                    color="teal"
                    onClick={() => setConfirmingPublish(true)}
                    loading={act.isPending}
                    disabled={savedCases === 0}
                    title={savedCases === 0 ? 'Save at least one test case before publishing' : undefined}
                  >
                    Publish
                  </Button>
                )}
                {current && current.state !== 'ARCHIVED' && (
                  <Button variant="default" onClick={() => act.mutate('archive')}>
                    Archive
                  </Button>
                )}
                {current && (
                  <Button variant="default" onClick={() => act.mutate('duplicate')}>
                    Duplicate
                  </Button>
                )}
                {current?.state === 'DRAFT' && (
                  <Button variant="subtle" color="red" onClick={() => act.mutate('delete')}>
                    Delete draft
                  </Button>
                )}
              </Group>
              {current && (current.state === 'DRAFT' || current.state === 'SCHEDULED') && (
                <Group align="flex-end">
                  <TextInput
                    type="datetime-local"
                    label="Publish at"
                    value={scheduleAt}
                    onChange={(e) => setScheduleAt(e.currentTarget.value)}
                  />
                  <Button
                    variant="light"
                    disabled={!scheduleAt || savedCases === 0}
                    onClick={() => act.mutate('schedule')}
                  >
                    Schedule publication
                  </Button>
                </Group>
              )}
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Card withBorder aria-label="Test panel">
              <Stack gap="xs">
                <Title order={3} fz="md">
                  Test
                </Title>
                {names.length === 0 && (
                  <Text size="sm" c="dimmed">
                    The formula reads no input.
                  </Text>
                )}
                {names.map((n) => (
                  <TextInput
                    key={n}
                    label={n}
                    size="xs"
                    value={inputs[n] ?? ''}
                    onChange={(e) => setInputs({ ...inputs, [n]: e.currentTarget.value })}
                  />
                ))}
                <Group>
                  <Button
                    size="xs"
                    onClick={() => test.mutate()}
                    loading={test.isPending}
                    disabled={!!formulaProblem(formula)}
                  >
                    Run test
                  </Button>
                </Group>
                {test.isError && <Alert color="red">{errorMessage(test.error)}</Alert>}
                {result && (
                  <Stack gap={4} aria-label="Test result">
                    <Text fw={700}>
                      Result: {result.value} {currency}
                    </Text>
                    <Table fz="xs" verticalSpacing={2} withTableBorder>
                      <Table.Tbody>
                        {result.trace.map((s, i) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: steps are positional
                          <Table.Tr key={i}>
                            <Table.Td>{s.step}</Table.Td>
                            <Table.Td>{s.detail}</Table.Td>
                            <Table.Td ta="right">{s.result}</Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                    {editable && (
                      <Group align="flex-end" gap="xs">
                        <TextInput
                          size="xs"
                          label="Test case name"
                          value={caseName}
                          onChange={(e) => setCaseName(e.currentTarget.value)}
                        />
                        <Button
                          size="xs"
                          variant="light"
                          disabled={!caseName.trim()}
                          onClick={() => {
                            setTestCases([
                              ...testCases,
                              {
                                name: caseName.trim(),
                                inputs: Object.fromEntries(names.map((n) => [n, asInput((inputs[n] ?? '').trim())])),
                                expected: result.value,
                              },
                            ]);
                            setCaseName('');
                          }}
                        >
                          Save as test case
                        </Button>
                      </Group>
                    )}
                  </Stack>
                )}
              </Stack>
            </Card>
            <Card withBorder>
              <Title order={3} fz="md" mb="xs">
                Test cases ({testCases.length})
              </Title>
              {testCases.length === 0 ? (
                <Text size="sm" c="dimmed">
                  None. Saved test cases must all pass before the formula can be published.
                </Text>
              ) : (
                <Table fz="sm" aria-label="Test cases">
                  <Table.Tbody>
                    {testCases.map((c, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: test cases may share a name
                      <Table.Tr key={i}>
                        <Table.Td>{c.name}</Table.Td>
                        <Table.Td>
                          {Object.entries(c.inputs)
                            .map(([k, v]) => `${k}=${v}`)
                            .join(', ')}
                        </Table.Td>
                        <Table.Td ta="right">{c.expected}</Table.Td>
                        <Table.Td>
                          {editable && (
                            <CloseButton
                              size="sm"
                              aria-label={`Remove test case ${c.name}`}
                              onClick={() => setTestCases(testCases.filter((_, j) => j !== i))}
                            />
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
              {editable && testCases.length > 0 && (
                <Text size="xs" c="dimmed" mt={4}>
                  Save the draft to keep test case changes.
                </Text>
              )}
            </Card>
            {current && (
              <Card withBorder role="region" aria-label="Accuracy on past calls">
                <Title order={3} fz="md" mb="xs">
                  Accuracy on past calls (version {current.version})
                </Title>
                {accuracy.isError ? (
                  <Text size="sm" c="red">
                    {errorMessage(accuracy.error)}
                  </Text>
                ) : accuracy.data ? (
                  <Stack gap={4}>
                    <Text size="sm" fw={600}>
                      {accuracyText(accuracy.data.overall)}
                    </Text>
                    <AccuracyNotes accuracy={accuracy.data.overall} />
                    {accuracy.data.ports.length > 1 &&
                      accuracy.data.ports.map((p) => (
                        <Text key={p.port.id} size="xs">
                          {p.port.name}: {accuracyText(p.accuracy)}
                        </Text>
                      ))}
                    <Text size="xs" c="dimmed">
                      Its estimate for each past call at its ports (the call's vessel, days from ETA to ETS) against the
                      approved amount of this expense in the call's final DA.
                    </Text>
                  </Stack>
                ) : (
                  <Text size="sm" c="dimmed">
                    Measuring…
                  </Text>
                )}
              </Card>
            )}
            {current && (
              <Card withBorder>
                <Title order={3} fz="md" mb="xs">
                  Versions and history
                </Title>
                <Table fz="xs" aria-label="History">
                  <Table.Tbody>
                    {(history.data ?? []).map((h, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: history rows are positional
                      <Table.Tr key={i}>
                        <Table.Td>
                          #{h.estimationId} v{h.version}
                        </Table.Td>
                        <Table.Td>{h.action}</Table.Td>
                        <Table.Td>{h.by?.fullName ?? 'system'}</Table.Td>
                        <Table.Td>{formatDateTimeInZone(h.at)}</Table.Td>
                        <Table.Td>
                          <Button size="compact-xs" variant="subtle" onClick={() => setDiffOf(diffOf === i ? null : i)}>
                            {diffOf === i ? 'Hide' : 'Diff'}
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
                {diffOf !== null && history.data?.[diffOf] && (
                  <Stack gap={2} mt="xs">
                    <Text size="xs" c="dimmed">
                      From that version to the formula above:
                    </Text>
                    <FormulaDiff before={history.data[diffOf].formula} after={formula} />
                  </Stack>
                )}
              </Card>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
