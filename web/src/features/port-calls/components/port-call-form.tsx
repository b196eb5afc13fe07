import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TOption } from '@portcall/contracts/fields';
import { messages } from '@portcall/contracts/messages';
import {
  portCallRuleViolations,
  type TPortCallEdit,
  type TPortCallSave,
  type TPortCallSaved,
  ZPortCallForm,
} from '@portcall/contracts/port-calls';
import { useRef } from 'react';
import { type Resolver, useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '../../../api/api-error';
import { AsyncSelectField } from '../../../ui/async-select-field';
import { DateField } from '../../../ui/date-field';
import { FormErrorAlert } from '../../../ui/form-error-alert';
import { errorText } from '../../../ui/form-types';
import { MultiSelectField } from '../../../ui/multi-select-field';
import { SelectField } from '../../../ui/select-field';
import { applyServerErrors } from '../../../ui/server-errors';
import { TextField } from '../../../ui/text-field';
import { TextareaField } from '../../../ui/textarea-field';
import { filterPorts, portNameOf } from '../api/filter-ports';
import { useActivityTypeOptions } from '../api/list-activity-types';
import { useSavePortCallMutation } from '../api/save-port-call';
import { useEtsAfterEtaCheck } from './use-ets-check';

type Input = z.input<typeof ZPortCallForm>;
type Output = z.output<typeof ZPortCallForm>;
const fieldNames = [
  'vesselId',
  'voyageId',
  'portId',
  'eta',
  'ets',
  'laycanStart',
  'laycanEnd',
  'activities',
  'agentIds',
  'opsCoordinatorId',
  'remarks',
];

const schemaResolver = zodResolver(ZPortCallForm) as Resolver<Input, unknown, Output>;

/**
 * The schema's resolver, plus the cross-field rules even while a plain field is still missing: zod
 * runs a refinement only on an object that parsed, and the user should see every rule at once.
 */
export const portCallResolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  if (Object.keys(result.errors).length === 0) return result;
  const errors = { ...result.errors } as Record<string, unknown>;
  const violations = portCallRuleViolations({
    eta: values.eta ?? '',
    ets: values.ets ?? '',
    laycanStart: values.laycanStart ?? null,
    laycanEnd: values.laycanEnd ?? null,
    activities: (values.activities ?? []) as never,
    agentIds: (values.agentIds ?? []) as number[],
  });
  for (const { field, code } of violations)
    if (!errors[field]) errors[field] = { type: 'custom', message: messages[code] };
  return { values: {}, errors: errors as typeof result.errors };
};

/**
 * A port call planned in the appointment wizard and not saved yet (nothing is created before the
 * wizard's last step): the form's values and the names the preview shows.
 */
export interface PortCallPlan {
  values: Omit<TPortCallSave, 'id' | 'version' | 'vesselId' | 'voyageId'>;
  portName: string;
  agents: TOption[];
}

/**
 * A new voyage gets its id only when the wizard sends; until then the form checks every other
 * field against the same schema with this stand-in, which never leaves the form.
 */
const VOYAGE_NOT_CREATED_YET = 1;
const plannedVoyageResolver: Resolver<Input, unknown, Output> = (values, context, options) =>
  portCallResolver({ ...values, voyageId: VOYAGE_NOT_CREATED_YET }, context, options);

/** The failure text of operations §8: the server's message, otherwise the spec's fallback. */
export function portCallFailureText(error: unknown, apply: (error: unknown) => string): string {
  if (isApiError(error) && error.status < 500 && error.message) return apply(error);
  return messages.PORT_CALL_DETAILS_FAILED;
}

function toInput(
  vesselId: number,
  voyageId: number | null,
  portCall: TPortCallEdit | null,
  plan: PortCallPlan | null,
): Partial<Input> {
  if (plan) return { ...plan.values, vesselId, voyageId: voyageId ?? undefined };
  if (!portCall)
    return {
      vesselId,
      voyageId: voyageId ?? undefined,
      eta: '',
      ets: '',
      laycanStart: null,
      laycanEnd: null,
      activities: [],
      agentIds: [],
      opsCoordinatorId: null,
      emails: [],
      remarks: '',
    };
  return {
    id: portCall.id,
    version: portCall.version,
    vesselId,
    voyageId: voyageId ?? undefined,
    portId: portCall.port.id,
    eta: portCall.eta ?? '',
    ets: portCall.ets ?? '',
    laycanStart: portCall.laycanStart,
    laycanEnd: portCall.laycanEnd,
    activities: portCall.activities.map((a) => ({ activityTypeId: a.activityType.id, cargo: a.cargo ?? '' })),
    agentIds: portCall.agents.map((a) => a.id),
    opsCoordinatorId: portCall.opsCoordinator?.id ?? null,
    emails: portCall.emails,
    remarks: portCall.remarks ?? '',
  };
}

/**
 * The port call of platform-core §5: port, ETA/ETS, laycan, activities and agents, validated by
 * the request schema plus its cross-field rules (ZPortCallForm), the same ones the server answers.
 * With `onPlanned` it saves nothing and hands the checked values over (the wizard sends them last);
 * `voyageId` is then null while the voyage is still to be created.
 */
export function PortCallForm({
  vesselId,
  voyageId,
  portCall,
  plan = null,
  agentOptions,
  peopleOptions,
  submitLabel,
  onSaved,
  onPlanned,
  onCancel,
  cancelLabel = 'Cancel',
}: {
  vesselId: number;
  voyageId: number | null;
  portCall: TPortCallEdit | null;
  plan?: PortCallPlan | null;
  agentOptions: readonly TOption[];
  peopleOptions: readonly TOption[];
  submitLabel: string;
  onSaved?: (saved: TPortCallSaved) => void;
  onPlanned?: (plan: PortCallPlan) => void;
  onCancel?: () => void;
  cancelLabel?: string;
}) {
  const activityTypes = useActivityTypeOptions();
  const save = useSavePortCallMutation();
  const { control, handleSubmit, setError, formState, trigger } = useForm<Input, unknown, Output>({
    resolver: voyageId === null ? plannedVoyageResolver : portCallResolver,
    defaultValues: toInput(vesselId, voyageId, portCall, plan),
    mode: 'onTouched',
  });
  const chosenPort = useRef<string | null>(plan?.portName ?? null);
  useEtsAfterEtaCheck(control, trigger);
  const activities = useFieldArray({ control, name: 'activities' });

  // An agent already on the port call stays choosable even when it is not among the known ones.
  const agents = new Map(agentOptions.map((o) => [o.value, o]));
  for (const a of portCall?.agents ?? []) agents.set(String(a.id), { value: String(a.id), label: a.name });
  const portLabel = portCall
    ? { value: String(portCall.port.id), label: portCall.port.label }
    : plan
      ? { value: String(plan.values.portId), label: plan.portName }
      : null;

  const onSubmit = handleSubmit(async (values) => {
    if (onPlanned) {
      const { id: _id, version: _version, vesselId: _vessel, voyageId: _voyage, ...planned } = values;
      const agentName = (id: number) => agents.get(String(id)) ?? { value: String(id), label: `Agent ${id}` };
      return onPlanned({
        values: planned,
        portName: chosenPort.current ?? `Port ${values.portId}`,
        agents: values.agentIds.map(agentName),
      });
    }
    try {
      onSaved?.(await save.mutateAsync(values));
    } catch (error) {
      setError('root', {
        message: portCallFailureText(error, (e) => applyServerErrors(e, setError, fieldNames)),
      });
    }
  });

  const activitiesError = errorText(formState.errors.activities);

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Port call">
      <Stack gap="md">
        <FormErrorAlert message={formState.errors.root?.message} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <AsyncSelectField
            control={control}
            name="portId"
            label="Port"
            required
            isNumeric
            cacheKey="port-call-ports"
            search={filterPorts}
            loadInitial={portLabel ? async () => portLabel : undefined}
            onOptionChange={(option) => {
              chosenPort.current = option ? portNameOf(option) : null;
            }}
            placeholder="Type a port name"
          />
          <SelectField
            control={control}
            name="opsCoordinatorId"
            label="Ops coordinator"
            isNumeric
            clearable
            data={peopleOptions}
            placeholder="Nobody"
          />
          <DateField control={control} name="eta" label="ETA" required />
          <DateField control={control} name="ets" label="ETS" required />
          <DateField control={control} name="laycanStart" label="Laycan start" />
          <DateField control={control} name="laycanEnd" label="Laycan end" />
        </SimpleGrid>
        <MultiSelectField
          control={control}
          name="agentIds"
          label="Agents"
          required
          isNumeric
          data={[...agents.values()]}
          placeholder="Choose the agents to appoint"
        />
        <Card withBorder padding="sm" radius="md">
          <Group justify="space-between" mb="xs">
            <Title order={3} fz="sm">
              Activities
            </Title>
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => activities.append({ activityTypeId: Number.NaN, cargo: '' } as never)}
            >
              Add activity
            </Button>
          </Group>
          <Stack gap="xs">
            {activities.fields.length === 0 ? (
              <Text size="sm" c="dimmed">
                No activity yet: add what the vessel does in port (loading, discharging, bunkering...).
              </Text>
            ) : null}
            {activities.fields.map((field, index) => (
              <Group key={field.id} align="flex-start" wrap="nowrap">
                <SelectField
                  control={control}
                  name={`activities.${index}.activityTypeId`}
                  label={`Activity ${index + 1}`}
                  required
                  isNumeric
                  data={activityTypes.data ?? []}
                  isLoading={activityTypes.isLoading}
                  placeholder="Choose an activity"
                />
                <TextField
                  control={control}
                  name={`activities.${index}.cargo`}
                  label={`Cargo ${index + 1}`}
                  placeholder="e.g. Iron ore"
                  maxLength={200}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={28}
                  aria-label={`Remove activity ${index + 1}`}
                  onClick={() => activities.remove(index)}
                >
                  ×
                </ActionIcon>
              </Group>
            ))}
            {activitiesError ? (
              <Text size="sm" c="red" role="alert">
                {activitiesError}
              </Text>
            ) : null}
          </Stack>
        </Card>
        <TextareaField control={control} name="remarks" label="Remarks" maxLength={2000} />
        <Group justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {cancelLabel}
            </Button>
          ) : null}
          <Button type="submit" loading={formState.isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
