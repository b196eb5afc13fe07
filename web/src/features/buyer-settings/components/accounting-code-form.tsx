import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { ZAccountingCodeSave } from '@portcall/contracts/evaluations';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { errorMessage } from '../../../api/http-policy';
import { FormErrorAlert } from '../../../ui/form-error-alert';
import { PageLoader } from '../../../ui/page-loader';
import { SelectField } from '../../../ui/select-field';
import { applyServerErrors } from '../../../ui/server-errors';
import { SwitchField } from '../../../ui/switch-field';
import { TextField } from '../../../ui/text-field';
import type { TAccountingCode } from '../api/list-accounting-codes';
import { useAccountingCode } from '../api/load-accounting-code';
import { useSaveAccountingCodeMutation } from '../api/save-accounting-code';
import { accountingCodeGroupOptions } from '../lib/accounting-codes';

/** The code's own fields: the save schema without the keys the form does not type. */
const ZAccountingCodeFields = ZAccountingCodeSave.omit({ id: true, version: true, buyerId: true });
type Input = z.input<typeof ZAccountingCodeFields>;
type Output = z.output<typeof ZAccountingCodeFields>;
const fieldNames = ['code', 'subAccount', 'description', 'group', 'isActive'];

/**
 * Create or edit one accounting code (SETTINGS_EDIT_COMPANY). An edit reads the code again first
 * (accounting-code/{id}/load), so it saves against the version a colleague may have moved on.
 */
export function AccountingCodeForm({
  buyerId,
  code,
  onDone,
}: {
  buyerId: number;
  code: TAccountingCode | null;
  onDone: () => void;
}) {
  const loaded = useAccountingCode(buyerId, code?.id ?? null);
  if (code && loaded.isError) return <FormErrorAlert message={errorMessage(loaded.error)} />;
  if (code && !loaded.data) return <PageLoader label="Loading the code..." />;
  return <CodeFields buyerId={buyerId} code={loaded.data ?? null} onDone={onDone} />;
}

function CodeFields({ buyerId, code, onDone }: { buyerId: number; code: TAccountingCode | null; onDone: () => void }) {
  const save = useSaveAccountingCodeMutation(buyerId);
  const { control, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(ZAccountingCodeFields),
    defaultValues: {
      code: code?.code ?? '',
      subAccount: code?.subAccount ?? '',
      description: code?.description ?? '',
      group: code?.group ?? 'PRINCIPAL_AMOUNT',
      isActive: code?.isActive ?? true,
    },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({
        ...values,
        ...(code ? { id: code.id, version: code.version } : {}),
        buyerId,
      });
      toast.success(code ? `${saved.code} saved` : `${saved.code} added`);
      onDone();
    } catch (error) {
      setError('root', { message: applyServerErrors(error, setError, fieldNames) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={code ? 'Accounting code' : 'New accounting code'}>
      <Stack gap="md" pt="md">
        <FormErrorAlert message={formState.errors.root?.message} />
        <SelectField
          control={control}
          name="group"
          label="Group"
          required
          searchable={false}
          data={accountingCodeGroupOptions}
          description="Whole lines take a principal code; split lines a charterer or owner code."
        />
        <TextField control={control} name="code" label="Code" required maxLength={50} />
        <TextField control={control} name="subAccount" label="Sub account" maxLength={50} />
        <TextField control={control} name="description" label="Description" required maxLength={200} />
        <SwitchField control={control} name="isActive" label="Active" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {code ? 'Save code' : 'Add code'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
