import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { type TRegion, ZRegionSave } from '@portcall/contracts/settings';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { useCountries } from '../../../api/ref-data/countries';
import { FormErrorAlert } from '../../../ui/form-error-alert';
import { MultiSelectField } from '../../../ui/multi-select-field';
import { SelectField } from '../../../ui/select-field';
import { applyServerErrors } from '../../../ui/server-errors';
import { TextField } from '../../../ui/text-field';
import { useCreateRegionMutation } from '../api/create-region';
import { useSaveRegionMutation } from '../api/save-region';
import { activeStateOptions } from './labels';

/** A region's fields: the save schema without the id (PUT region takes the same fields). */
const ZRegionFields = ZRegionSave.omit({ id: true });
type Input = z.input<typeof ZRegionFields>;
type Output = z.output<typeof ZRegionFields>;
const fieldNames = ['name', 'state', 'countryIds'];

function toInput(region: TRegion | null): Input {
  return {
    name: region?.name ?? '',
    state: region?.state ?? 'ACTIVE',
    countryIds: region?.countries.map((c) => c.id) ?? [],
  };
}

/** A named set of countries that region rules point at (SETTINGS_EDIT_USER and MANAGER). */
export function RegionForm({ region, onDone }: { region: TRegion | null; onDone: () => void }) {
  const countries = useCountries();
  const create = useCreateRegionMutation();
  const save = useSaveRegionMutation();
  const { control, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(ZRegionFields),
    defaultValues: toInput(region),
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = region ? await save.mutateAsync({ ...values, id: region.id }) : await create.mutateAsync(values);
      toast.success(region ? `${saved.name} saved` : `${saved.name} added`);
      onDone();
    } catch (error) {
      setError('root', { message: applyServerErrors(error, setError, fieldNames) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={region ? 'Region' : 'New region'}>
      <Stack gap="md" pt="md">
        <FormErrorAlert message={formState.errors.root?.message} />
        <TextField control={control} name="name" label="Region name" required maxLength={100} />
        <MultiSelectField
          control={control}
          name="countryIds"
          label="Countries"
          required
          data={countries.data ?? []}
          isLoading={countries.isLoading}
          isNumeric
          placeholder="Choose countries"
        />
        <SelectField
          control={control}
          name="state"
          label="Status"
          required
          searchable={false}
          data={activeStateOptions}
          description="An inactive region restricts nobody: rules naming only inactive regions show nothing."
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {region ? 'Save region' : 'Add region'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
