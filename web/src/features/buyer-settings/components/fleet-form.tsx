import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { type TFleet, ZFleetCreate } from '@portcall/contracts/fleet';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../ui/form-error-alert';
import { MultiSelectField } from '../../../ui/multi-select-field';
import { applyServerErrors } from '../../../ui/server-errors';
import { SwitchField } from '../../../ui/switch-field';
import { TextField } from '../../../ui/text-field';
import { TextareaField } from '../../../ui/textarea-field';
import { useCreateFleetMutation } from '../api/create-fleet';
import { useVesselOptions } from '../api/list-vessels';
import { usePatchFleetMutation } from '../api/patch-fleet';

type Input = z.input<typeof ZFleetCreate>;
type Output = z.output<typeof ZFleetCreate>;
const fieldNames = ['name', 'description', 'vesselIds', 'isActive'];

function toInput(fleet: TFleet | null): Input {
  return {
    name: fleet?.name ?? '',
    description: fleet?.description ?? '',
    vesselIds: fleet?.vessels.map((v) => v.id) ?? [],
    isActive: fleet?.isActive ?? true,
  };
}

/**
 * A named group of vessels (SETTINGS_EDIT_VESSEL). Saving an existing fleet sends every field in
 * one PATCH, which is valid against the same schema the create uses.
 */
export function FleetForm({ fleet, buyerId, onDone }: { fleet: TFleet | null; buyerId: number; onDone: () => void }) {
  const vessels = useVesselOptions({ activeOnly: false });
  const create = useCreateFleetMutation();
  const patch = usePatchFleetMutation();
  const { control, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(ZFleetCreate),
    defaultValues: toInput(fleet),
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = fleet
        ? await patch.mutateAsync({ buyerId, fleetId: fleet.id, body: values })
        : await create.mutateAsync({ buyerId, body: values });
      toast.success(fleet ? `${saved.name} saved` : `${saved.name} added`);
      onDone();
    } catch (error) {
      setError('root', { message: applyServerErrors(error, setError, fieldNames) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={fleet ? 'Fleet' : 'New fleet'}>
      <Stack gap="md" pt="md">
        <FormErrorAlert message={formState.errors.root?.message} />
        <TextField control={control} name="name" label="Fleet name" required maxLength={100} />
        <TextareaField control={control} name="description" label="Description" maxLength={500} />
        <MultiSelectField
          control={control}
          name="vesselIds"
          label="Vessels"
          data={vessels.data ?? []}
          isLoading={vessels.isLoading}
          isNumeric
          placeholder="Choose vessels"
        />
        <SwitchField control={control} name="isActive" label="Active" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {fleet ? 'Save fleet' : 'Add fleet'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
