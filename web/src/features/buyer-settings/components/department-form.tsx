import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { type TDepartmentRow, ZDepartmentCreate } from '@portcall/contracts/settings';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../ui/form-error-alert';
import { applyServerErrors } from '../../../ui/server-errors';
import { SwitchField } from '../../../ui/switch-field';
import { TextField } from '../../../ui/text-field';
import { useCreateDepartmentMutation } from '../api/create-department';
import { useSaveDepartmentMutation } from '../api/save-department';

type Input = z.input<typeof ZDepartmentCreate>;
type Output = z.output<typeof ZDepartmentCreate>;
const fieldNames = ['name', 'abbreviation', 'isEligible'];

/** A new department, or one to rename (SETTINGS_EDIT_COMPANY). */
export function DepartmentForm({ department, onDone }: { department: TDepartmentRow | null; onDone: () => void }) {
  const create = useCreateDepartmentMutation();
  const save = useSaveDepartmentMutation();
  const { control, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(ZDepartmentCreate),
    defaultValues: department
      ? { name: department.name, abbreviation: department.abbreviation, isEligible: department.isEligible }
      : { name: '', abbreviation: '', isEligible: true },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (department) await save.mutateAsync({ ...values, id: department.id });
      else await create.mutateAsync(values);
      toast.success(department ? 'Department saved' : 'Department added');
      onDone();
    } catch (error) {
      setError('root', { message: applyServerErrors(error, setError, fieldNames) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" pt="md">
        <FormErrorAlert message={formState.errors.root?.message} />
        <TextField control={control} name="name" label="Name" required maxLength={100} />
        <TextField
          control={control}
          name="abbreviation"
          label="Abbreviation"
          required
          maxLength={10}
          description="Shown next to people's names, e.g. OPS"
        />
        <SwitchField
          control={control}
          name="isEligible"
          label="Takes part in DA work"
          description="Eligible departments are offered when work is handed to a department (budget reminders...)."
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {department ? 'Save department' : 'Add department'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
