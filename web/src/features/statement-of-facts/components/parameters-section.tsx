import { Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useSofMutation } from '../api/sof-mutations';
import type { EventResult, Sof } from '../api/sof-types';
import { errorText, useSofViewer } from './sof-viewer';

const fail = (e: unknown) => toast.error(errorText(e));

const PARAMETER_FIELDS: Array<[keyof Sof['parameters'], string, 'count' | 'text' | 'quantity']> = [
  ['inboundTugsOrdered', 'Inbound tugs ordered', 'count'],
  ['inboundTugsUsed', 'Inbound tugs used', 'count'],
  ['inboundTugsDetails', 'Inbound tugs details', 'text'],
  ['outboundTugsOrdered', 'Outbound tugs ordered', 'count'],
  ['outboundTugsUsed', 'Outbound tugs used', 'count'],
  ['outboundTugsDetails', 'Outbound tugs details', 'text'],
  ['pilotsIn', 'Pilots in', 'count'],
  ['pilotsOut', 'Pilots out', 'count'],
  ['cargoQuantityNominal', 'Cargo quantity nominal (t)', 'quantity'],
  ['cargoQuantityActual', 'Cargo quantity actual (t)', 'quantity'],
];

/** Tugs, pilots and cargo quantities with the per-field errors of operations §5. */
export function ParametersSection({ sof }: { sof: Sof }) {
  const viewer = useSofViewer();
  const save = useSofMutation('addParameters');
  const [values, setValues] = useState<Record<string, unknown>>({ ...sof.parameters });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const isEditable = viewer.canEdit && (viewer.side === 'AGENT' || viewer.involvement === 'MASTER');
  const submit = () =>
    save.mutate(
      { portCallId: sof.portCallId, version: sof.version, parameters: values },
      {
        onSuccess: (r) => {
          const result = r as EventResult;
          if (result.sof) {
            setErrors({});
            toast.success('Parameters saved');
            return;
          }
          setErrors(
            Object.fromEntries(
              PARAMETER_FIELDS.flatMap(([k]) => (result[`${k}Error`] ? [[k, String(result[`${k}Error`])]] : [])),
            ),
          );
        },
        onError: fail,
      },
    );
  return (
    <Stack gap="xs" component="section" aria-label="Parameters">
      <Text fw={600}>Parameters</Text>
      <Group gap="xs" align="start">
        {PARAMETER_FIELDS.map(([key, label, kind]) =>
          kind === 'count' ? (
            <NumberInput
              key={key}
              w={150}
              label={label}
              readOnly={!isEditable}
              allowDecimal={false}
              value={(values[key] as number | null) ?? ''}
              error={errors[key]}
              onChange={(v) => setValues({ ...values, [key]: v === '' ? null : Number(v) })}
            />
          ) : (
            <TextInput
              key={key}
              w={kind === 'text' ? 240 : 180}
              label={label}
              readOnly={!isEditable}
              value={(values[key] as string | null) ?? ''}
              error={errors[key]}
              onChange={(e) => setValues({ ...values, [key]: e.currentTarget.value || null })}
            />
          ),
        )}
      </Group>
      {isEditable ? (
        <Group>
          <Button variant="light" onClick={submit} loading={save.isPending}>
            Save parameters
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
