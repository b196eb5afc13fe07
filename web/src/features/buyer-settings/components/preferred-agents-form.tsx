import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text } from '@mantine/core';
import {
  PREFERRED_AGENTS_PER_PORT,
  type TPreferredAgentsOfPort,
  ZAssignPreferredAgents,
} from '@portcall/contracts/preferred-agents';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { filterPorts } from '../../../api/ref-data/filter-ports';
import { AsyncMultiSelectField, AsyncSelectField } from '../../../ui/async-select-field';
import { FormErrorAlert } from '../../../ui/form-error-alert';
import { applyServerErrors } from '../../../ui/server-errors';
import { searchAgents, useAssignPreferredAgents } from '../api/preferred-agents';

type Input = z.input<typeof ZAssignPreferredAgents>;
type Output = z.output<typeof ZAssignPreferredAgents>;
const fieldNames = ['portId', 'agentIds'];

/**
 * A port's preferred agents, replaced as a whole: they come first when the buyer searches agents
 * for a call at that port. Removing every agent clears the port.
 */
export function PreferredAgentsForm({
  buyerId,
  row,
  onDone,
}: {
  buyerId: number;
  row: TPreferredAgentsOfPort | null;
  onDone: () => void;
}) {
  const assign = useAssignPreferredAgents(buyerId);
  const { control, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(ZAssignPreferredAgents),
    defaultValues: { portId: row?.portId, agentIds: row?.agents.map((a) => a.id) ?? [] },
    mode: 'onTouched',
  });

  const save = (body: Output, done: string) =>
    assign.mutate(body, {
      onSuccess: () => {
        toast.success(done);
        onDone();
      },
      onError: (error) => setError('root', { message: applyServerErrors(error, setError, fieldNames) }),
    });

  return (
    <form onSubmit={handleSubmit((body) => save(body, 'Preferred agents saved'))} noValidate>
      <Stack>
        <FormErrorAlert message={formState.errors.root?.message} />
        {row ? (
          <Text size="sm">
            Port: <b>{`${row.portName} (${row.unlocode})`}</b>
          </Text>
        ) : (
          <AsyncSelectField
            control={control}
            name="portId"
            label="Port"
            required
            cacheKey="preferred-agents-port"
            search={filterPorts}
            isNumeric
          />
        )}
        <AsyncMultiSelectField
          control={control}
          name="agentIds"
          label="Agents"
          description={`Up to ${PREFERRED_AGENTS_PER_PORT}, in the order they are listed first.`}
          cacheKey="preferred-agents-agent"
          search={searchAgents}
          initialOptions={row?.agents.map((a) => ({ value: String(a.id), label: a.name })) ?? []}
          isNumeric
          maxValues={PREFERRED_AGENTS_PER_PORT}
        />
        <Group justify="space-between">
          {row ? (
            <Button
              variant="subtle"
              color="red"
              loading={assign.isPending}
              onClick={() => save({ portId: row.portId, agentIds: [] }, 'Preferred agents removed')}
            >
              Remove all
            </Button>
          ) : (
            <span />
          )}
          <Group>
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" loading={assign.isPending}>
              Save
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
