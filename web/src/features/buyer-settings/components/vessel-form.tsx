import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { type TVessel, type TVesselCreate, ZVesselCreate, ZVesselSave } from '@portcall/contracts/fleet';
import type { TVesselSize, TVesselType } from '@portcall/contracts/refdata';
import { useEffect, useMemo } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { useVesselSizes } from '../../../api/ref-data/vessel-sizes';
import { useVesselTypes } from '../../../api/ref-data/vessel-types';
import { FormErrorAlert } from '../../../ui/form-error-alert';
import { NumberField } from '../../../ui/number-field';
import { SelectField } from '../../../ui/select-field';
import { applyServerErrors } from '../../../ui/server-errors';
import { SwitchField } from '../../../ui/switch-field';
import { TextField } from '../../../ui/text-field';
import { useCreateVesselMutation } from '../api/create-vessel';
import { useSaveVesselMutation } from '../api/save-vessel';
import { commodityTypeOptions } from './labels';

/** Editing validates with the save schema minus the id (which comes from the row). */
const ZVesselEdit = ZVesselSave.omit({ id: true });
type Input = z.input<typeof ZVesselEdit>;
type Output = z.output<typeof ZVesselEdit>;
const fieldNames = ['name', 'imo', 'vesselTypeId', 'vesselSizeId', 'dwt', 'commodityType', 'isActive'];

function toInput(vessel: TVessel | null): Partial<Input> {
  if (!vessel) return { name: '', imo: '', vesselSizeId: null, commodityType: 'DRY_BULK' };
  return {
    name: vessel.name,
    imo: vessel.imo,
    vesselTypeId: vessel.vesselType.id,
    vesselSizeId: vessel.vesselSize?.id ?? null,
    dwt: vessel.dwt,
    commodityType: vessel.commodityType,
    isActive: vessel.isActive,
  };
}

/**
 * The size classes that fit a vessel type: those whose typical type is in the same segment (a
 * Capesize is a dry-bulk size), which is the rule the server checks.
 */
export function sizesForType(
  typeId: number | null | undefined,
  types: readonly TVesselType[],
  sizes: readonly TVesselSize[],
): TVesselSize[] {
  const type = types.find((t) => Number(t.value) === typeId);
  if (!type) return [];
  const segmentOf = new Map(types.map((t) => [t.code, t.segmentCode]));
  return sizes.filter((s) => segmentOf.get(s.vesselTypeCode) === type.segmentCode);
}

/** A vessel of the company (SETTINGS_EDIT_VESSEL); the IMO number is checked with its check digit. */
export function VesselForm({ vessel, onDone }: { vessel: TVessel | null; onDone: () => void }) {
  const types = useVesselTypes();
  const sizes = useVesselSizes();
  const create = useCreateVesselMutation();
  const save = useSaveVesselMutation();
  const isNew = vessel === null;
  const { control, handleSubmit, setError, setValue, getValues, formState } = useForm<Input, unknown, Output>({
    // Same schemas as the server; creating has no isActive (a new vessel is active).
    resolver: (isNew ? zodResolver(ZVesselCreate) : zodResolver(ZVesselEdit)) as Resolver<Input, unknown, Output>,
    defaultValues: toInput(vessel),
    mode: 'onTouched',
  });

  const typeId = useWatch({ control, name: 'vesselTypeId' });
  const fittingSizes = useMemo(
    () => sizesForType(typeId, types.data ?? [], sizes.data ?? []),
    [typeId, types.data, sizes.data],
  );
  // A size class of another segment would be refused; choosing another type clears it.
  useEffect(() => {
    const sizeId = getValues('vesselSizeId');
    if (sizes.data && sizeId != null && !fittingSizes.some((s) => Number(s.value) === sizeId))
      setValue('vesselSizeId', null);
  }, [fittingSizes, sizes.data, getValues, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = isNew
        ? await create.mutateAsync(values as TVesselCreate)
        : await save.mutateAsync({ ...values, id: vessel.id });
      toast.success(isNew ? `${saved.name} added` : `${saved.name} saved`);
      onDone();
    } catch (error) {
      setError('root', { message: applyServerErrors(error, setError, fieldNames) });
    }
  });

  const typeOptions = (types.data ?? []).map((t) => ({ value: t.value, label: t.label }));
  const sizeOptions = fittingSizes.map((s) => ({ value: s.value, label: s.label }));

  return (
    <form onSubmit={onSubmit} noValidate aria-label={isNew ? 'New vessel' : 'Vessel'}>
      <Stack gap="md" pt="md">
        <FormErrorAlert message={formState.errors.root?.message} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField control={control} name="name" label="Vessel name" required maxLength={100} />
          <TextField
            control={control}
            name="imo"
            label="IMO number"
            required
            inputMode="numeric"
            placeholder="e.g. 9074729"
            description="7 digits; the last one is the check digit"
          />
          <SelectField
            control={control}
            name="vesselTypeId"
            label="Vessel type"
            required
            isNumeric
            data={typeOptions}
            isLoading={types.isLoading}
            placeholder="Choose a type"
          />
          <SelectField
            control={control}
            name="vesselSizeId"
            label="Size class"
            isNumeric
            clearable
            data={sizeOptions}
            isLoading={sizes.isLoading}
            placeholder={typeId ? 'No size class' : 'Choose a type first'}
            disabled={!typeId}
          />
          <NumberField
            control={control}
            name="dwt"
            label="Deadweight"
            required
            decimals={0}
            min={1}
            suffix=" t"
            description="Metric tonnes"
          />
          <SelectField
            control={control}
            name="commodityType"
            label="Usual cargo"
            required
            data={commodityTypeOptions}
          />
        </SimpleGrid>
        {isNew ? null : (
          <SwitchField
            control={control}
            name="isActive"
            label="Active"
            description="An inactive vessel stays on its port calls and fleets but is no longer offered or assigned."
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {isNew ? 'Add vessel' : 'Save vessel'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
