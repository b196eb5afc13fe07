import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text } from '@mantine/core';
import { type TRule, ZRuleSave } from '@portcall/contracts/settings';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../ui/form-error-alert';
import { MultiSelectField } from '../../../ui/multi-select-field';
import { SelectField } from '../../../ui/select-field';
import { applyServerErrors } from '../../../ui/server-errors';
import { TextField } from '../../../ui/text-field';
import { useCreateRuleMutation } from '../api/create-rule';
import { useRegionOptions } from '../api/list-regions';
import { useSaveRuleMutation } from '../api/save-rule';
import { activeStateOptions } from './labels';

/** A rule's editable fields: the save schema without the id; type and entity stay REGION_RULE / REGION. */
const ZRuleFields = ZRuleSave.omit({ id: true });
type Input = z.input<typeof ZRuleFields>;
type Output = z.output<typeof ZRuleFields>;
const fieldNames = ['name', 'state', 'regionIds'];

function toInput(rule: TRule | null): Input {
  return { name: rule?.name ?? '', state: rule?.state ?? 'ACTIVE', regionIds: rule?.regions.map((r) => r.id) ?? [] };
}

/** A region rule (SETTINGS_EDIT_USER and MANAGER): people holding it see only its regions' countries. */
export function RuleForm({ rule, onDone }: { rule: TRule | null; onDone: () => void }) {
  const regions = useRegionOptions();
  const create = useCreateRuleMutation();
  const save = useSaveRuleMutation();
  const { control, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(ZRuleFields),
    defaultValues: toInput(rule),
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = rule
        ? await save.mutateAsync({ ...values, id: rule.id })
        : await create.mutateAsync({ ...values, ruleType: 'REGION_RULE', entityType: 'REGION' });
      toast.success(rule ? `${saved.name} saved` : `${saved.name} added`);
      onDone();
    } catch (error) {
      setError('root', { message: applyServerErrors(error, setError, fieldNames) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={rule ? 'Rule' : 'New rule'}>
      <Stack gap="md" pt="md">
        <FormErrorAlert message={formState.errors.root?.message} />
        <Text size="sm" c="dimmed">
          A region rule limits the people who hold it to the port calls, appointments and DAs in the countries of its
          regions. Several rules add up.
        </Text>
        <TextField control={control} name="name" label="Rule name" required maxLength={100} />
        <MultiSelectField
          control={control}
          name="regionIds"
          label="Regions"
          required
          data={regions.data ?? []}
          isLoading={regions.isLoading}
          isNumeric
          placeholder="Choose regions"
        />
        <SelectField
          control={control}
          name="state"
          label="Status"
          required
          searchable={false}
          data={activeStateOptions}
          description="An inactive rule restricts nobody."
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {rule ? 'Save rule' : 'Add rule'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
