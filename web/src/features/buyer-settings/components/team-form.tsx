import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import type { TOption } from '@portcall/contracts/fields';
import { type TTeam, ZTeamCreate } from '@portcall/contracts/settings';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../ui/form-error-alert';
import { MultiSelectField } from '../../../ui/multi-select-field';
import { applyServerErrors } from '../../../ui/server-errors';
import { SwitchField } from '../../../ui/switch-field';
import { TextField } from '../../../ui/text-field';
import { TextareaField } from '../../../ui/textarea-field';
import { useCreateTeamMutation } from '../api/create-team';
import { usePatchTeamMutation } from '../api/patch-team';

type Input = z.input<typeof ZTeamCreate>;
type Output = z.output<typeof ZTeamCreate>;
const fieldNames = ['name', 'description', 'memberIds', 'isActive'];

function toInput(team: TTeam | null): Input {
  return {
    name: team?.name ?? '',
    description: team?.description ?? '',
    memberIds: team?.members.map((m) => m.id) ?? [],
    isActive: team?.isActive ?? true,
  };
}

/** A team of the buyer's people (SETTINGS_EDIT_USER and MANAGER); saving sends every field in one PATCH. */
export function TeamForm({
  team,
  buyerId,
  people,
  onDone,
}: {
  team: TTeam | null;
  buyerId: number;
  people: readonly TOption[];
  onDone: () => void;
}) {
  const create = useCreateTeamMutation();
  const patch = usePatchTeamMutation();
  const { control, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(ZTeamCreate),
    defaultValues: toInput(team),
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = team
        ? await patch.mutateAsync({ buyerId, teamId: team.id, body: values })
        : await create.mutateAsync({ buyerId, body: values });
      toast.success(team ? `${saved.name} saved` : `${saved.name} added`);
      onDone();
    } catch (error) {
      setError('root', { message: applyServerErrors(error, setError, fieldNames) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={team ? 'Team' : 'New team'}>
      <Stack gap="md" pt="md">
        <FormErrorAlert message={formState.errors.root?.message} />
        <TextField control={control} name="name" label="Team name" required maxLength={100} />
        <TextareaField control={control} name="description" label="Description" maxLength={500} />
        <MultiSelectField
          control={control}
          name="memberIds"
          label="Members"
          data={people}
          isNumeric
          placeholder="Choose people"
        />
        <SwitchField control={control} name="isActive" label="Active" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {team ? 'Save team' : 'Add team'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
