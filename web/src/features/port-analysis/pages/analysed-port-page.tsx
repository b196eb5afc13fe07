import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  MultiSelect,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { PORT_FACILITIES, type TPortFacility } from '@portcall/contracts/port-directory';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../api/http-policy';
import { AccuracyNotes, accuracyText } from '../../../ui/accuracy-figure';
import { DROPDOWN_Z_INDEX } from '../../../ui/layers';
import { PageHeader } from '../../../ui/page-header';
import { PageLoader } from '../../../ui/page-loader';
import { useAnalysedPort, usePortAccuracy, useSavePort, useSetAvailableInPce } from '../api/port-analysis';
import { PORT_ANALYSIS_PATH } from './port-analysis-page';

const facilityOptions = Object.entries(PORT_FACILITIES).map(([value, label]) => ({ value, label }));

/**
 * /secured/admin/port-analysis/port/:portId: the port's availability in the port cost estimator and
 * its additional information and facilities as the directory shows them (its harbor complex places are
 * kept as they are).
 */
export function AnalysedPortPage() {
  const portId = Number(useParams().portId);
  const port = useAnalysedPort(portId);
  const save = useSavePort();
  const pce = useSetAvailableInPce(portId);
  const accuracy = usePortAccuracy(portId);
  const [form, setForm] = useState({ text: '', maxDraft: '', workingHours: '', facilities: [] as string[] });

  useEffect(() => {
    if (!port.data) return;
    setForm({
      text: port.data.additional.text ?? '',
      maxDraft: port.data.additional.maxDraftMeters ?? '',
      workingHours: port.data.additional.workingHours ?? '',
      facilities: port.data.ownFacilities,
    });
  }, [port.data]);

  if (port.isPending) return <PageLoader />;
  if (port.isError || !port.data)
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(port.error)}
      </Alert>
    );
  const p = port.data;
  const keepPlaces = (places: typeof p.harborComplex.harborComplexTerminals) =>
    places.map(({ id, name, lat, lon, segments, cargos, facilities, maxDraftMeters }) => ({
      id,
      name,
      lat,
      lon,
      segments,
      cargos,
      facilities,
      maxDraftMeters,
    }));

  return (
    <Stack gap="lg">
      <PageHeader
        eyebrow="Port analysis"
        title={p.information.name}
        description={`${p.information.unlocode} · ${p.information.country.name}`}
        actions={
          <Anchor component={Link} to={PORT_ANALYSIS_PATH}>
            ← All ports
          </Anchor>
        }
      />
      <Card withBorder radius="md" padding="md">
        <Switch
          label="Available in the port cost estimator"
          checked={p.isAvailableInPce}
          disabled={pce.isPending}
          onChange={(e) => pce.mutate(e.currentTarget.checked)}
        />
        {pce.isError ? <Text c="red">{errorMessage(pce.error)}</Text> : null}
      </Card>
      <Card withBorder radius="md" padding="md" role="region" aria-label="Formula accuracy">
        <Title order={3} fz="md" mb="xs">
          Formula accuracy on past calls
        </Title>
        {accuracy.isError ? (
          <Text size="sm" c="red">
            {errorMessage(accuracy.error)}
          </Text>
        ) : !accuracy.data ? (
          <Text size="sm" c="dimmed">
            Measuring…
          </Text>
        ) : accuracy.data.formulas.length === 0 ? (
          <Text size="sm" c="dimmed">
            No published formula at this port.
          </Text>
        ) : (
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              All formulas: {accuracyText(accuracy.data.overall)}
            </Text>
            <Table fz="sm" aria-label="Accuracy by formula">
              <Table.Tbody>
                {accuracy.data.formulas.map((f) => (
                  <Table.Tr key={f.estimationId}>
                    <Table.Td>{f.expenseName}</Table.Td>
                    <Table.Td>
                      {accuracyText(f.accuracy)}
                      <AccuracyNotes accuracy={f.accuracy} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text size="xs" c="dimmed">
              Mean absolute percentage error of each published formula's estimate for the port's past calls against the
              approved amount in their final DAs.
            </Text>
          </Stack>
        )}
      </Card>
      <Card withBorder radius="md" padding="md">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate({
              portId,
              additionalInformation: form.text || null,
              maxDraftMeters: form.maxDraft || null,
              maxLoaMeters: p.additional.maxLoaMeters,
              isPilotageCompulsory: p.additional.isPilotageCompulsory,
              workingHours: form.workingHours || null,
              facilities: form.facilities as TPortFacility[],
              terminals: keepPlaces(p.harborComplex.harborComplexTerminals),
              anchorages: keepPlaces(p.harborComplex.harborComplexAnchorages),
            });
          }}
        >
          <Stack gap="sm">
            <Textarea
              label="Additional information"
              autosize
              minRows={3}
              value={form.text}
              onChange={(e) => setForm((f) => ({ ...f, text: e.currentTarget.value }))}
            />
            <Group>
              <TextInput
                label="Max draught (m)"
                value={form.maxDraft}
                onChange={(e) => setForm((f) => ({ ...f, maxDraft: e.currentTarget.value }))}
                w={160}
              />
              <TextInput
                label="Working hours"
                value={form.workingHours}
                onChange={(e) => setForm((f) => ({ ...f, workingHours: e.currentTarget.value }))}
                w={200}
              />
            </Group>
            <MultiSelect
              label="Facilities of the port"
              data={facilityOptions}
              value={form.facilities}
              onChange={(v) => setForm((f) => ({ ...f, facilities: v }))}
              comboboxProps={{ zIndex: DROPDOWN_Z_INDEX }}
            />
            <Text size="sm" c="dimmed">
              Harbor complex: {p.harborComplex.harborComplexTerminals.length} terminals,{' '}
              {p.harborComplex.harborComplexAnchorages.length} anchorages.
            </Text>
            {save.isError ? (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(save.error)}
              </Alert>
            ) : null}
            {save.isSuccess ? <Text c="teal.8">Saved.</Text> : null}
            <Group>
              <Button type="submit" loading={save.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
